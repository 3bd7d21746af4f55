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
  type ConciergePerson,
  type Conversation,
} from '../db';
import { handle } from '../handle';
import { signChannel } from '../realtime-auth';
import { conciergeStatus } from '../scenarios';
import { chatValidationError, chatVendorsFor, CONCIERGE_REPLY, VENDOR_CONCIERGE_GREETING, VENDOR_CONCIERGE_REPLY } from './chat-bot';
import { answerChatbot, hasChatbot, restartChatbot, startChatbot } from './chat-flow';
import { CONCIERGE_AVATAR, channelOf, chatActorOf, conciergeActor, toChatMessage, toMenuItem } from './chat-support';
import { actorOf, forbidden, unauthorized, userOf, vendorOf } from './http';
import { announceMessage } from './realtime';
import type { HandlersFor } from './types';

/**
 * Who is talking to the chat: the logged-in couple or vendor, else the anonymous visitor of
 * the GUID cookie (spec §9), whose concierge conversation the stand-in keeps by that id.
 */
function personFrom(cookies: Record<string, string>): ConciergePerson | undefined {
  return actorOf(cookies) ?? (cookies.GUID ? { type: 'anonymous', id: cookies.GUID } : undefined);
}

function takesPart(conversation: Conversation, person: ConciergePerson): boolean {
  return person.type === 'anonymous' ? conversation.visitor === person.id : isParticipant(conversation, person);
}

/** The conversation a chat call names, if the caller takes part in it; else the caller's concierge one. */
function conversationFor(person: ConciergePerson | undefined, idConversation: number | undefined): Conversation | undefined {
  if (!person) return undefined;
  if (idConversation === undefined) return conciergeConversationOf(person);
  const conversation = findConversation(idConversation);
  return conversation && takesPart(conversation, person) ? conversation : undefined;
}

let nextConciergeId = 9500;

/** The page type (its first path segment) of the multi-category chatbot's page, /multi-category-chatbot. */
const CHATBOT_PAGE_TYPE = 'multi-category-chatbot';

/** The person's concierge conversation, made at their first word to the concierge. */
function conciergeConversationFor(person: ConciergePerson): Conversation {
  const existing = conciergeConversationOf(person);
  if (existing) return existing;
  const subject = person.type === 'vendor' ? 'Vendor concierge' : 'Wedding concierge';
  const id = person.type === 'user' ? 9000 + person.id : nextConciergeId++;
  const owner =
    person.type === 'anonymous'
      ? { userId: null, vendorId: null, visitor: person.id }
      : person.type === 'vendor'
        ? { userId: null, vendorId: person.id }
        : { userId: person.id, vendorId: null };
  return createConversation({ id, kind: 'concierge', subject, ...owner }, person.type === 'vendor' ? { fromType: 'concierge', body: VENDOR_CONCIERGE_GREETING } : undefined);
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
    const conversation = conversationFor(personFrom(cookies), payload.idConversation);
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
    // Spec §6: the chatbot is for couples and anonymous visitors.
    const person = actor?.type === 'vendor' ? undefined : personFrom(cookies);
    let conversation = person ? conciergeConversationOf(person) : undefined;
    // The guided chatbot starts once in a concierge conversation, again after a refresh.
    if (person && payload.mode === 'chatbot') {
      conversation ??= conciergeConversationFor(person);
      if (payload.forceConcierge === 1) restartChatbot(conversation.id);
      else if (!hasChatbot(conversation.id)) startChatbot(conversation.id);
    }
    // The concierge opens by itself (trigger) on the multi-category chatbot's page (spec §2), for
    // couples and visitors, or when the page forces it; the stand-in has no other rule.
    const trigger = payload.forceTrigger === 1 || payload.forceConcierge === 1 || (person !== undefined && payload.type === CHATBOT_PAGE_TYPE);
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
      concierge: { idConversation: conciergeConversationOf(vendor)?.id ?? null, actor: conciergeActor(true), statusConcierge: conciergeStatus() },
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
    conciergeConversationFor(actor);
    return { actor: conciergeActor(actor.type === 'vendor'), statusConcierge: conciergeStatus() };
  }),

  chatReply: handle(chatReply, ({ payload, cookies }) => {
    const person = personFrom(cookies);
    const status = conciergeStatus();
    const conversation = person ? (conversationFor(person, payload.idConversation) ?? conciergeConversationFor(person)) : undefined;
    if (conversation && person) {
      const sent = addMessage(conversation.id, person.type === 'vendor' ? 'vendor' : 'user', payload.comentario);
      if (sent) announceMessage(conversation.id, sent);
      // Within support hours the concierge (or its chatbot, for an answer to one of its
      // questions) answers; outside them the page shows its notice.
      const isConcierge = status === 1 && conversation.kind === 'concierge';
      const answers = !isConcierge
        ? []
        : payload.questionId !== undefined
          ? answerChatbot(conversation.id, payload.questionId, payload.answerId, payload.sectorId)
          : [addMessage(conversation.id, 'concierge', person.type === 'vendor' ? VENDOR_CONCIERGE_REPLY : CONCIERGE_REPLY)];
      for (const answer of answers) if (answer) announceMessage(conversation.id, answer);
    }
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
