import * as z from 'zod/mini';
import { httpUrlSchema, originSchema, readConfigKey } from './config-keys';
import {
  hubAnswerSchema,
  hubReadySchema,
  MAX_MESSAGE_LENGTH,
  originOf,
  readMessage,
  runOperation,
  type HubRequest,
  type StorageLike,
  type StorageOperation,
} from './cross-storage-messages';

/**
 * Values shared by the site's country domains through a storage hub: a hidden iframe on one
 * origin that keeps them in its localStorage and answers postMessage requests
 * (cross-storage-hub.ts). When the hub fails, the page's own storage takes over.
 * Load this module with import() where it is needed; no widget chunk imports it statically.
 */
export interface CrossStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes the iframe; pending and later calls use first-party storage. */
  destroy(): void;
}

export interface CrossStorageOptions {
  hubUrl: string;
  /** Origins whose answers are read, exactly as `location.origin` spells them (the hub's). */
  allowedOrigins: readonly string[];
  /** How long a call waits for the hub (its loading included) before first-party storage takes over. */
  timeoutMs?: number;
  /** First-party storage; the page's localStorage by default. */
  fallback?: StorageLike;
  doc?: Document;
}


interface PendingCall {
  request: HubRequest;
  resolve: (value: string | null) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A client of the storage hub at `hubUrl`. It never throws and never hangs: a hub that does
 * not answer within `timeoutMs`, fails to load or reports a storage failure sends that call,
 * the pending ones and every later one to first-party storage.
 */
export function createCrossStorage({ hubUrl, allowedOrigins, timeoutMs = 3000, fallback, doc = document }: CrossStorageOptions): CrossStorage {
  const local = firstParty(() => fallback ?? (doc.defaultView ?? window).localStorage);
  const win = doc.defaultView;
  const hubOrigin = originOf(hubUrl, doc.baseURI) ?? 'null';
  const pending = new Map<string, PendingCall>();
  const frame = hubFrame(doc, hubUrl);
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  let lastId = 0;

  const fail = () => {
    if (state === 'failed') return;
    state = 'failed';
    win?.removeEventListener('message', onMessage);
    frame.remove();
    for (const call of pending.values()) {
      clearTimeout(call.timer);
      call.resolve(local(call.request));
    }
    pending.clear();
  };
  const send = (call: PendingCall) => {
    try {
      frame.contentWindow?.postMessage(JSON.stringify(call.request), hubOrigin);
    } catch {
      fail();
    }
  };
  const onMessage = (event: MessageEvent) => {
    const hub = frame.contentWindow;
    if (!hub || event.source !== hub || !allowedOrigins.includes(event.origin)) return;
    if (state === 'loading' && readMessage(event.data, hubReadySchema)) {
      state = 'ready';
      pending.forEach(send);
      return;
    }
    const answer = readMessage(event.data, hubAnswerSchema);
    const call = answer && pending.get(answer.id);
    if (!call) return;
    if (!answer.ok) return fail();
    pending.delete(answer.id);
    clearTimeout(call.timer);
    call.resolve(answer.value);
  };
  const call = (operation: StorageOperation): Promise<string | null> => {
    const request: HubRequest = { ...operation, id: String(++lastId) };
    if (state !== 'failed' && JSON.stringify(request).length > MAX_MESSAGE_LENGTH) fail();
    if (state === 'failed') return Promise.resolve(local(operation));
    return new Promise((resolve) => {
      const pendingCall = { request, resolve, timer: setTimeout(fail, timeoutMs) };
      pending.set(request.id, pendingCall);
      if (state === 'ready') send(pendingCall);
    });
  };

  if (win && hubOrigin !== 'null') {
    win.addEventListener('message', onMessage);
    frame.addEventListener('error', fail);
    (doc.body ?? doc.documentElement).append(frame);
  } else fail();
  return asyncApi(call, fail);
}

/** The hidden iframe of the hub, not yet in the document. */
function hubFrame(doc: Document, hubUrl: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.src = hubUrl;
  frame.title = 'Shared storage';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.display = 'none';
  // The hub reads the page's origin from the referrer to say it is ready; whatever the page's policy, send it.
  frame.referrerPolicy = 'origin';
  return frame;
}

/**
 * One operation on first-party storage. Where that storage throws (blocked, full, Safari's
 * private mode), values live in memory from then on, for the page's life.
 */
function firstParty(storage: () => StorageLike): (operation: StorageOperation) => string | null {
  let memory: Map<string, string> | undefined;
  const inMemory = (): StorageLike => {
    const map = (memory ??= new Map());
    return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => map.set(key, value), removeItem: (key) => map.delete(key) };
  };
  return (operation) => {
    if (!memory) {
      try {
        return runOperation(storage(), operation);
      } catch {
        // Falls through to memory.
      }
    }
    return runOperation(inMemory(), operation);
  };
}

function asyncApi(call: (operation: StorageOperation) => Promise<string | null>, destroy: () => void): CrossStorage {
  return {
    get: (key) => call({ method: 'get', key }),
    set: (key, value) => call({ method: 'set', key, value }).then(() => undefined),
    remove: (key) => call({ method: 'remove', key }).then(() => undefined),
    destroy,
  };
}

let shared: CrossStorage | undefined;

/**
 * The site config's `storageHub`: the page of the hub iframe and the origins its answers may
 * come from. Absent (or invalid, which is reported): values stay in the page's own storage.
 */
export const storageHubConfigSchema = z.object({ url: httpUrlSchema, origins: z.array(originSchema).check(z.minLength(1)) });

/** The storage hub the site config names, if valid. */
export function storageHubConfig(): z.infer<typeof storageHubConfigSchema> | undefined {
  return readConfigKey('storageHub', storageHubConfigSchema);
}

/**
 * The page's cross-domain storage, built on first use from the site config's `storageHub`;
 * without one, first-party storage behind the same API.
 */
export function crossStorage(): CrossStorage {
  if (shared) return shared;
  const hub = storageHubConfig();
  if (hub) return (shared = createCrossStorage({ hubUrl: hub.url, allowedOrigins: hub.origins }));
  const local = firstParty(() => window.localStorage);
  return (shared = asyncApi((operation) => Promise.resolve(local(operation)), () => {}));
}
