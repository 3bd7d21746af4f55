import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCrossStorage, type CrossStorage } from './cross-storage';
import { startStorageHub } from './cross-storage-hub';
import { memoryStorage } from '../../mocks/testing';

const PAGE = location.origin;
const HUB = 'https://hub.site.example';
const HUB_URL = `${HUB}/storage-hub.html`;

// The hub iframe gets a window of its own at the hub's URL (cross-origin, as in a browser),
// without happy-dom fetching anything: the unit project's happy-dom settings (vite.config.ts).
let client: CrossStorage | undefined;

afterEach(() => {
  client?.destroy();
  client = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A client and its hub iframe. happy-dom's postMessage does not give the sender as `source`,
 * so messages travel as dispatched MessageEvents: the page's requests (a spy on the iframe's
 * window) reach `hubSide`, and the hub's messages reach the page's window from the iframe.
 */
function setUp({ timeoutMs = 1000, fallback = memoryStorage() as Storage } = {}) {
  client = createCrossStorage({ hubUrl: HUB_URL, allowedOrigins: [HUB], timeoutMs, fallback });
  const frame = screen.getByTitle('Shared storage') as HTMLIFrameElement;
  const hubWindow = frame.contentWindow as Window;
  const fromHub = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? HUB, source: ('source' in init ? init.source : hubWindow) as MessageEventSource | null }));
  const parent = { postMessage: vi.fn((message: string, _targetOrigin: string) => void fromHub(message)) };
  const hubSide = Object.assign(new EventTarget(), { parent, document: { referrer: `${PAGE}/` } });
  const toHub = vi.spyOn(hubWindow, 'postMessage').mockImplementation((message: unknown) => {
    hubSide.dispatchEvent(new MessageEvent('message', { data: message, origin: PAGE, source: parent as unknown as MessageEventSource }));
  });
  const requests = () => toHub.mock.calls.map(([message]) => JSON.parse(message as string) as { id: string; method: string });
  return { client, frame, fallback, fromHub, toHub, requests, hubSide, parent };
}

/** Runs a real hub (cross-storage-hub.ts) behind the iframe; it says ready at once. */
function startHub(hubSide: ReturnType<typeof setUp>['hubSide'], storage: Storage = memoryStorage()) {
  startStorageHub({ allowedOrigins: [PAGE], storage, win: hubSide });
  return storage;
}

