import * as z from 'zod/mini';
import { getSiteConfig } from '../lib/config';
import type { AnswerOf, Endpoint, RequestOf } from './endpoint';
import { parseLines } from './endpoint';
import type { ApiError, ApiResult } from './errors';
import { refuseAnswer } from './answer-check';
import { encodeRequest, type WireRequest } from './wire';
import { joinUrl } from './endpoint-url';

/** Default time a call may take before it fails with `timeout`. */
export const DEFAULT_TIMEOUT_MS = 15000;

export interface CallOptions {
  /** Aborts the call; the result is then an `aborted` error. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides the endpoint path, e.g. with a form's `action` from the server HTML. */
  path?: string;
  /** Overrides the site config's endpoint base (another origin for a real PHP backend). */
  baseUrl?: string;
  /**
   * Lets the request outlive the page (fetch keepalive), for what is sent as the page unloads.
   * Browsers refuse a keepalive body over 64 kB (all such requests in flight together).
   */
  keepalive?: boolean;
  /**
   * Sends the request another way than the page's own fetch (spec §6: the native app's proxy
   * for log-in calls, src/flows/auth/app-login-proxy.ts). Its Response is checked like fetch's.
   */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Sends one call of the contract. 2xx is success; anything else, a network failure, a
 * timeout, an abort, an address that is not a URL and an answer that does not match the
 * schema (or comes with another content type) all come back as a typed `ApiError`.
 * It never throws.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  payload: RequestOf<E>,
  options: CallOptions = {},
): Promise<ApiResult<AnswerOf<E>>> {
  const checked = z.safeParse(endpoint.request, payload);
  if (!checked.success) {
    return fail({ kind: 'invalid-request', endpoint: endpoint.name, issues: checked.error.issues, message: z.prettifyError(checked.error) });
  }
  const wire = buildRequest(endpoint, payload, options);
  if ('kind' in wire) return fail(wire);
  return send(endpoint, wire, options);
}

/** The fetch arguments, or an `invalid-request` error when the base or path does not make a URL. */
function buildRequest(endpoint: Endpoint, payload: unknown, options: CallOptions): WireRequest | ApiError {
  const url = joinUrl(options.baseUrl ?? getSiteConfig().endpointBase, options.path ?? endpoint.path);
  try {
    return encodeRequest(endpoint, payload, url);
  } catch {
    const message = `${endpoint.name}: "${url}" is not a valid URL; check the site config's endpointBase and the path given to call().`;
    return { kind: 'invalid-request', endpoint: endpoint.name, issues: [{ code: 'custom', path: [], message, input: url }], message };
  }
}

async function send<E extends Endpoint>(endpoint: E, wire: WireRequest, options: CallOptions): Promise<ApiResult<AnswerOf<E>>> {
  const name = endpoint.name;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal ? anySignal(options.signal, timeout.signal) : timeout.signal;
  try {
    // 'include': the README promises cookies when endpointBase is another origin (a session on the PHP site).
    const response = await (options.transport ?? fetch)(wire.url, { ...wire.init, credentials: 'include', signal, ...(options.keepalive ? { keepalive: true } : {}) });
    if (response.status < 200 || response.status > 299) {
      return fail({ kind: 'http', endpoint: name, status: response.status, statusText: response.statusText, message: response.statusText || `HTTP ${response.status}` });
    }
    const refused = refuseAnswer(endpoint, wire.url, response);
    if (refused) return invalidAnswer(name, [refused]);
    return await readAnswer(endpoint, response);
  } catch (cause) {
    if (options.signal?.aborted) return fail({ kind: 'aborted', endpoint: name, message: 'The call was aborted.' });
    if (timeout.signal.aborted) return fail({ kind: 'timeout', endpoint: name, timeoutMs, message: `No answer within ${timeoutMs} ms.` });
    return fail({ kind: 'network', endpoint: name, message: cause instanceof Error ? cause.message : String(cause) });
  } finally {
    clearTimeout(timer);
  }
}

/** A whole HTML document, where a fragment, text, `||` lines or nothing are expected. */
const WHOLE_PAGE = /^\s*(?:<!doctype html|<html[\s>])/i;

async function readAnswer<E extends Endpoint>(endpoint: E, response: Response): Promise<ApiResult<AnswerOf<E>>> {
  const answer = endpoint.answer;
  const text = await response.text();
  if (answer.kind !== 'json' && WHOLE_PAGE.test(text)) {
    // PHP answers an expired session with its log-in page (200, text/html), not the fragment.
    return invalidAnswer(endpoint.name, [{ code: 'custom', path: [], message: 'The server sent a whole page (its log-in page?), not the answer.', input: text.slice(0, 200) }]);
  }
  let raw: unknown;
  let schema: z.core.$ZodType;
  switch (answer.kind) {
    case 'none':
      return { ok: true, data: undefined as AnswerOf<E>, status: response.status };
    case 'html':
      return { ok: true, data: text as AnswerOf<E>, status: response.status };
    case 'text':
      raw = text.trim();
      schema = answer.schema;
      break;
    case 'lines':
      raw = parseLines(text, answer.fields);
      schema = answer.schema;
      break;
    case 'json':
      try {
        raw = JSON.parse(text);
      } catch {
        return invalidAnswer(endpoint.name, [{ code: 'custom', path: [], message: 'The answer is not JSON.', input: text.slice(0, 200) }]);
      }
      schema = answer.schema;
      break;
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) return invalidAnswer(endpoint.name, parsed.error.issues);
  return { ok: true, data: parsed.data as AnswerOf<E>, status: response.status };
}

function invalidAnswer(endpoint: string, issues: z.core.$ZodIssue[]): { ok: false; error: ApiError } {
  return fail({ kind: 'invalid-answer', endpoint, issues, message: `The server's answer to ${endpoint} is not what was expected.` });
}

function fail(error: ApiError): { ok: false; error: ApiError } {
  return { ok: false, error };
}

/** AbortSignal.any where the browser has it (not Safari before 17.4, still on couples' phones). */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort();
    else signal.addEventListener('abort', () => both.abort(), { once: true });
  }
  return both.signal;
}
