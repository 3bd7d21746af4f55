import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { z } from 'zod';
import type { Endpoint } from '../src/api/endpoint';
import { decodeRequest } from '../src/api/wire';
import { recordCall } from './db';
import { scenarioFault } from './scenarios';

type Answer<E extends Endpoint> = E['answer'] extends { kind: 'json'; schema: infer S extends z.core.$ZodType }
  ? z.input<S>
  : E['answer'] extends { kind: 'lines' | 'text' | 'html' }
    ? string
    : undefined;

export interface HandlerContext<E extends Endpoint> {
  /** The payload, parsed by the same schema the client validates with. */
  payload: z.output<E['request']>;
  request: Request;
  cookies: Record<string, string>;
  params: Record<string, string | readonly string[] | undefined>;
}

/** What a resolver returns: the typed answer, or a full Response (status, cookies, errors). */
export type Resolved<E extends Endpoint> = Answer<E> | Response;

export interface HandleOptions {
  /** Serve another path than the endpoint's own (e.g. a form action the page names). */
  path?: string;
  /**
   * Two endpoints share a path when a legacy script answers JSON or `||` lines depending on
   * a parameter, and a page may share a path with its layer fragment. A handler whose `when`
   * is false leaves the request to the next handler (or to the page).
   */
  when?: (raw: Record<string, unknown>, request: Request) => boolean;
}

/** Response header naming the contract endpoint that answered: visible in DevTools and to tests. */
export const ENDPOINT_HEADER = 'X-Mock-Endpoint';

/**
 * An MSW handler for one contract endpoint. The request is decoded as PHP would and parsed
 * by the endpoint's own schema: a malformed request gets a 400 with the zod issues, so the
 * stand-in backend and the client cannot drift. The answer is typed against the contract.
 * The active scenario (slow, server-error, offline, login-page, malformed, hang) applies here, once for every endpoint.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolve: (ctx: HandlerContext<E>) => Resolved<E> | Promise<Resolved<E>>,
  options: HandleOptions = {},
) {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  const resolver: HttpResponseResolver = async ({ request, cookies, params }) => {
    let raw: unknown;
    try {
      raw = await decodeRequest(endpoint, request.clone());
    } catch {
      return badRequest(endpoint, 'Malformed request body', []);
    }
    if (options.when && !options.when(asRecord(raw), request)) return undefined;
    const fault = await scenarioFault(endpoint.answer.kind);
    if (fault) return fault;
    const parsed = z.safeParse(endpoint.request, raw);
    if (!parsed.success) return badRequest(endpoint, `Invalid request for ${endpoint.name}`, parsed.error.issues);
    const payload = parsed.data as z.output<E['request']>;
    // What the server received, for tests to read on its side (GET /__mock/received).
    recordCall(new URL(request.url).pathname, raw, cookies.GUID);
    const answer = await resolve({ payload, request, cookies: ownCookies(cookies), params });
    return named(endpoint, toResponse(endpoint, answer));
  };
  return method(pathPattern(options.path ?? endpoint.path), resolver);
}

function badRequest(endpoint: Endpoint, error: string, issues: readonly z.core.$ZodIssue[]): Response {
  return named(endpoint, HttpResponse.json({ error, issues }, { status: 400, statusText: 'Bad Request' }));
}

function named(endpoint: Endpoint, response: Response): Response {
  try {
    response.headers.set(ENDPOINT_HEADER, endpoint.name);
  } catch {
    // Redirect and error responses have immutable headers; the name is only a debugging aid.
  }
  return response;
}

function toResponse(endpoint: Endpoint, answer: unknown): Response {
  if (answer instanceof Response) return answer;
  switch (endpoint.answer.kind) {
    case 'json':
      return HttpResponse.json(answer as never);
    case 'html':
      return HttpResponse.html(String(answer ?? ''));
    case 'text':
    case 'lines':
      return HttpResponse.text(String(answer ?? ''));
    case 'none':
      return new HttpResponse(null, { status: 204 });
  }
}

/**
 * The cookies the request sent, and nothing inherited: the handlers read `cookies.sid` to find
 * the session, and a polluted Object.prototype must not lend every visitor one. A cookie value
 * has no comma or space (RFC 6265); under happy-dom, MSW hands a page-written cookie (the
 * visitor's GUID) as `v, GUID=v, GUID=v…`, so a value ends at its first ", ".
 */
function ownCookies(cookies: Record<string, string>): Record<string, string> {
  const own = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(cookies)) own[name] = value.split(', ')[0]!;
  return own;
}

function asRecord(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/** Paths match on any origin, so the same handlers serve happy-dom, the preview server and another base. */
function pathPattern(path: string): string {
  return `*${path}`;
}
