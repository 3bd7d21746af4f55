import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { getSiteConfig } from '../../src/lib/config';
import { sameOriginUrl } from '../../src/lib/safe-redirect';
import { openAuth } from '../../src/state/account';
import { busyUntil } from '../../src/ui/busy';

/** The tracked section of the layer it opens (spec §2 tracked sections: user sign-up, main). */
const TRACKING = 'direct sign-up';

/**
 * Spec §6: the direct sign-up button (the home page's 'Sign up free' on phones). Without
 * JavaScript it is the server's link to the sign-up page; enhanced, it opens the sign-up layer
 * in place, and once the person has signed up or logged in the page goes to the URL the site
 * config names (`urls.afterSignup`, this origin only; none: the page stays).
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(element) {
    const link = element instanceof HTMLAnchorElement ? element : element.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) throw new Error('the direct-signup widget needs a link');
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // Focused first, so the layer gives the focus back to it on close (Safari does not focus a clicked link).
      link.focus();
      const urlRedirect = sameOriginUrl(getSiteConfig().urls.afterSignup);
      void busyUntil(link, openAuth({ mode: 'signup', tracking: TRACKING, ...(urlRedirect ? { urlRedirect } : {}) }));
    };
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('click', onClick);
      link.removeAttribute('aria-haspopup');
    };
  },
});
