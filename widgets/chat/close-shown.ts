import type { ActorType } from '../../src/api/chat-schemas';
import { isInsideApp } from '../../src/lib/native-app';
import { MEDIA } from '../../src/ui/breakpoints';

/** Where the chat is: on a phone (the chat takes the screen, spec §9 breakpoints) and in the native app. */
export interface ChatPlace {
  phone: boolean;
  app: boolean;
}

/** The place of this page, read when the panel shows. */
export function chatPlace(): ChatPlace {
  return { phone: typeof matchMedia === 'function' && matchMedia(MEDIA.phone).matches, app: isInsideApp() };
}

/**
 * Spec §6: "Chat close button shown for logged users, mobile, or apps": to a logged-in couple or
 * vendor anywhere, and to anyone on a phone or in the app; a visitor on a wider screen of a
 * browser has Minimize only.
 */
export function closeShown(actor: ActorType | undefined, place: ChatPlace): boolean {
  return actor === 'user' || actor === 'vendor' || place.phone || place.app;
}
