// The soak's realtime messages (scripts/soak-session.ts): pushed to the couple's private channel
// through the Pusher stand-in, each with its own id, and counted in every conversation on screen.
import type { Page } from 'playwright-core';

/** The couple's conversation with Rosewood Estate (fixtures/data/conversations.json). */
const CONVERSATION = { id: 7001, name: /^Rosewood Estate/ };
const VENDOR = { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null } as const;
/** A pushed message's text: the soak finds its id on screen by it. */
const BODY = 'Soak message #';
/** Pushed until every tab shows it, before a round's messages: each tab's chat follows the channel by then. */
const PROBE_ID = 499_999;
const WAIT_MS = 15_000;

/** Pushes the vendor's message `messageId` to the couple's channel; answers how many sockets got it. */
export type Push = (messageId: number) => Promise<number>;

/** What one tab showed of the messages pushed so far. */
export interface Shown {
  name: string;
  /** Ids shown exactly once. */
  once: number;
  /** Ids never shown. */
  lost: number;
  /** Ids shown more than once. */
  doubled: number;
}

/** The chat's `message` event (spec §3) from the vendor to the couple, with its own id. */
function vendorMessage(id: number, userId: number): Record<string, unknown> {
  return {
    id,
    idConversation: CONVERSATION.id,
    fromType: 'vendor',
    fromId: VENDOR.id,
    toType: 'user',
    toId: userId,
    body: `${BODY}${id}`,
    publishedDate: '2026-11-26',
    publishedTime: '10:00',
    ts: 1795000000,
    actor: VENDOR,
  };
}

/** POST /__mock/push from Node (no page's heap pays for it), on the couple's private channel. */
export function pusherOf(url: string, userId: number): Push {
  return async (messageId) => {
    const body = JSON.stringify({ channel: `private-user-${userId}`, event: 'message', data: vendorMessage(messageId, userId) });
    const response = await fetch(`${url}__mock/push`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    if (!response.ok) throw new Error(`POST /__mock/push answered ${response.status}`);
    return ((await response.json()) as { delivered: number }).delivered;
  };
}

/** Opens the conversation from the chat's menu: its history is loaded again from the server. */
export async function openConversation(page: Page): Promise<void> {
  const launcher = page.getByRole('button', { name: 'Chat', exact: true });
  if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
  const back = page.getByRole('button', { name: 'Back to conversations' });
  if (await back.isVisible()) await back.click();
  await page.getByRole('dialog', { name: 'Conversations' }).getByRole('button', { name: CONVERSATION.name }).click();
  await conversationOnScreen(page);
}

/** Back to the chat's menu: the messages pushed meanwhile leave the page. */
export async function closeConversation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await page.getByRole('dialog', { name: 'Conversations' }).waitFor();
}

/** Waits until the conversation's log is on screen with its history loaded. */
export async function conversationOnScreen(page: Page): Promise<void> {
  await page.locator('[role="log"][aria-label="Messages"][aria-busy="false"]').waitFor({ timeout: WAIT_MS });
}

/** How many times each pushed message's id shows in the page's conversation log. */
function shownIds(page: Page): Promise<Record<number, number>> {
  return page.evaluate((body) => {
    const counts: Record<number, number> = {};
    for (const text of document.querySelectorAll('[role="log"] .chat-message__body')) {
      const id = text.textContent?.startsWith(body) ? Number(text.textContent.slice(body.length)) : NaN;
      if (Number.isInteger(id)) counts[id] = (counts[id] ?? 0) + 1;
    }
    return counts;
  }, BODY);
}

/** Polls every page until each shows every one of `ids`, or `until` (a time) passed; answers each page's counts then. */
async function waitForIds(pages: Page[], ids: number[], until: number, push?: () => Promise<unknown>): Promise<Record<number, number>[]> {
  for (;;) {
    const counts = await Promise.all(pages.map(shownIds));
    if (counts.every((shown) => ids.every((id) => shown[id])) || Date.now() > until) return counts;
    await push?.();
    await pages[0]!.waitForTimeout(100);
  }
}

/**
 * One round of messages: a probe pushed until every tab shows it (its chat follows the channel:
 * a page that never gets it is left to lose the round), then `ids` pushed in a burst, as a busy
 * inbox gets them; each tab's conversation must show each id exactly once within 15 s.
 */
export async function deliver(tabs: { page: Page; shown: Shown }[], ids: number[], push: Push): Promise<void> {
  const pages = tabs.map((tab) => tab.page);
  await waitForIds(pages, [PROBE_ID], Date.now() + WAIT_MS, () => push(PROBE_ID));
  await Promise.all(ids.map((id) => push(id)));
  const counts = await waitForIds(pages, ids, Date.now() + WAIT_MS);
  tabs.forEach(({ shown }, i) => {
    for (const id of ids) {
      const times = counts[i]![id] ?? 0;
      if (times === 1) shown.once += 1;
      else if (times === 0) shown.lost += 1;
      else shown.doubled += 1;
    }
  });
}
