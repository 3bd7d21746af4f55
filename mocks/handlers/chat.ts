import type * as api from '../../src/api/chat';
import {
  chatCalendar,
  chatCheck,
  chatConcierge,
  chatConciergeVendor,
  chatHistory,
  chatMarkAsRead,
  chatMenu,
  chatNew,
  chatReply,
  chatValidate,
  chatVendors,
  realtimeAuth,
} from '../../src/api/chat';
import {
  addMessage,
  conciergeConversationOf,
  conversationsOf,
  createConversation,
  findConversation,
  isParticipant,
  markRead,
  unreadCount,
  type Actor,
  type Conversation,
} from '../db';
import { handle } from '../handle';
import { signChannel } from '../realtime-auth';
import { conciergeStatus } from '../scenarios';
import { chatValidationError, chatVendorsFor, CONCIERGE_REPLY } from './chat-bot';
import { answerChatbot, hasChatbot, startChatbot } from './chat-flow';
import { CONCIERGE_AVATAR, channelOf, chatActorOf, conciergeActor, toChatMessage, toMenuItem } from './chat-support';
import { actorOf, forbidden, unauthorized, userOf, vendorOf } from './http';
import { announceMessage } from './realtime';
import type { HandlersFor } from './types';

/** The conversation a chat call names, if the caller takes part in it; else the user's concierge one. */
function conversationFor(actor: Actor | undefined, idConversation: number | undefined): Conversation | undefined {
  if (!actor) return undefined;
  if (idConversation === undefined) return actor.type === 'user' ? conciergeConversationOf(actor.id) : undefined;
  const conversation = findConversation(idConversation);
  return conversation && isParticipant(conversation, actor) ? conversation : undefined;
}

function conciergeConversationFor(userId: number): Conversation {
  return (
    conciergeConversationOf(userId) ??
    createConversation({ id: 9000 + userId, kind: 'concierge', userId, vendorId: null, subject: 'Wedding concierge' })
  );
}

/** Private channels: a user or vendor only their own; anonymous channels anyone (their id is a visitor hash). */
function mayListen(cookies: Record<string, string>, channel: string): boolean {
  if (/^private-anonymous(-vendor)?-/.test(channel)) return true;
  const actor = actorOf(cookies);
  return actor !== undefined && channel === channelOf(actor);
}

