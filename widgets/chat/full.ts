import * as z from 'zod/mini';
import { defineWidget } from '../../src/boot/react-widget';
import { Chat } from './chat';

export { preloadPanel } from './chat';
/**
 * The panel's one static import the whole chat does not have (its composer's form kit), brought
 * with the chat: a lazy panel whose static import failed (a deploy, a lost connection) cannot
 * load in the same page again in Chromium 150, which keeps the failure; the panel's own chunk is
 * asked for again under another URL (scripts/preload-dependencies.ts).
 */
export { useFormKit } from '../../src/ui/form/use-form-kit';

/** The whole chat in React (index.ts loads it when the launcher's first moment asks for it). */
export default defineWidget({ props: z.object({}), component: Chat });
