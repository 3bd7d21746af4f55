import { call } from '../../src/api/call';
import type { ApiResult } from '../../src/api/errors';
import { chatCheck, chatConcierge, chatConciergeVendor, chatHistory, chatMarkAsRead, chatMenu, chatNew, chatReply, chatValidate, chatVendors, chatCalendar } from '../../src/api/chat';
import { pushShowTrace, replyToUser, replyToVendor, vendorRequestRefresh } from '../../src/api/chat-requests';
import type { ActorType, ChatActor, ChatMessage, ConciergeStatus, ConversationMenuItem } from '../../src/api/chat-schemas';
import type { VendorTile } from '../../src/api/vendor-tile';
import { readIdCookie } from '../../src/lib/cookies';
import { visitorGuid } from '../../src/lib/guid';
import { realtimeSocketId } from '../../src/lib/realtime';
import { query } from '../../src/lib/dom-query';

// The chat's calls (spec §7 /pusher/*, VendorsSolicRun, emp-AdminSolicitudesShowRun), each
// answering plain data or undefined on failure: the widget shows its own state for a failure.

/**
 * The page the chat is on (spec §7 type, idItem): its first path segment, and the item the
 * server's page shows (a storefront's vendor), which the chat's element names with
 * `data-item-id`.
 */
function pageItem(): { type: string; idItem?: number } {
  const type = location.pathname.split('/')[1] || 'home';
  const idItem = Number(query<HTMLElement>('[data-widget="chat"]')?.dataset.itemId);
  return Number.isSafeInteger(idItem) && idItem > 0 ? { type, idItem } : { type };
}

type Actor = { actor: ChatActor; isChatbotEnabled: boolean };

/** The chat's first two calls when the launcher's tap asked for them (askEarly), each taken once. */
let early: { check?: Promise<Actor | undefined>; menu?: Promise<ConversationMenuItem[] | undefined> } = {};
/** The chat asked for who is chatting already: an early ask would come after it, twice. */
let started = false;

/**
 * At a tap on an account's launcher (launcher.ts): who is chatting and the conversations menu,
 * asked for now, beside the whole chat's code, not one after the other once it runs. The chat's
 * start and its first menu take these answers; a retry asks anew.
 */
export function askEarly(): void {
  // A second tap while the chat still comes keeps the answers asked for: the first panel waits for them.
  if (!started && !early.check) early = { check: fetchActor(), menu: fetchMenu() };
}

/**
 * The early answers, left for the chat to take: the first panel (first-panel.ts) shows the menu
 * from them while React comes, and the chat's start and first menu then take the same answers.
 */
export function peekEarly(): { check: Promise<Actor | undefined>; menu: Promise<ConversationMenuItem[] | undefined> } | undefined {
  return early.check && early.menu ? { check: early.check, menu: early.menu } : undefined;
}

/** The chat was taken away (chat-lifecycle.ts): a chat mounted again may take a new tap's answers. */
export function forgetEarly(): void {
  started = false;
  early = {};
}

export function checkActor(): Promise<Actor | undefined> {
  started = true;
  const taken = early.check;
  early.check = undefined;
  return taken ?? fetchActor();
}

export function loadMenu(): Promise<ConversationMenuItem[] | undefined> {
  const taken = early.menu;
  early.menu = undefined;
  return taken ?? fetchMenu();
}

async function fetchActor(): Promise<Actor | undefined> {
  // A visitor is the anonymous actor of their GUID cookie (spec §7 private-anonymous-{id}): it
  // is there before the server is asked, or every visitor would share one channel. (An
  // account's chat starts at idle, where a cookie written would evict the page before from the
  // back/forward cache; it is not needed there.)
  if (!readIdCookie('USER_ID') && !readIdCookie('EMP_ID')) visitorGuid();
  const result = await call(chatCheck, { checkActor: 1 });
  return result.ok ? result.data : undefined;
}

async function fetchMenu(): Promise<ConversationMenuItem[] | undefined> {
  const result = await call(chatMenu, pageItem());
  return result.ok ? result.data.menu : undefined;
}

export interface History {
  messages: ChatMessage[];
  messageDefault: string | null;
  status: ConciergeStatus;
  reload: boolean;
  /** The concierge's avatar, for its messages that carry none. */
  conciergeAvatar: string | null;
}

export async function loadHistory(idConversation: number | undefined): Promise<History | undefined> {
  const result = await call(chatHistory, { ...pageItem(), idConversation });
  if (!result.ok) return undefined;
  const { history, messageDefault, statusConcierge, reload, conciergeAvatar } = result.data;
  return { messages: history, messageDefault, status: statusConcierge, reload, conciergeAvatar };
}

/** Spec §7 pusherConcierge's `trigger`: should the concierge open by itself on this page. False when the call failed. */
export async function conciergeTriggered(): Promise<boolean> {
  const result = await call(chatConcierge, { ...pageItem(), url: location.href });
  return result.ok && result.data.trigger;
}

/** Starts (or, with `restart`, starts again) the concierge's guided chatbot; answers the conversation id. */
export async function startChatbot(restart: boolean): Promise<number | null | undefined> {
  const result = await call(chatConcierge, { ...pageItem(), url: location.href, mode: 'chatbot', chatbotInitialQuestion: 1, forceConcierge: restart ? 1 : undefined });
  return result.ok ? result.data.concierge.idConversation : undefined;
}