export const chatHandlers = {
  chatHistory: handle(chatHistory, ({ payload, cookies }) => {
    const actor = actorOf(cookies);
    const conversation = conversationFor(actor, payload.idConversation);
    const history = conversation?.messages.map((m) => toChatMessage(conversation, m)) ?? [];
    return {
      // A conversation that is gone (or not the caller's) makes the page reset its stored chat.
      reload: payload.idConversation !== undefined && !conversation,
      numUnreadMsgUser: actor?.type === 'user' ? unreadCount(actor) : 0,
      messageDefault: history.length ? null : 'Hi! I am your wedding concierge. How can I help you?',
      history,
      statusConcierge: conciergeStatus(),
      conciergeAvatar: CONCIERGE_AVATAR,
      numPending: actor ? unreadCount(actor) : 0,
    };
  }),

  chatVendors: handle(chatVendors, ({ payload, cookies }) => chatVendorsFor(payload, userOf(cookies))),

  chatCalendar: handle(chatCalendar, () => undefined),

  chatMarkAsRead: handle(chatMarkAsRead, ({ payload, cookies }) => {
    const actor = actorOf(cookies);
    if (!actor) return { numPending: 0 };
    markRead(payload.idConversation, actor);
    // What the inbox badge counts (GET unread messages): request conversations.
    return { numPending: unreadCount(actor, 'lead') };
  }),

  chatCheck: handle(chatCheck, ({ cookies }) => {
    const actor = chatActorOf(cookies);
    return { isChatbotEnabled: actor.type === 'user' || actor.type === 'anonymous', actor };
  }),

  chatConcierge: handle(chatConcierge, ({ payload, cookies }) => {
    const actor = actorOf(cookies);
    let conversation = actor?.type === 'user' ? conciergeConversationOf(actor.id) : undefined;
    // The guided chatbot starts once in a couple's concierge conversation, again after a refresh.
    if (actor?.type === 'user' && payload.mode === 'chatbot') {
      conversation ??= conciergeConversationFor(actor.id);
      if (!hasChatbot(conversation.id) || payload.forceConcierge === 1) startChatbot(conversation.id);
    }
    const trigger = payload.forceTrigger === 1 || payload.forceConcierge === 1 || actor?.type !== 'vendor';
    return {
      trigger,
      concierge: { idConversation: conversation?.id ?? null, actor: conciergeActor(), statusConcierge: conciergeStatus() },
      showGlobe: actor?.type !== 'vendor',
    };
  }),

  chatConciergeVendor: handle(chatConciergeVendor, ({ cookies }) => {
    const vendor = vendorOf(cookies);
    if (!vendor) return unauthorized();
    const last = conversationsOf(vendor)[0];
    return {
      trigger: true,
      concierge: { idConversation: null, actor: conciergeActor(true), statusConcierge: conciergeStatus() },
      showGlobe: true,
      numPending: unreadCount(vendor),
      lastConversation: last?.id ?? null,
      fromType: 'vendor' as const,
    };
  }),

  chatMenu: handle(chatMenu, ({ cookies }) => {
    const actor = actorOf(cookies);
    if (!actor) return { menu: [], numPending: 0 };
    return { menu: conversationsOf(actor).map((c) => toMenuItem(c, actor)), numPending: unreadCount(actor) };
  }),

  chatNew: handle(chatNew, ({ payload, cookies }) => {
    // Spec §6: only users and vendors can start a conversation with the concierge.
    const actor = actorOf(cookies);
    if (!actor || actor.type !== payload.fromType || String(actor.id) !== String(payload.fromId)) return forbidden();
    if (actor.type === 'user') conciergeConversationFor(actor.id);
    return { actor: conciergeActor(actor.type === 'vendor'), statusConcierge: conciergeStatus() };
  }),

  chatReply: handle(chatReply, ({ payload, cookies }) => {
    const user = userOf(cookies);
    const status = conciergeStatus();
    const conversation = user ? (conversationFor(user, payload.idConversation) ?? conciergeConversationFor(user.id)) : undefined;
    if (conversation) {
      const sent = addMessage(conversation.id, 'user', payload.comentario);
      if (sent) announceMessage(conversation.id, sent);
      // Within support hours the concierge (or its chatbot, for an answer to one of its
      // questions) answers; outside them the page shows its notice.
      const isConcierge = status === 1 && conversation.kind === 'concierge';
      const answers = !isConcierge
        ? []
        : payload.questionId !== undefined
          ? answerChatbot(conversation.id, payload.questionId, payload.answerId, payload.sectorId)
          : [addMessage(conversation.id, 'concierge', CONCIERGE_REPLY)];
      for (const answer of answers) if (answer) announceMessage(conversation.id, answer);
    }
    // Anonymous visitors' chats are not stored by the stand-in: their reply is acknowledged only.
    return { loadConcierge: true, idConversation: conversation?.id ?? 0, conciergeAvatar: CONCIERGE_AVATAR, statusConcierge: status };
  }),

  chatValidate: handle(chatValidate, ({ payload }) => {
    const errorMsg = chatValidationError(payload.type, payload.reply, payload.tries);
    return errorMsg ? { errorMsg } : {};
  }),

  realtimeAuth: handle(realtimeAuth, async ({ payload, cookies }) => {
    if (!mayListen(cookies, payload.channel_name)) return forbidden(`Not allowed to listen on ${payload.channel_name}.`);
    return { auth: await signChannel(payload.socket_id, payload.channel_name) };
  }),
} satisfies HandlersFor<typeof api>;
