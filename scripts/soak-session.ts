// A long session, compressed in time (issue 24, item 4): one logged-in couple in three tabs of
// one Chromium context, pages served as the PHP site serves them. `npm run soak` (scripts/soak.ts)
// runs it at full length; scripts/soak.browser.test.ts runs a short one.
//
// The session is cut into rounds, one per log-out/log-in cycle; the messages and the
// insert/remove cycles are shared out over them. In each round, one tab after the other:
//  1. the remounter (/home) takes every widget's HTML out and puts the server's back, its
//     widgets mounting again each time (its chat brings back the conversation left open);
//  2. the reader (/inbox) opens the couple's conversation in the chat; the round's messages are
//     pushed to the couple's channel through the Pusher stand-in, each with its own id, and
//     both conversations on screen (reader and remounter) must show every id exactly once;
//     then the reader goes back to the chat's menu;
//  3. the logger (/home) logs out and in again through the header.
// Each tab's heap and listeners are measured after garbage collection at the end of the first
// round (the warm-up) and of the last.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { collectErrors, logIn } from './browser-helpers';
import { asServed } from './page-metrics';
import { measureTab, tabFailures, type TabFigures } from './soak-figures';
import { closeConversation, conversationOnScreen, deliver, openConversation, pusherOf, type Shown } from './soak-messages';
import { engageTileLists, logOutAndIn, remountEveryWidget, serverWidgetHtml, untilMounted } from './soak-tabs';

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
  /** Messages pushed, and what each tab with the conversation on screen showed of them. */
  messages: { sent: number; shown: Shown[] };
  errors: string[];
  durationMs: number;
  /** Every limit that failed, readable; empty when the session held. */
  failures: string[];
}

const COUPLE = { mail: 'couple@example.com', password: 'Wedding2026!' };
/**
 * The realtime channel's authorization (/pusher/pusherAuth.php) answers this late, as PHP does
 * over a phone's network; on the preview's loopback it answers in a few ms, and a widget
 * remounted meanwhile would never meet a subscription still being authorized.
 */
const AUTH_LATENCY_MS = 300;
/** Pushed message ids start here, far from the seeded ones. */
const FIRST_ID = 500_000;
/**
 * The longest one step of a round may take (a remount, a delivery, a log-in, a measure): about
 * 1-5 s on a quiet machine. A step that never ends (a page's promise waiting for a frame Chromium
 * does not draw) fails the soak naming the step, instead of using up the test's whole time.
 */
const STEP_MS = 60_000;

interface Tab {
  name: string;
  page: Page;
  /** The tab's requests still waiting for their answer. */
  inFlight: Set<Request>;
}

type Watched = { name: string; errors: string[] }[];

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
  await context.route('**/pusher/pusherAuth.php', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, AUTH_LATENCY_MS));
    await route.continue();
  });
  const watched: Watched = [];
  try {
    const push = pusherOf(url, await withinStep('logging in first', logInFirst(context, url)));
    const [reader, remounter, logger] = await withinStep('opening the tabs', openTabs(context, url, watched));
    const serverHtml = await serverWidgetHtml(remounter.page);
    const shown = [reader, remounter].map((tab): Shown => ({ name: tab.name, once: 0, lost: 0, doubled: 0 }));
    let sent = 0;
    let first: TabFigures[] = [];
    let last: TabFigures[] = [];
    for (let round = 0; round < counts.logins; round++) {
      const ids = Array.from({ length: shareOf(counts.messages, counts.logins, round) }, () => FIRST_ID + sent++);
      const step = <T>(name: string, work: Promise<T>) => withinStep(`round ${round + 1}: ${name}`, work);
      // The person works in one tab at a time: Chromium draws the others seldom (their frames
      // and intersection observers wait), as a browser does with tabs in the background.
      await remounter.page.bringToFront();
      for (let i = shareOf(counts.remounts, counts.logins, round); i > 0; i--) await step('remounting every widget', remountEveryWidget(remounter.page, serverHtml));
      // Its tiles as a reader leaves them, so each measure counts the same galleries (in front: its frames run).
      await step('engaging the tile lists', engageTileLists(remounter.page));
      await reader.page.bringToFront();
      await step('opening the conversation', openConversation(reader.page));
      await step('the conversation on screen', conversationOnScreen(remounter.page));
      await step('delivering messages', deliver([reader, remounter].map((tab, i) => ({ page: tab.page, shown: shown[i]! })), ids, push));
      await step('closing the conversation', closeConversation(reader.page));
      await logger.page.bringToFront();
      await step('logging out and in', logOutAndIn(logger.page, url + asServed('/home').slice(1), COUPLE.mail, COUPLE.password));
      if (round === 0 || round === counts.logins - 1) last = await step('measuring', measureAll([reader, remounter, logger]));
      if (round === 0) first = last;
      log(`round ${round + 1}/${counts.logins}: ${sent} messages sent, ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const errors = watched.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`));
    const figures = [reader, remounter, logger].map((tab, i) => ({ name: tab.name, first: first[i]!, last: last[i]! }));
    return result(counts, figures, { sent, shown }, errors, Date.now() - started);
  } finally {
    await context.close();
  }
}

/** `work`, or an error naming `name` when it takes over STEP_MS. */
async function withinStep<T>(name: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The soak is stuck: ${name} took over ${STEP_MS / 1000} s`)), STEP_MS);
  });
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs the couple in with the log-in form's own action, from the context's request client (its
 * cookies are the tabs'); answers the couple's user id (the USER_ID cookie).
 */
async function logInFirst(context: BrowserContext, url: string): Promise<number> {
  await logIn(context, url, COUPLE.mail, COUPLE.password);
  const id = Number((await context.cookies(url)).find((c) => c.name === 'USER_ID')?.value);
  if (!Number.isInteger(id)) throw new Error('no USER_ID cookie after the log-in');
  return id;
}

/**
 * The reader, the remounter and the logger, in that order. The chat's state is the context's
 * (localStorage): the conversation the reader opens first opens in the others' chats as they
 * mount, as it would on every page the couple opens after it.
 */
async function openTabs(context: BrowserContext, url: string, watched: Watched): Promise<[Tab, Tab, Tab]> {
  const reader = await openTab(context, url, 'tab 1 /inbox (reader)', '/inbox', watched);
  await openConversation(reader.page);
  await closeConversation(reader.page);
  const remounter = await openTab(context, url, 'tab 2 /home (remounter)', '/home', watched);
  const logger = await openTab(context, url, 'tab 3 /home (logger)', '/home', watched, false);
  return [reader, remounter, logger];
}

/**
 * A tab on `path`, in front, with every widget mounted (`wakeAll` false: those that mount by
 * themselves, as the logger's page has after each log-in); its console errors and requests are
 * watched from its first moment.
 */
async function openTab(context: BrowserContext, url: string, name: string, path: string, watched: Watched, wakeAll = true): Promise<Tab> {
  const page = await context.newPage();
  watched.push({ name, errors: collectErrors(page) });
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await page.bringToFront();
  await page.goto(url + asServed(path).slice(1));
  if (wakeAll) await untilMounted(page);
  else await page.locator('[data-widget="chat"][data-widget-state="mounted"]').waitFor({ state: 'attached' });
  return { name, page, inFlight };
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
  for (const { name, lost, doubled } of messages.shown) {
    if (lost) failures.push(`${name}: ${lost} of ${messages.sent} messages never showed`);
    if (doubled) failures.push(`${name}: ${doubled} messages showed more than once`);
  }
  if (errors.length) failures.push(`${errors.length} console errors`);
  return { counts, tabs, messages, errors, durationMs, failures };
}