/** Spec §7 pusherNew: a couple or a vendor starts a conversation with the concierge; answers its status. */
export async function newConciergeConversation(actor: ChatActor): Promise<ConciergeStatus | undefined> {
  const result = await call(chatNew, { fromType: actor.type, fromId: actor.id });
  return result.ok ? result.data.statusConcierge : undefined;
}

/** Spec §7 pusherConciergeVendor: the vendor's conversation with the concierge (null before one is started) and its status. */
export async function vendorConcierge(): Promise<{ idConversation: number | null; status: ConciergeStatus } | undefined> {
  const result = await call(chatConciergeVendor, { url: location.href });
  return result.ok ? { idConversation: result.data.concierge.idConversation, status: result.data.concierge.statusConcierge } : undefined;
}

/** Marks the conversation read; answers the count still pending, for the header's badge. */
export async function markRead(idConversation: number, fromType: ActorType, idMessage?: number): Promise<number | undefined> {
  const result = await call(chatMarkAsRead, { ...pageItem(), idConversation, fromType, idMessage });
  return result.ok ? result.data.numPending : undefined;
}

/** What a reply carries besides its text: the chatbot question it answers, if any. */
export interface ReplyDetails {
  questionId?: number;
  flowId?: number;
  answerId?: number;
  sectorId?: number;
  categId?: number;
  vendorIds?: number[];
  /** The e-mail question's opt-in (spec §3 reply payload mailOptIn). */
  mailOptIn?: 0 | 1;
  /** The concierge answered (spec §3 reply payload idConcierge): its id, as its messages carry it. */
  idConcierge?: number;
  /** The place the location question's answer picked (spec §3 reply payload): its region and its city. */
  provinciaId?: number;
  poblacionId?: number;
}

/** Where a reply goes: the vendor or the couple of a request conversation, or the concierge. */
type ReplyRoute = 'toVendor' | 'toUser' | 'concierge';

function replyRoute(to: { type: ActorType; idConversation: number | null }, from: ActorType): ReplyRoute {
  if (to.type === 'vendor' && to.idConversation !== null) return 'toVendor';
  if (from === 'vendor' && to.type === 'user' && to.idConversation !== null) return 'toUser';
  return 'concierge';
}

/**
 * Whether the server's answer to a reply says it took it. The concierge's does (JSON, checked);
 * a request conversation's is not read (spec §7: "answer not shown"), so a 200 there may be an
 * expired session's log-in page or anything else: only the conversation's history can tell.
 */
export function replyIsAnswered(to: { type: ActorType; idConversation: number | null }, from: ActorType): boolean {
  return replyRoute(to, from) === 'concierge';
}

/** How a reply went: answered (2xx), failed, or unknown (no answer in time: the server may have taken it). */
export type ReplyOutcome = 'answered' | 'failed' | 'unknown';

const outcomeOf = (result: ApiResult<unknown>): ReplyOutcome => (result.ok ? 'answered' : result.error.kind === 'timeout' ? 'unknown' : 'failed');

/**
 * Sends a reply. In a request conversation the couple writes to the vendor through
 * /tools/VendorsSolicRun and the vendor to the couple through /emp-AdminSolicitudesShowRun.php;
 * the concierge (and its chatbot) through /pusher/pusherReply.php. See `replyIsAnswered` for
 * what an answer proves.
 */
export async function sendReply(to: { type: ActorType; idConversation: number | null }, from: ActorType, text: string, details: ReplyDetails = {}): Promise<ReplyOutcome> {
  const socketId = await realtimeSocketId();
  const route = replyRoute(to, from);
  if (route !== 'concierge' && to.idConversation !== null) {
    const payload = { Comentario: text, id_solicitud: to.idConversation, socketId };
    return outcomeOf(await call(route === 'toVendor' ? replyToVendor : replyToUser, payload));
  }
  const { vendorIds, ...rest } = details;
  const payload = { ...pageItem(), ...rest, vendorIds: vendorIds ?? [], url: location.href, socketId, comentario: text, idConversation: to.idConversation ?? undefined };
  return outcomeOf(await call(chatReply, payload));
}

/** The server's check of a chatbot free-text answer: its message, null when fine, undefined when the call failed. */
export async function validateAnswer(type: number, reply: string, tries: number): Promise<string | null | undefined> {
  const result = await call(chatValidate, { type, reply, tries });
  return result.ok ? (result.data.errorMsg ?? null) : undefined;
}

export async function loadVendors(message: ChatMessage): Promise<{ vendors: VendorTile[]; quickReplies: ChatMessage['quickReplies'] } | undefined> {
  const { idConversation, questionId, flowId, categId, sectorId } = message;
  const result = await call(chatVendors, { idConversation, questionId, flowId, categId, sectorId });
  return result.ok ? result.data : undefined;
}

export async function sendPickedDate(pickedDate: number): Promise<boolean> {
  return (await call(chatCalendar, { pickedDate })).ok;
}

/** Spec §7: the push-show trace of a notification shown. */
export function traceNotificationShown(idMessage: number): void {
  void call(pushShowTrace, { idMessage });
}

/** Spec §7: a vendor's request is refreshed after a realtime message about it. */
export function refreshVendorRequest(idMessage: number): void {
  void call(vendorRequestRefresh, { idMessage });
}