/** The promise's outcome so far, read after pending events and timers of 0 ms ran. */
async function settled<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  const state: { done: boolean; value?: T } = { done: false };
  void promise.then((value) => Object.assign(state, { done: true, value }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}

describe('the cross-domain storage client', () => {
  it('inserts one hidden, unfocusable iframe of the hub', () => {
    setUp();
    const frame = screen.getByTitle('Shared storage');
    expect(frame).toHaveAttribute('src', HUB_URL);
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveAttribute('tabindex', '-1');
    expect(frame).toHaveAttribute('referrerpolicy', 'origin');
    expect(frame.style.display).toBe('none');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('sets, gets and removes values through the hub', async () => {
    const { client, hubSide, fallback } = setUp();
    const hubStorage = startHub(hubSide);
    await client.set('location', 'San Francisco');
    expect(hubStorage.getItem('location')).toBe('San Francisco');
    await expect(client.get('location')).resolves.toBe('San Francisco');
    await client.remove('location');
    await expect(client.get('location')).resolves.toBeNull();
    expect(fallback.length).toBe(0);
  });

  it('waits for the hub to be ready before it asks', async () => {
    const { client, toHub, hubSide } = setUp();
    const value = client.get('location');
    expect(toHub).not.toHaveBeenCalled();
    const hubStorage = memoryStorage();
    hubStorage.setItem('location', 'Madrid');
    startHub(hubSide, hubStorage);
    await expect(value).resolves.toBe('Madrid');
  });

  it('posts every request to the hub origin, never to "*", each with its own id', async () => {
    const { client, toHub, hubSide, requests } = setUp();
    startHub(hubSide);
    await Promise.all([client.set('a', '1'), client.get('a'), client.remove('a')]);
    expect(toHub).toHaveBeenCalledTimes(3);
    for (const [, targetOrigin] of toHub.mock.calls) expect(targetOrigin).toBe(HUB);
    expect(new Set(requests().map((request) => request.id)).size).toBe(3);
  });

  const answer = (id: string) => JSON.stringify({ id, ok: true, value: 'genuine' });
  it.each<[string, (id: string) => { data?: unknown; origin?: string; source?: unknown }]>([
    ['an origin that only starts like the hub', (id) => ({ data: answer(id), origin: `${HUB}.evil.example` })],
    ['http instead of https', (id) => ({ data: answer(id), origin: 'http://hub.site.example' })],
    ['another port', (id) => ({ data: answer(id), origin: 'https://hub.site.example:8443' })],
    ['the opaque origin "null"', (id) => ({ data: answer(id), origin: 'null' })],
    ['the hub origin from another window', (id) => ({ data: answer(id), source: window })],
    ['the hub origin without a source', (id) => ({ data: answer(id), source: null })],
    ['data that is not a string', (id) => ({ data: { id, ok: true, value: 'x' } })],
    ['data that is not JSON', () => ({ data: '{"id": 1,' })],
    ['JSON that is not an object', (id) => ({ data: JSON.stringify([{ id, ok: true, value: 'x' }]) })],
    ['an unknown id', () => ({ data: answer('999') })],
    ['an unknown answer', (id) => ({ data: JSON.stringify({ id, ok: 'yes', value: 'x' }) })],
    ['a request instead of an answer', (id) => ({ data: JSON.stringify({ id, method: 'get', key: 'k' }) })],
    ['a 5 MB answer', (id) => ({ data: JSON.stringify({ id, ok: true, value: 'x'.repeat(5 * 1024 * 1024) }) })],
    ['a __proto__ key', (id) => ({ data: `{"__proto__":{"polluted":1},"id":"${id}","ok":true,"value":"x"}` })],
    ['a nested prototype key', (id) => ({ data: `{"id":"${id}","ok":true,"value":"x","a":{"constructor":{"prototype":{"polluted":1}}}}` })],
  ])('ignores %s and resolves from the genuine answer only', async (_, hostile) => {
    const { client, fromHub, toHub, requests } = setUp();
    const console_ = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
    fromHub('{"ready":true}');
    const value = client.get('location');
    const [request] = requests();
    expect(() => fromHub(...spread(hostile(request!.id)))).not.toThrow();
    expect(await settled(value)).toEqual({ done: false });
    expect(toHub).toHaveBeenCalledTimes(1);
    fromHub(answer(request!.id));
    await expect(value).resolves.toBe('genuine');
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('ignores a ready message from another origin, and falls back at the timeout', async () => {
    vi.useFakeTimers();
    const { client, fromHub, toHub, fallback } = setUp({ timeoutMs: 3000 });
    fromHub('{"ready":true}', { origin: 'https://evil.example' });
    fromHub('{"ready":true}', { source: window });
    const done = client.set('location', 'Lisbon');
    expect(toHub).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(fallback.getItem('location')).toBe('Lisbon');
  });

  it('falls back to first-party storage when the hub never answers, and goes straight there afterwards', async () => {
    vi.useFakeTimers();
    const { client, fromHub, toHub, fallback, frame } = setUp({ timeoutMs: 3000 });
    fromHub('{"ready":true}');
    const first = client.set('location', 'Lisbon');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fallback.getItem('location')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(fallback.getItem('location')).toBe('Lisbon');
    expect(frame.isConnected).toBe(false);
    // No timer needed: later calls do not wait for the hub.
    await expect(client.get('location')).resolves.toBe('Lisbon');
    await client.remove('location');
    expect(fallback.getItem('location')).toBeNull();
    expect(toHub).toHaveBeenCalledTimes(1);
  });

  it('falls back when the hub page cannot load', async () => {
    const { client, frame, fallback, toHub } = setUp({ timeoutMs: 60_000 });
    frame.dispatchEvent(new Event('error'));
    await client.set('location', 'Dublin');
    expect(fallback.getItem('location')).toBe('Dublin');
    expect(toHub).not.toHaveBeenCalled();
  });

  it('falls back when the hub reports its storage failed', async () => {
    const { client, fromHub, requests, fallback } = setUp();
    fromHub('{"ready":true}');
    const done = client.set('location', 'Rome');
    fromHub(JSON.stringify({ id: requests()[0]!.id, ok: false }));
    await done;
    expect(fallback.getItem('location')).toBe('Rome');
  });

  it('keeps values in memory when first-party storage throws too (Safari private mode)', async () => {
    const fallback = memoryStorage();
    fallback.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const { client, frame } = setUp({ fallback });
    frame.dispatchEvent(new Event('error'));
    await expect(client.set('location', 'Paris')).resolves.toBeUndefined();
    await expect(client.get('location')).resolves.toBe('Paris');
    await client.remove('location');
    await expect(client.get('location')).resolves.toBeNull();
  });

  it('sends a value too long for one message to first-party storage', async () => {
    const { client, hubSide, toHub, fallback } = setUp();
    startHub(hubSide);
    await client.set('draft', 'x'.repeat(70_000));
    expect(toHub).not.toHaveBeenCalled();
    expect(fallback.getItem('draft')).toHaveLength(70_000);
  });

  it('resolves pending calls from first-party storage when destroyed', async () => {
    const { client, fallback, frame } = setUp();
    fallback.setItem('location', 'Oslo');
    const value = client.get('location');
    client.destroy();
    await expect(value).resolves.toBe('Oslo');
    expect(frame.isConnected).toBe(false);
  });
});

describe("the page's cross-domain storage", () => {
  /** A fresh crossStorage() (and site config) for a page whose config is `json`. */
  const load = async (json: string) => {
    document.head.innerHTML = `<script type="application/json" data-site-config>${json}</script>`;
    vi.resetModules();
    return (await import('./cross-storage')).crossStorage;
  };

  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('is first-party storage behind the same API when the site config has no hub', async () => {
    const crossStorage = await load('{}');
    const storage = crossStorage();
    await storage.set('location', 'Austin');
    expect(localStorage.getItem('location')).toBe('Austin');
    await expect(storage.get('location')).resolves.toBe('Austin');
    await storage.remove('location');
    expect(localStorage.getItem('location')).toBeNull();
    expect(crossStorage()).toBe(storage);
    expect(screen.queryByTitle('Shared storage')).toBeNull();
  });

  it('is built once, on first use, from the hub of the site config', async () => {
    const crossStorage = await load(`{"storageHub":{"url":"${HUB_URL}","origins":["${HUB}"]}}`);
    expect(screen.queryByTitle('Shared storage')).toBeNull();
    client = crossStorage();
    expect(crossStorage()).toBe(client);
    expect(screen.getByTitle('Shared storage')).toHaveAttribute('src', HUB_URL);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});

function spread(init: { data?: unknown; origin?: string; source?: unknown }): [unknown, { origin?: string; source?: unknown }] {
  const { data, ...rest } = init;
  return [data, rest];
}
