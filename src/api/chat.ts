import { z } from 'zod';
import {
  actorTypeSchema,
  chatActorSchema,
  chatMessageSchema,
  conciergeStatusSchema,
  conversationMenuItemSchema,
  quickReplySchema,
} from './chat-schemas';
import { defineEndpoint } from './endpoint';
import { count, flag, id, idList, optionalFlag, optionalId } from './fields';
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
      numUnreadMsgUser: z.number().int(),
      messageDefault: z.string().nullable(),
      history: z.array(chatMessageSchema),
      statusConcierge: conciergeStatusSchema,
      conciergeAvatar: z.string().nullable(),
      numPending: z.number().int(),
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
  request: z.object({ pickedDate: z.coerce.number().int().min(19000101).max(29991231) }),
  answer: { kind: 'none' },
});

/** Spec §7: marks a conversation read up to a message; answers what is still pending. */
export const chatMarkAsRead = defineEndpoint({
  name: 'chat.markAsRead',
  method: 'POST',
  path: '/pusher/pusherMarkAsRead.php',
  encoding: 'form',
  request: z.object({ idMessage: optionalId, ...itemFields, idConversation: id, fromType: actorTypeSchema }),
  answer: { kind: 'json', schema: z.object({ numPending: z.number().int() }) },
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
  idConversation: z.number().int().nullable(),
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
    mode: z.string().optional(),
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
  request: z.object({ url: z.string().optional() }),
  answer: {
    kind: 'json',
    schema: z.object({
      trigger: z.boolean(),
      concierge: conciergeSchema,
      showGlobe: z.boolean(),
      numPending: z.number().int(),
      lastConversation: z.number().int().nullable(),
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
  answer: { kind: 'json', schema: z.object({ menu: z.array(conversationMenuItemSchema), numPending: z.number().int() }) },
});

/** Spec §7: starts a new conversation with the concierge (users and vendors only). */
export const chatNew = defineEndpoint({
  name: 'chat.new',
  method: 'POST',
  path: '/pusher/pusherNew.php',
  encoding: 'form',
  request: z.object({ fromType: actorTypeSchema, fromId: z.union([id, z.string().min(1)]) }),
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
  url: z.string().optional(),
  socketId: z.string().optional(),
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
      idConversation: z.number().int(),
      conciergeAvatar: z.string().nullable(),
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
  request: z.object({ type: z.coerce.number().int(), reply: z.string(), tries: count }),
  answer: { kind: 'json', schema: z.object({ errorMsg: z.string().optional() }) },
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
  request: z.object({ socket_id: z.string().regex(/^\d+\.\d+$/), channel_name: z.string().regex(/^private-[\w-]+$/) }),
  answer: { kind: 'json', schema: z.object({ auth: z.string().regex(/^[^:]+:[0-9a-f]{64}$/) }) },
});
