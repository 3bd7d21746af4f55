import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';

/**
 * Serves MSW handlers from a real Node HTTP server, so the preview's pages, native form
 * posts and fetches all reach the same stand-in backend (and real cookies). Returns false
 * when no handler answers, so the caller can go on to the pages.
 */
export async function answerWithHandlers(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error undici needs this for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  });
  const response = await getResponse(handlers, request, { baseUrl: origin });
  if (!response) return false;
  if (response.type === 'error') {
    // The 'offline' scenario: the connection drops, as a network failure would.
    req.socket.destroy();
    return true;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  // Headers iteration yields each Set-Cookie on its own, so several cookies survive.
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (response.body) Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
  return true;
}
