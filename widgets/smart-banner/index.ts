import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { isInsideApp } from '../../src/lib/native-app';
import { smartBannerClosed, smartBannerInstalled } from '../../src/lib/smart-banner-values';
import { readValue, writeValue } from '../../src/lib/stored-value';

/**
 * The app's smart banner (spec §2, §9), rendered by the server (which leaves it out once closed,
 * once the store link was followed, and inside the app) and shown on phones by the site's CSS.
 * It costs no JavaScript until the first interaction: closing hides it for 1 day, following the
 * store link for 7 (the cookies the server reads); inside the app it only hides itself.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(banner) {
    // Safety nets: the app's web view the server missed, or a page cached before a cookie was set.
    if (isInsideApp()) return hideInApp(banner);
    if (readValue(smartBannerClosed) || readValue(smartBannerInstalled)) banner.hidden = true;
    const onSubmit = (event: SubmitEvent) => {
      // The close form posts to the server without JavaScript; here the cookie is the page's to write.
      event.preventDefault();
      writeValue(smartBannerClosed, '1');
      banner.hidden = true;
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      // The link goes on to the store; the banner stays away for the reminder's 7 days.
      writeValue(smartBannerInstalled, '1');
      banner.hidden = true;
    };
    banner.addEventListener('submit', onSubmit);
    banner.addEventListener('click', onClick);
    return () => {
      banner.removeEventListener('submit', onSubmit);
      banner.removeEventListener('click', onClick);
    };
  },
});

/** Inside the app: hidden, and the click that woke the widget (replayed after) goes nowhere. */
function hideInApp(banner: HTMLElement): () => void {
  const swallow = (event: Event) => event.preventDefault();
  banner.hidden = true;
  banner.addEventListener('click', swallow, true);
  banner.addEventListener('submit', swallow, true);
  return () => {
    banner.removeEventListener('click', swallow, true);
    banner.removeEventListener('submit', swallow, true);
  };
}
