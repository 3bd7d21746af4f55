import * as z from 'zod/mini';
import {
  actorTypeSchema,
  chatActorSchema,
  chatMessageSchema,
  conciergeStatusSchema,
  conversationMenuItemSchema,
  quickReplySchema,
} from './chat-schemas';
import { defineEndpoint } from './endpoint';
import { count, flag, id, idList, optionalFlag, optionalId, orNull } from './fields';
import { vendorTileSchema } from './vendor-tile';

// The chat, concierge and chatbot calls (spec §7, /pusher/*) and the replies in lead
// conversations. `type` + `idItem` name the page's item (e.g. a storefront) the chat opened on.

const itemFields = { type: z.string(), idItem: optionalId };
const flowFields = { questionId: optionalId, flowId: optionalId, categId: optionalId, sectorId: optionalId };

/** Spec §7: a conversation's history, or the concierge's opening one. */
export const chatHistory = defineEndpoint({
  name: 'chat.history',
  method: 'POST',
  path: '/pusher/pusherHistory.php',
  encoding: 'form',
  request: z.object({ ...itemFields, idConversation: optionalId, ...flowFields }),
  answer: {
    kind: 'json',
    schema: z.object({
      /** True when the stored chat is stale: the client resets the chat. */
      reload: z.boolean(),
      numUnreadMsgUser: z.int(),
      messageDefault: orNull(z.string()),
      history: z.array(chatMessageSchema),
      statusConcierge: conciergeStatusSchema,
      conciergeAvatar: orNull(z.string()),
      numPending: z.int(),
    }),
  },
});

/** Spec §7: vendors for the chatbot's vendor list (message type 19). The payload is not shown in the spec. */
export const chatVendors = defineEndpoint({
  name: 'chat.vendors',
  method: 'POST',
  path: '/pusher/getVendors',
  encoding: 'form',
  request: z.object({ idConversation: optionalId, ...flowFields, provinciaId: optionalId, poblacionId: optionalId }),
  answer: { kind: 'json', schema: z.object({ vendors: z.array(vendorTileSchema), quickReplies: z.array(quickReplySchema) }) },
});

/** Spec §7: the date picked in the chatbot's calendar (a yyyymmdd number). */
export const chatCalendar = defineEndpoint({
  name: 'chat.calendar',
  method: 'POST',
  path: '/pusher/pusherCalendar.php',
  encoding: 'form',
  request: z.object({ pickedDate: z.coerce.number().check(z.int(), z.gte(19000101), z.lte(29991231)) }),
  answer: { kind: 'none' },
});

/** Spec §7: marks a conversation read up to a message; answers what is still pending. */
export const chatMarkAsRead = defineEndpoint({
  name: 'chat.markAsRead',
  method: 'POST',
  path: '/pusher/pusherMarkAsRead.php',
  encoding: 'form',
  request: z.object({ idMessage: optionalId, ...itemFields, idConversation: id, fromType: actorTypeSchema }),
  answer: { kind: 'json', schema: z.object({ numPending: z.int() }) },
});

/** Spec §7: who is chatting, and may the chatbot run for them (users and anonymous only). */
export const chatCheck = defineEndpoint({
  name: 'chat.check',
  method: 'POST',
  path: '/pusher/pusherCheck.php',
  encoding: 'form',
  request: z.object({ checkActor: flag }),
  answer: { kind: 'json', schema: z.object({ isChatbotEnabled: z.boolean(), actor: chatActorSchema }) },
});

const conciergeSchema = z.object({
  idConversation: orNull(z.int()),
  actor: chatActorSchema,
  statusConcierge: conciergeStatusSchema,
});

/** Spec §7: should the concierge open on this page for a couple or visitor. */
export const chatConcierge = defineEndpoint({
  name: 'chat.concierge',
  method: 'POST',
  path: '/pusher/pusherConcierge.php',
  encoding: 'form',
  request: z.object({
    ...itemFields,
    url: z.string(),
    forceTrigger: optionalFlag,
    forceConcierge: optionalFlag,
    mode: z.optional(z.string()),
    chatbotInitialQuestion: optionalId,
  }),
  answer: { kind: 'json', schema: z.object({ trigger: z.boolean(), concierge: conciergeSchema, showGlobe: z.boolean() }) },
});

