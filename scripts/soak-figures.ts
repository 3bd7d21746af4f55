// The soak's measurements (scripts/soak-session.ts): a tab's JavaScript heap and event
// listeners after garbage collection, read over the Chrome DevTools Protocol, and the limits.
import type { CDPSession, Page } from 'playwright-core';
import type { SoakResult } from './soak-session';

/** One tab's figures after garbage collection. */
export interface TabFigures {
  /** V8 heap in use, bytes (Runtime.getHeapUsage): the page's objects and its compiled code. */
  heap: number;
  /** The part of it that is not compiled code, bytes: what the page's objects keep (from a heap snapshot). */
  objects: number;
  /** Event listeners registered from JavaScript in the tab's renderer (Memory.getDOMCounters). */
  listeners: number;
  /** Listeners on the tab's window and document themselves (DOMDebugger.getEventListeners). */
  globalListeners: number;
}

/**
 * The page's objects may grow by this share of the first measure (after the warm-up round).
 * The limit is on the heap without its compiled code: V8 goes on compiling the functions that
 * turn hot for hundreds of cycles (/home remounting every widget, 2026-11-25: 4.35 MB of heap
 * after 20 cycles, 4.99 MB after 240, its heap without code 1.53 to 1.59 MB all along; with
 * Chromium's JIT off the whole heap stayed within 2 %). Code is bounded by the bundle; a leak is not.
 */
export const HEAP_GROWTH_LIMIT = 0.1;
/**
 * Listeners may differ by this many between the first and the last measure (what is open at
 * that moment). A leak of one listener a cycle passes it within a few cycles.
 */
export const LISTENER_SLACK = 5;

/** Collects garbage in the tab (twice: what the first pass's finalizers freed goes in the second), then reads its figures. */
export async function measureTab(page: Page): Promise<TabFigures> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    return { heap: usedSize, objects: await objectBytes(cdp), listeners: counters.jsEventListeners, globalListeners: await globalListeners(cdp) };
  } finally {
    await cdp.detach();
  }
}

/** Bytes of the heap snapshot's JavaScript nodes but code (functions' bytecode and machine code) and Blink's own (native) ones. */
async function objectBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (!['code', 'native', 'synthetic'].includes(types[snapshot.nodes[i + type]!]!)) bytes += snapshot.nodes[i + size]!;
  }
  return bytes;
}

async function globalListeners(cdp: CDPSession): Promise<number> {
  let count = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) continue;
    count += (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })).listeners.length;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  }
  return count;
}

/** What the soak asserts, readable: each limit that failed, with its figures. */
export function tabFailures(name: string, first: TabFigures, last: TabFigures): string[] {
  const failures: string[] = [];
  if (last.objects > first.objects * (1 + HEAP_GROWTH_LIMIT)) failures.push(`${name}: heap without code ${mb(first.objects)} → ${mb(last.objects)} (${growth(first.objects, last.objects)}, limit +${HEAP_GROWTH_LIMIT * 100} %)`);
  if (Math.abs(last.listeners - first.listeners) > LISTENER_SLACK) failures.push(`${name}: event listeners ${first.listeners} → ${last.listeners} (not flat, ±${LISTENER_SLACK})`);
  if (Math.abs(last.globalListeners - first.globalListeners) > LISTENER_SLACK) failures.push(`${name}: window and document listeners ${first.globalListeners} → ${last.globalListeners} (not flat, ±${LISTENER_SLACK})`);
  return failures;
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const growth = (from: number, to: number): string => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

/** The soak's figures as a small table, then each limit that failed. */
export function soakTable(result: SoakResult): string {
  const { counts, messages } = result;
  const cell = (first: number, last: number, show: (n: number) => string = String) => `${show(first)} → ${show(last)}${show === mb ? ` (${growth(first, last)})` : ''}`;
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd([26, 30, 30, 18][i] ?? 0)).join('');
  return [
    `${counts.messages} messages, ${counts.remounts} insert/remove cycles, ${counts.logins} log-in/log-out cycles in 3 tabs: ${(result.durationMs / 1000).toFixed(1)} s`,
    row(['first → last', 'heap (V8, after GC)', 'heap without code', 'listeners', 'window + document']),
    ...result.tabs.map(({ name, first, last }) =>
      row([name, cell(first.heap, last.heap, mb), cell(first.objects, last.objects, mb), cell(first.listeners, last.listeners), cell(first.globalListeners, last.globalListeners)]),
    ),
    `limits: heap without code ≤ +${HEAP_GROWTH_LIMIT * 100} % of the first measure (after the warm-up round); listeners within ±${LISTENER_SLACK}`,
    `messages: ${messages.sent} sent; ${messages.shown.map((t) => `${t.name} shows ${t.once} once, ${t.lost} lost, ${t.doubled} doubled`).join('; ')}`,
    `console errors: ${result.errors.length}`,
    ...result.errors.map((error) => `  ${error}`),
    ...(result.failures.length ? ['FAILED:', ...result.failures.map((f) => `  ✗ ${f}`)] : ['every limit held']),
  ].join('\n');
}
