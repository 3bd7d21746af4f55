import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { z } from 'zod';
import type { Endpoint } from '../src/api/endpoint';
import { decodeRequest } from '../src/api/wire';

type Answer<E extends Endpoint> = E['answer'] extends { kind: 'json'; schema: infer S extends z.ZodType }
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

/**
 * An MSW handler for one contract endpoint. The request is decoded as PHP would and parsed
 * by the endpoint's own schema: a malformed request gets a 400 with the zod issues, so the
 * stand-in backend and the client cannot drift. The answer is typed against the contract.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolve: (ctx: HandlerContext<E>) => Resolved<E> | Promise<Resolved<E>>,
  options: { path?: string } = {},
) {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  const resolver: HttpResponseResolver = async ({ request, cookies, params }) => {
    let raw: unknown;
    try {
      raw = await decodeRequest(endpoint, request.clone());
    } catch {
      return HttpResponse.json({ error: 'Malformed request body', issues: [] }, { status: 400, statusText: 'Bad Request' });
    }
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) {
      return HttpResponse.json({ error: `Invalid request for ${endpoint.name}`, issues: parsed.error.issues }, { status: 400, statusText: 'Bad Request' });
    }
    const answer = await resolve({ payload: parsed.data, request, cookies, params });
    return toResponse(endpoint, answer);
  };
  return method(pathPattern(options.path ?? endpoint.path), resolver);
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

/** Paths match on any origin, so the same handlers serve happy-dom, the preview server and another base. */
function pathPattern(path: string): string {
  return `*${path}`;
}
