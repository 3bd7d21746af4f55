import * as z from 'zod/mini';
import { defineWidget } from '../../src/boot/react-widget';
import { Chat } from './chat';

/**
 * The chat (spec §2, §4): a launcher, the conversations menu and the conversation view, for
 * the concierge and its guided chatbot and for the conversations between couples and vendors,
 * live over the account's private realtime channel, with notifications when it is not open.
 * Put on the server's launcher: `<div data-widget="chat"><button aria-label="Chat">…</button></div>`
 * (`data-hydrate="idle"` for a logged-in page, so messages arrive; a visitor's waits for a click).
 */
export default defineWidget({ props: z.object({}), component: Chat });
