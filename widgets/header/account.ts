import { defineEnhancer } from '../../src/boot/define-widget';
import { noProps } from '../../src/boot/no-props';
import { importAgain } from '../../src/lib/import-again';
import { enhanceAccountHeader } from './account-header';

/**
 * An account's header (`data-widget="account-header"`, which the PHP page prints with the
 * account's header): the server's, live with no React (account-header.ts), until a menu is
 * touched or the session changes; the whole header (React, full.ts) then takes over, as it does
 * at once when the page asks for it at load. An entry of its own: the visitor's header
 * (index.ts) brings the log-in layer's request and the calls' client with it, for its Log in.
 */
export default defineEnhancer({
  props: noProps,
  enhance(el, _props, upgrade) {
    if (el.dataset.hydrate !== 'load') return enhanceAccountHeader(el, upgrade);
    upgrade();
    return undefined;
  },
  full: () => importAgain(() => import('./full')),
});
