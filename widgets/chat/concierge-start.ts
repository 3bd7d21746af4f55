import type { ActorType, ConversationMenuItem } from '../../src/api/chat-schemas';
import { getSiteConfig } from '../../src/lib/config';

/**
 * Spec §6: the conversations menu offers to start a conversation with the concierge to couples
 * and vendors, where the site allows it, when the menu has none (menu.tsx, first-panel.ts).
 */
export function offersConcierge(actor: ActorType | undefined, menu: readonly ConversationMenuItem[]): boolean {
  const hasConcierge = menu.some((item) => item.toType.startsWith('concierge'));
  return (actor === 'user' || actor === 'vendor') && getSiteConfig().features.newConciergeConversations !== false && !hasConcierge;
}
