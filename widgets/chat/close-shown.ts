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
 * Spec §6: the chat's Close button is shown for logged-in people (couples and vendors), on
 * phones and in the app; elsewhere Minimize is the only way out of the panel.
 */
export function closeShown(actor: ActorType | undefined, place: ChatPlace): boolean {
  const loggedIn = actor === 'user' || actor === 'vendor';
  return loggedIn && (place.phone || place.app);
}
