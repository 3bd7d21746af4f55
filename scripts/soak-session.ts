// A long session, compressed in time (issue 24, item 4): one logged-in couple in three tabs of
// one Chromium context, pages served as the PHP site serves them. `npm run soak` (scripts/soak.ts)
// runs it at full length; scripts/soak.browser.test.ts runs a short one.
//
// The session is cut into rounds (one per log-in/log-out cycle); the messages and the
// insert/remove cycles are shared out over them. In each round, one after the other:
//  1. the reader tab (/inbox) opens the couple's conversation in the chat, the round's messages
//     are pushed to the couple's channel through the Pusher stand-in, each with its own id, and
//     the conversation must show every one exactly once; then it goes back to the menu;
//  2. the remounter tab (/home) takes every widget's HTML out and puts the server's back;
//  3. the logger tab (/home) logs out and in again through the header.
// Each tab's heap and listeners are measured after garbage collection at the end of the first
// round (the warm-up) and of the last.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { collectErrors } from './browser-helpers';
import { measureTab, tabFailures, type TabFigures } from './soak-figures';
import { asServed } from './page-metrics';
import { closeConversation, logOutAndIn, openConversation, remountEveryWidget, serverWidgetHtml, untilMounted, vendorMessage, waitForIds } from './soak-tabs';

export interface SoakCounts {
  /** Realtime messages pushed to the couple's channel. */
  messages: number;
  /** Times every widget's HTML is taken out and inserted again. */
  remounts: number;
  /** Log-out/log-in cycles (also the number of rounds: at least 2). */
  logins: number;
}

export interface SoakResult {
  counts: SoakCounts;
  tabs: { name: string; first: TabFigures; last: TabFigures }[];
  messages: { sent: number; shown: number; lost: number; doubled: number };
  errors: string[];
  durationMs: number;
  /** Every limit that failed, readable; empty when the session held. */
  failures: string[];
}

const COUPLE = { mail: 'couple@example.com', password: 'Wedding2026!' };
/** Pushed message ids start here, far from the seeded ones. */
const FIRST_ID = 500_000;

interface Tab {
  name: string;
  page: Page;
  /** The tab's requests still waiting for their answer. */
  inFlight: Set<Request>;
}

/** The three tabs: the reader of the couple's messages, the remounter, the logger. */
const TABS = [
  ['tab 1 /inbox (reader)', '/inbox'],
  ['tab 2 /home (remounter)', '/home'],
  ['tab 3 /home (logger)', '/home'],
] as const;
const LOGGER = TABS[2][0];

/** The share of `total` that round `round` of `rounds` gets (shares differ by one at most). */
export function shareOf(total: number, rounds: number, round: number): number {
  return Math.floor(((round + 1) * total) / rounds) - Math.floor((round * total) / rounds);
}

