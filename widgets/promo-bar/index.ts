import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { readValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';

const { promoBarClosed } = storedValues;

/**
 * The promotional bar (spec §2 "Promotional bar can be closed", §9 closed flag 1 day), rendered
 * by the server, which leaves it out while the closed cookie lives. It costs no JavaScript until
 * the first interaction: its close (a form that works without JavaScript) writes the cookie here
 * and hides the bar; the focus, if it was on the close, goes to the page's main content.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(bar) {
    // A page cached before the cookie was set (the back/forward cache, another tab's close).
    if (readValue(promoBarClosed)) bar.hidden = true;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      writeValue(promoBarClosed, '1');
      const hadFocus = bar.contains(document.activeElement);
      bar.hidden = true;
      if (hadFocus) document.getElementById('main')?.focus();
    };
    bar.addEventListener('submit', onSubmit);
    return () => bar.removeEventListener('submit', onSubmit);
  },
});
