import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStorageHub } from './cross-storage-hub';
import { memoryStorage } from '../../mocks/testing';

const PAGE = 'https://www.site.example';
const OTHER_PAGE = 'https://www.site.example.br';

/** The hub's window: an event target whose parent's postMessage is a spy. */
function hubWindow(referrer = `${PAGE}/wedding-venues`) {
  const parent = { postMessage: vi.fn<(message: string, targetOrigin: string) => void>() };
  const win = Object.assign(new EventTarget(), { parent, document: { referrer } });
  return { win, parent };
}

function startHub(options: { referrer?: string; storage?: Storage } = {}) {
  const { win, parent } = hubWindow(options.referrer);
  const storage = options.storage ?? memoryStorage();
  const stop = startStorageHub({ allowedOrigins: [PAGE, OTHER_PAGE], storage, win });
  parent.postMessage.mockClear();
  const ask = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    win.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? PAGE, source: ('source' in init ? init.source : parent) as MessageEventSource | null }));
  const replies = () => parent.postMessage.mock.calls.map(([message, targetOrigin]) => ({ message: JSON.parse(message) as unknown, targetOrigin }));
  return { ask, replies, parent, storage, stop };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the storage hub', () => {
  it('tells the parent page it is ready, at the origin of its referrer only', () => {
    const { win, parent } = hubWindow();
    startStorageHub({ allowedOrigins: [PAGE], storage: memoryStorage(), win });
    expect(parent.postMessage.mock.calls).toEqual([['{"ready":true}', PAGE]]);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['no referrer', ''],
    ['a referrer that is no URL', 'not a url'],
  ])('says nothing when the referrer is %s', (_, referrer) => {
    const { win, parent } = hubWindow(referrer);
    startStorageHub({ allowedOrigins: [PAGE], storage: memoryStorage(), win });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('sets, gets and removes a value, answering each page at its own origin', () => {
    const { ask, replies, storage } = startHub();
    ask(JSON.stringify({ id: '1', method: 'set', key: 'location', value: 'San Francisco' }));
    ask(JSON.stringify({ id: '2', method: 'get', key: 'location' }), { origin: OTHER_PAGE });
    ask(JSON.stringify({ id: '3', method: 'remove', key: 'location' }));
    ask(JSON.stringify({ id: '4', method: 'get', key: 'location' }));
    expect(replies()).toEqual([
      { message: { id: '1', ok: true, value: null }, targetOrigin: PAGE },
      { message: { id: '2', ok: true, value: 'San Francisco' }, targetOrigin: OTHER_PAGE },
      { message: { id: '3', ok: true, value: null }, targetOrigin: PAGE },
      { message: { id: '4', ok: true, value: null }, targetOrigin: PAGE },
    ]);
    expect(storage.getItem('location')).toBeNull();
  });

  it('answers a failure when its storage throws', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const { ask, replies } = startHub({ storage });
    ask(JSON.stringify({ id: '1', method: 'set', key: 'k', value: 'v' }));
    expect(replies()).toEqual([{ message: { id: '1', ok: false }, targetOrigin: PAGE }]);
  });

  it('answers a failure for a value too long to send back', () => {
    const storage = memoryStorage();
    storage.setItem('big', 'x'.repeat(70_000));
    const { ask, replies } = startHub({ storage });
    ask(JSON.stringify({ id: '1', method: 'get', key: 'big' }));
    expect(replies()).toEqual([{ message: { id: '1', ok: false }, targetOrigin: PAGE }]);
  });

  const set = JSON.stringify({ id: '1', method: 'set', key: 'k', value: 'v' });
  it.each([
    ['an origin that only starts like an allowed one', { origin: `${PAGE}.evil.example` }],
    ['http instead of https', { origin: 'http://www.site.example' }],
    ['another port', { origin: 'https://www.site.example:8443' }],
    ['the opaque origin "null"', { origin: 'null' }],
    ['an allowed origin from a window that is not the parent', { source: window }],
    ['no source', { source: null }],
    ['data that is not a string', { data: { id: '1', method: 'set', key: 'k', value: 'v' } }],
    ['data that is not JSON', { data: '{id: 1' }],
    ['JSON that is not an object', { data: '[{"id":"1","method":"set","key":"k","value":"v"}]' }],
    ['an unknown method', { data: '{"id":"1","method":"clear"}' }],
    ['a known method with an unknown field', { data: '{"id":"1","method":"set","key":"k","value":"v","ttl":1}' }],
    ['a 5 MB message', { data: JSON.stringify({ id: '1', method: 'set', key: 'k', value: 'x'.repeat(5 * 1024 * 1024) }) }],
    ['a __proto__ key', { data: '{"__proto__":{"polluted":1},"id":"1","method":"set","key":"k","value":"v"}' }],
    ['a nested prototype key', { data: '{"id":"1","method":"set","key":"k","value":"v","x":{"constructor":{"prototype":{"polluted":1}}}}' }],
  ])('ignores %s: no reply, nothing stored', (_, init: { origin?: string; source?: unknown; data?: unknown }) => {
    const { ask, parent, storage } = startHub();
    const error = vi.spyOn(console, 'error');
    ask('data' in init ? init.data : set, init);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(storage.getItem('k')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stops answering once stopped', () => {
    const { ask, parent, stop } = startHub();
    stop();
    ask(set);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
