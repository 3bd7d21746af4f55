import { countrySelectorFragment } from '../../fixtures/pages/country-selector';
import type * as api from '../../src/api/layers';
import { countrySelector, loginLayer, signupLayer } from '../../src/api/layers';
import { handle } from '../handle';
import { loginLayerHtml, signupLayerHtml } from './fragments';
import { fragmentContext, isNativeRequest } from './http';
import type { HandlersFor } from './types';

export const layersHandlers = {
  loginLayer: handle(loginLayer, ({ payload, request }) => loginLayerHtml(fragmentContext(request), payload)),
  signupLayer: handle(signupLayer, ({ payload, request }) => signupLayerHtml(fragmentContext(request), payload)),
  // The page's fetch gets the modal's fragment; the same path followed as a link (no
  // JavaScript) is left to the fixture site, which answers the whole country page.
  countrySelector: handle(countrySelector, ({ request }) => countrySelectorFragment(fragmentContext(request)), {
    when: (_raw, request) => !isNativeRequest(request),
  }),
} satisfies HandlersFor<typeof api>;
