import { defineEnhancer } from '../../src/boot/define-widget';
import { noProps } from '../../src/boot/no-props';
import { importAgain } from '../../src/lib/import-again';
import { firstPanel } from './first-panel-state';
import { enhanceLauncher } from './launcher';

/**
 * The chat (spec §2, §4): a launcher, the conversations menu and the conversation view, for
 * the concierge and its guided chatbot and for the conversations between couples and vendors,
 * live over the account's private realtime channel, with notifications when it is not open.
 * Put on the server's launcher: `<div data-widget="chat"><a class="chat-launcher" href="/inbox" aria-label="Chat">…</a></div>`
 * (`data-hydrate="idle"` for a logged-in page, so messages arrive; a visitor's waits for a click).
 * On an account's page the launcher follows the channel with no React until a message, a click
 * or a chat left open brings the whole chat (launcher.ts, full.ts).
 */
export default defineEnhancer({
  props: noProps,
  enhance: enhanceLauncher,
  // Opening from the first panel: the whole chat mounts with its panel's code in, open from its first commit.
  full: () => importAgain(() => import('./full')).then((module) => (firstPanel.open ? module.preloadPanel().then(() => module) : module)),
});