/** Runs the soak against the preview at `url` in `browser`; the result says which limits failed. */
export async function runSoak(url: string, browser: Browser, counts: SoakCounts, log: (line: string) => void = () => {}): Promise<SoakResult> {
  if (counts.logins < 2) throw new Error('The soak needs at least 2 log-in/log-out cycles: a warm-up round and a measured one.');
  const started = Date.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx compiles with esbuild's keepNames, which wraps the evaluate()d functions in __name().
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const watched: { name: string; errors: string[] }[] = [];
  try {
    log(`setting up`);
    const userId = await logInFirst(context, url, watched);
    const tabs: Tab[] = [];
    for (const [name, path] of TABS) {
      tabs.push(await openTab(context, url, name, path, watched));
      // The chat's state is the context's (localStorage): the conversation the reader opened
      // opens in the other tabs' chats as they mount, as on every page after it.
      if (!tabs[1]) await openConversation(tabs[0]!.page).then(() => closeConversation(tabs[0]!.page));
    }
    const [reader, remounter, logger] = tabs.map((tab) => tab.page) as [Page, Page, Page];
    const push = pusherOf(url, userId);
    const serverHtml = await serverWidgetHtml(remounter);
    log(`tabs open: ${Date.now() - started} ms`);
    const tally = { sent: 0, shown: 0, lost: 0, doubled: 0 };
    let first: TabFigures[] = [];
    let last: TabFigures[] = [];
    for (let round = 0; round < counts.logins; round++) {
      const ids = Array.from({ length: shareOf(counts.messages, counts.logins, round) }, () => FIRST_ID + tally.sent++);
      const t0 = Date.now();
      // The person works in one tab at a time: Chromium draws the others seldom (their frames
      // and intersection observers wait), as a browser does with tabs in the background.
      await reader.bringToFront();
      await readRound(reader, ids, push, tally);
      const t1 = Date.now();
      await remounter.bringToFront();
      for (let i = shareOf(counts.remounts, counts.logins, round); i > 0; i--) await remountEveryWidget(remounter, serverHtml);
      const t2 = Date.now();
      await logger.bringToFront();
      await logOutAndIn(logger, url + asServed('/home').slice(1), COUPLE.mail, COUPLE.password);
      const t3 = Date.now();
      if (round === 0 || round === counts.logins - 1) {
        last = await measureAll(tabs);
        if (round === 0) first = last;
      }
      log(`round ${round + 1}/${counts.logins}: ${tally.sent} messages sent, ${tally.shown} shown, ${Math.round((Date.now() - started) / 1000)} s (messages ${t1 - t0} ms, remounts ${t2 - t1} ms, log-out/in ${t3 - t2} ms, measure ${Date.now() - t3} ms)`);
    }
    const errors = watched.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`));
    return result(counts, tabs.map((tab, i) => ({ name: tab.name, first: first[i]!, last: last[i]! })), tally, errors, Date.now() - started);
  } finally {
    await context.close();
  }
}

/** Logs the couple in through the log-in page's own action; answers the couple's user id (the USER_ID cookie). */
async function logInFirst(context: BrowserContext, url: string, watched: { name: string; errors: string[] }[]): Promise<number> {
  const page = await context.newPage();
  watched.push({ name: 'log-in page', errors: collectErrors(page) });
  await page.goto(url + asServed('/users-login.php').slice(1));
  const status = await page.evaluate(async ({ mail, password }) => {
    const res = await fetch('/users-login-run.php', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams({ mail, password }) });
    return res.status;
  }, COUPLE);
  if (status !== 200) throw new Error(`log-in answered ${status}`);
  await page.close();
  const id = Number((await context.cookies(url)).find((c) => c.name === 'USER_ID')?.value);
  if (!Number.isInteger(id)) throw new Error('no USER_ID cookie after the log-in');
  return id;
}

/** A tab on `path`, in front, with its widgets mounted; its console errors and requests are watched from its first moment. */
async function openTab(context: BrowserContext, url: string, name: string, path: string, watched: { name: string; errors: string[] }[]): Promise<Tab> {
  const page = await context.newPage();
  watched.push({ name, errors: collectErrors(page) });
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await page.bringToFront();
  await page.goto(url + asServed(path).slice(1));
  // The logger's page is loaded again each round, its widgets left waiting for the visitor as a page loads them.
  if (name === LOGGER) await page.locator('[data-widget="chat"][data-widget-state="mounted"]').waitFor({ state: 'attached' });
  else await untilMounted(page);
  return { name, page, inFlight };
}

type Push = (messageId: number) => Promise<number>;

/**
 * Pushes the vendor's message `messageId` to the couple's private channel through the stand-in
 * (POST /__mock/push, from Node: no page's heap pays for it); answers how many sockets got it.
 */
function pusherOf(url: string, userId: number): Push {
  return async (messageId) => {
    const body = JSON.stringify({ channel: `private-user-${userId}`, event: 'message', data: vendorMessage(messageId, userId) });
    const response = await fetch(`${url}__mock/push`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    if (!response.ok) throw new Error(`POST /__mock/push answered ${response.status}`);
    return ((await response.json()) as { delivered: number }).delivered;
  };
}

/**
 * The reader's round: the conversation opened (its history loaded again), a probe pushed until it
 * shows (the chat follows the channel), the round's messages pushed one after the other, then
 * each id counted in the conversation once all showed or 15 s passed.
 */
async function readRound(page: Page, ids: number[], push: Push, tally: SoakResult['messages']): Promise<void> {
  await openConversation(page);
  const probe = FIRST_ID - 1;
  for (const deadline = Date.now() + 15_000; !(await waitForIds(page, [probe], 200))[probe]; ) {
    if (Date.now() > deadline) throw new Error('the reader tab shows no pushed message after 15 s');
    await push(probe);
  }
  // A burst, as a busy inbox would get: the pushes go out side by side.
  await Promise.all(ids.map((id) => push(id)));
  const shown = await waitForIds(page, ids);
  for (const id of ids) {
    const times = shown[id] ?? 0;
    if (times > 0) tally.shown += 1;
    else tally.lost += 1;
    if (times > 1) tally.doubled += 1;
  }
  await closeConversation(page);
}

/**
 * Every tab's figures after garbage collection (the tabs side by side: each has its renderer),
 * once it had no request in flight for 500 ms (a chat restoring its conversation, a gallery
 * loading: measured half done, they differ).
 */
async function measureAll(tabs: Tab[]): Promise<TabFigures[]> {
  return Promise.all(
    tabs.map(async (tab) => {
      for (let quietSince = Date.now(), deadline = Date.now() + 15_000; Date.now() - quietSince < 500; ) {
        if (Date.now() > deadline) throw new Error(`${tab.name}: requests still in flight after 15 s: ${[...tab.inFlight].map((r) => r.url()).join(', ')}`);
        await tab.page.waitForTimeout(50);
        if (tab.inFlight.size) quietSince = Date.now();
      }
      return measureTab(tab.page);
    }),
  );
}

function result(counts: SoakCounts, tabs: SoakResult['tabs'], messages: SoakResult['messages'], errors: string[], durationMs: number): SoakResult {
  const failures = tabs.flatMap((tab) => tabFailures(tab.name, tab.first, tab.last));
  if (messages.lost) failures.push(`${messages.lost} of ${messages.sent} messages never showed`);
  if (messages.doubled) failures.push(`${messages.doubled} messages showed more than once`);
  if (errors.length) failures.push(`${errors.length} console errors`);
  return { counts, tabs, messages, errors, durationMs, failures };
}
