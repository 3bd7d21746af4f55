import * as z from 'zod/mini';
import { orNull } from './fields';

/** Spec §3: who takes part in a chat. Senders also include the concierge. */
export const actorTypeSchema = z.enum(['user', 'vendor', 'anonymous', 'anonymous-vendor', 'concierge', 'concierge-vendor']);
export type ActorType = z.infer<typeof actorTypeSchema>;

/** Anonymous actors carry a visitor hash, the others a numeric id. */
export const actorIdSchema = z.union([z.int(), z.string()]);

export const chatActorSchema = z.object({
  id: actorIdSchema,
  type: actorTypeSchema,
  name: z.string(),
  avatar: orNull(z.string()),
  avatarSvg: z.optional(z.string()),
});
export type ChatActor = z.infer<typeof chatActorSchema>;

/** Spec §3: concierge status: 1 normal; 2, 3 outside support hours; 4 away. */
export const conciergeStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type ConciergeStatus = z.infer<typeof conciergeStatusSchema>;

/** Spec §3: a chatbot quick reply. */
export const quickReplySchema = z.object({ ID: z.int(), TEXT: z.string(), ICON: z.optional(z.string()), IS_ALL: z.optional(z.boolean()) });
export type QuickReply = z.infer<typeof quickReplySchema>;

/** Spec §3: one chat message, as history and the realtime `message` event carry it. */
export const chatMessageSchema = z.object({
  id: z.int(),
  idConversation: z.int(),
  fromType: actorTypeSchema,
  fromId: actorIdSchema,
  toType: actorTypeSchema,
  toId: actorIdSchema,
  body: z.string(),
  publishedDate: z.string(),
  publishedTime: z.string(),
  /** Unix time in seconds. */
  ts: z.int(),
  /** Chatbot message type (§3: 2, 9 multi-select; 3, 4 number; 5 location; 6 date; …). */
  messageType: z.optional(z.int()),
  questionId: z.optional(z.int()),
  flowId: z.optional(z.int()),
  categId: z.optional(z.int()),
  sectorId: z.optional(z.int()),
  quickReplies: z.optional(z.array(quickReplySchema)),
  answerId: z.optional(z.int()),
  actor: z.optional(chatActorSchema),
  numPending: z.optional(z.int()),
  /** 1 user help, 2 vendor help, 3 multi-category chatbot. */
  conciergeTemplate: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec §3: the realtime `status` event while the other side types. */
export const typingEventSchema = z.object({
  idConversation: z.int(),
  body: z.string(),
  actor: chatActorSchema,
  toType: actorTypeSchema,
  toId: actorIdSchema,
  status: z.literal('writing'),
});
export type TypingEvent = z.infer<typeof typingEventSchema>;

/** Spec §3: one row of the conversations menu. */
export const conversationMenuItemSchema = z.object({
  id: z.int(),
  toId: actorIdSchema,
  toType: actorTypeSchema,
  actorName: z.string(),
  actorAvatar: orNull(z.string()),
  pendingMessages: z.int(),
  lastMessage: z.string(),
  subject: z.string(),
  /** Date of the last message, as the server formats it. */
  date: z.string(),
});
export type ConversationMenuItem = z.infer<typeof conversationMenuItemSchema>;

/** Spec §3: the realtime `lead` event a vendor gets for a new request. */
export const leadNotificationSchema = z.object({
  url: z.string(),
  text: z.string(),
  idLead: z.int(),
  id: z.int(),
  actorImgUrl: orNull(z.string()),
  actorAvatarSvg: z.optional(z.string()),
  numUnreadMsgLead: z.int(),
});
export type LeadNotification = z.infer<typeof leadNotificationSchema>;

/**
 * Spec §6/§7: the realtime `adminAction` event a vendor gets when the site's staff acted on their
 * account. Its payload is not shown in the spec: the bundle reads a text to show and, when
 * there is one, the page it is about (the stand-in sends both).
 */
export const adminActionSchema = z.object({
  text: z.string().check(z.minLength(1)),
  url: z.optional(z.string()),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
