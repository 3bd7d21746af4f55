import type { ChatMessage } from '../../src/api/chat-schemas';
import type { ChatDataStore } from './chat-data';

/**
 * Adds `message` to the conversation on screen, once, when it belongs there. With the
 * conversations menu on screen instead, the menu is loaded again: its counts and previews changed.
 */
export function appendMessage(store: ChatDataStore, message: ChatMessage, reloadMenu: () => Promise<void>): void {
  const { conversation, machine } = store.getState();
  if (!conversation && machine.display === 'open') void reloadMenu();
  // A conversation not yet saved by the server (the concierge's, id null) takes the message's id.
  if (!conversation || (conversation.id !== null && conversation.id !== message.idConversation)) return;
  if (conversation.messages.some((m) => m.id === message.id)) return;
  store.setState({ conversation: { ...conversation, id: message.idConversation, messages: [...conversation.messages, message] } });
}

/**
 * Puts `message` in place of the message of its id in the conversation on screen (the realtime
 * `update` event); with the conversations menu on screen, the menu is loaded again.
 */
export function replaceMessage(store: ChatDataStore, message: ChatMessage, reloadMenu: () => Promise<void>): void {
  const { conversation, machine } = store.getState();
  if (!conversation && machine.display === 'open') void reloadMenu();
  if (!conversation?.messages.some((m) => m.id === message.id)) return;
  store.setState({ conversation: { ...conversation, messages: conversation.messages.map((m) => (m.id === message.id ? message : m)) } });
}