/** Spec §7: the vendor-side concierge. The payload is not shown in the spec. */
export const chatConciergeVendor = defineEndpoint({
  name: 'chat.conciergeVendor',
  method: 'POST',
  path: '/pusher/pusherConciergeVendor.php',
  encoding: 'form',
  request: z.object({ url: z.optional(z.string()) }),
  answer: {
    kind: 'json',
    schema: z.object({
      trigger: z.boolean(),
      concierge: conciergeSchema,
      showGlobe: z.boolean(),
      numPending: z.int(),
      lastConversation: orNull(z.int()),
      fromType: actorTypeSchema,
    }),
  },
});

/** Spec §7: the conversations menu. */
export const chatMenu = defineEndpoint({
  name: 'chat.menu',
  method: 'POST',
  path: '/pusher/pusherMenu.php',
  encoding: 'form',
  request: z.object(itemFields),
  answer: { kind: 'json', schema: z.object({ menu: z.array(conversationMenuItemSchema), numPending: z.int() }) },
});

/** Spec §7: starts a new conversation with the concierge (users and vendors only). */
export const chatNew = defineEndpoint({
  name: 'chat.new',
  method: 'POST',
  path: '/pusher/pusherNew.php',
  encoding: 'form',
  request: z.object({ fromType: actorTypeSchema, fromId: z.union([id, z.string().check(z.minLength(1))]) }),
  answer: { kind: 'json', schema: z.object({ actor: chatActorSchema, statusConcierge: conciergeStatusSchema }) },
});

/** Spec §3: the chat reply payload. */
export const chatReplySchema = z.object({
  idConcierge: optionalId,
  ...flowFields,
  provinciaId: optionalId,
  poblacionId: optionalId,
  vendorId: optionalId,
  mailOptIn: optionalFlag,
  url: z.optional(z.string()),
  socketId: z.optional(z.string()),
  vendorIds: idList,
  answerId: optionalId,
  ...itemFields,
  comentario: z.string(),
  idConversation: optionalId,
});

/** Spec §7: sends the visitor's reply (free text or a chatbot answer). */
export const chatReply = defineEndpoint({
  name: 'chat.reply',
  method: 'POST',
  path: '/pusher/pusherReply.php',
  encoding: 'form',
  request: chatReplySchema,
  answer: {
    kind: 'json',
    schema: z.object({
      loadConcierge: z.boolean(),
      idConversation: z.int(),
      conciergeAvatar: orNull(z.string()),
      statusConcierge: conciergeStatusSchema,
    }),
  },
});

/** Spec §7: server check of a chatbot free-text answer; errorMsg only when invalid. */
export const chatValidate = defineEndpoint({
  name: 'chat.validate',
  method: 'POST',
  path: '/pusher/pusherValidate.php',
  encoding: 'form',
  request: z.object({ type: z.coerce.number().check(z.int()), reply: z.string(), tries: count }),
  answer: { kind: 'json', schema: z.object({ errorMsg: z.optional(z.string()) }) },
});

/**
 * Spec §7: realtime channel authorization, as pusher-js posts it. The answer is not shown
 * in the spec; pusher-js needs `auth` as `key:signature` (HMAC SHA256 of `socket_id:channel`).
 */
export const realtimeAuth = defineEndpoint({
  name: 'chat.realtimeAuth',
  method: 'POST',
  path: '/pusher/pusherAuth.php',
  encoding: 'form',
  request: z.object({ socket_id: z.string().check(z.regex(/^\d+\.\d+$/)), channel_name: z.string().check(z.regex(/^private-[\w-]+$/)) }),
  answer: { kind: 'json', schema: z.object({ auth: z.string().check(z.regex(/^[^:]+:[0-9a-f]{64}$/)) }) },
});
