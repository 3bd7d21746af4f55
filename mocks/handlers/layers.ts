import type * as api from '../../src/api/layers';
import { countrySelector, loginLayer, signupLayer } from '../../src/api/layers';
import { handle } from '../handle';
import { countrySelectorHtml, loginLayerHtml, signupLayerHtml } from './fragments';
import type { HandlersFor } from './types';

export const layersHandlers = {
  loginLayer: handle(loginLayer, ({ payload }) => loginLayerHtml(payload)),
  signupLayer: handle(signupLayer, ({ payload }) => signupLayerHtml(payload)),
  countrySelector: handle(countrySelector, () => countrySelectorHtml()),
} satisfies HandlersFor<typeof api>;
