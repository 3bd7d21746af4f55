import type { CallOptions } from '../../api/call';
import { getSiteConfig } from '../../lib/config';
import { askApp, currentApp } from '../../lib/native-bridge';

/** What the app answers once it made a log-in call for the page: the server's answer as it came. */
interface ProxyAnswer {
  status: number;
  contentType?: string | null;
  body: string;
}

function isProxyAnswer(answer: unknown): answer is ProxyAnswer {
  const a = answer as Partial<ProxyAnswer> | null | undefined;
  return Number.isInteger(a?.status) && a!.status! >= 200 && a!.status! <= 599 && typeof a!.body === 'string' && (a!.contentType == null || typeof a!.contentType === 'string');
}

/**
 * Spec §6 "app login proxy calls": inside the native app whose site config says it proxies them
 * (`features.appLoginProxy`), the page's log-in calls (e-mail, Google, Apple, Facebook) go through
 * the app, so that its own HTTP client, whose cookie store outlives the web view, holds the
 * session the server starts (spec §6: persistent, 365 days for a couple or guest, 14 for anyone
 * else). The page asks `{ action: 'loginProxy', requestId, url, method, body }` (the form-encoded
 * body it would have sent) and the app answers `window.everwedBridge.answer(requestId, { status,
 * contentType, body })` after copying the answer's cookies into the web view. The answer is then
 * read exactly as the page's own would be. An app without the bridge gets the page's own call.
 * Names and shapes are ours: the spec names the proxy, not its messages.
 */
export function appLoginProxy(): Pick<CallOptions, 'transport'> {
  return currentApp() && getSiteConfig().features.appLoginProxy ? { transport: throughApp } : {};
}

async function throughApp(url: string, init: RequestInit): Promise<Response> {
  const request = { url: new URL(url, location.href).href, method: init.method ?? 'POST', body: init.body instanceof URLSearchParams ? init.body.toString() : '' };
  const answer = await untilAborted(
    askApp((requestId) => ({ action: 'loginProxy', requestId, ...request })),
    init.signal,
  );
  // No bridge in this app: the page makes the call itself.
  if (answer === undefined) return fetch(url, init);
  // Read by call() as a network failure: the layer says the call failed and keeps what was typed.
  if (!isProxyAnswer(answer)) throw new TypeError('The app did not give the log-in answer.');
  // Without the server's Content-Type the answer is checked as one that has none, as fetch's would be.
  return new Response(answer.body, { status: answer.status, headers: answer.contentType ? { 'Content-Type': answer.contentType } : {} });
}

/** `promise`, or an AbortError once `signal` aborts (the call's timeout): a late answer is dropped. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
