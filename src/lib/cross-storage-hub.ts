import { hubRequestSchema, MAX_MESSAGE_LENGTH, originOf, readMessage, runOperation, type HubAnswer, type HubRequest, type StorageLike } from './cross-storage-messages';

/** What the hub needs of its window (a narrow type, so tests can give a stand-in). */
export interface HubWindow extends Pick<Window, 'addEventListener' | 'removeEventListener'> {
  /** Always called with an explicit target origin. */
  parent: { postMessage(message: string, targetOrigin: string): void };
  document: Pick<Document, 'referrer'>;
}

export interface StorageHubOptions {
  /** Origins of the pages that may use this hub, exactly as `location.origin` spells them. */
  allowedOrigins: readonly string[];
  /** Where values live; the hub origin's localStorage by default. */
  storage?: StorageLike;
  win?: HubWindow;
}

/**
 * Runs the storage hub inside its iframe: answers get/set/remove from a parent page of an
 * allowed origin, and tells that parent it is ready (the parent's origin is read from the
 * referrer, which the page's iframe sends as its origin). Returns the function that stops it.
 */
export function startStorageHub({ allowedOrigins, storage, win = window }: StorageHubOptions): () => void {
  const parent = win.parent;
  const onMessage = (event: MessageEvent) => {
    if (!allowedOrigins.includes(event.origin) || event.source !== parent) return;
    const request = readMessage(event.data, hubRequestSchema);
    if (!request) return;
    const reply = JSON.stringify(answer(request, storage));
    // A stored value too long for the page to read is a failure, said at once rather than by its timeout.
    parent.postMessage(reply.length > MAX_MESSAGE_LENGTH ? JSON.stringify({ id: request.id, ok: false }) : reply, event.origin);
  };
  win.addEventListener('message', onMessage);
  const parentOrigin = originOf(win.document.referrer);
  if (parentOrigin && allowedOrigins.includes(parentOrigin)) parent.postMessage(JSON.stringify({ ready: true }), parentOrigin);
  return () => win.removeEventListener('message', onMessage);
}

function answer(request: HubRequest, storage: StorageLike | undefined): HubAnswer {
  try {
    // Read here, not as a default parameter: the getter itself throws where storage is blocked.
    return { id: request.id, ok: true, value: runOperation(storage ?? localStorage, request) };
  } catch {
    return { id: request.id, ok: false };
  }
}
