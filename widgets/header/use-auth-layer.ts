import { getSiteConfig } from '../../src/lib/config';

export type AuthMode = 'login' | 'signup';

/**
 * The header's Log in and Sign up: they open the page's one log-in / sign-up layer. Its code
 * (the layer, the form kit, the dialog library) loads on the first click, never with the
 * header.
 */
export function openAuth(mode: AuthMode): void {
  import('../../src/accounts/open-auth-layer')
    .then(({ openAuthLayer }) => openAuthLayer({ mode, tracking: 'navigation header' }))
    .catch((error: unknown) => {
      // Its chunk could not load (offline): the server's own page does the same job.
      console.error('[widgets] No log-in layer; to the page.', error);
      const { urls } = getSiteConfig();
      location.assign(mode === 'login' ? urls.login : urls.signup);
    });
}
