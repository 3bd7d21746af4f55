import type * as api from '../../src/api/layers';
import { countrySelector, loginLayer, signupLayer } from '../../src/api/layers';
import { handle } from '../handle';
import { countrySelectorHtml, loginLayerHtml, signupLayerHtml } from './fragments';
import { fragmentContext } from './http';
import type { HandlersFor } from './types';

export const layersHandlers = {
  loginLayer: handle(loginLayer, ({ payload, request }) => loginLayerHtml(fragmentContext(request), payload)),
  signupLayer: handle(signupLayer, ({ payload, request }) => signupLayerHtml(fragmentContext(request), payload)),
  countrySelector: handle(countrySelector, () => countrySelectorHtml()),
} satisfies HandlersFor<typeof api>;
