import type * as z from 'zod/mini';
import type { AnswerFormat, Endpoint } from './endpoint';
import { resolveUrl } from './wire';

type Kind = AnswerFormat['kind'];

/**
 * Whether an answer's media type fits what the endpoint declares. PHP sends `text/html` unless
 * a script says otherwise, so text and `||` lines accept it as well as any other text (and
 * XML such as the SVG icons); HTML fragments must be HTML and JSON must say it is JSON.
 */
function accepts(kind: Kind, mediaType: string): boolean {
  switch (kind) {
    case 'none':
      return true;
    case 'html':
      return mediaType === 'text/html';
    case 'json':
      return mediaType === 'application/json' || mediaType.endsWith('+json');
    case 'text':
    case 'lines':
      return mediaType.startsWith('text/') || mediaType.endsWith('+xml');
  }
}

/** Endpoints whose answer a page of the site could pass for: their redirects are checked. */
const PAGE_LIKE: ReadonlySet<Kind> = new Set(['html', 'text', 'lines']);

/**
 * Why a 2xx answer is not the endpoint's own, or undefined when it is. fetch follows a
 * redirect silently, so an expired session sent to the log-in page would otherwise arrive
 * as a well-formed HTML fragment (and be shown as the account menu).
 */
export function refuseAnswer(endpoint: Endpoint, requestedUrl: string, response: Response): z.core.$ZodIssue | undefined {
  const kind = endpoint.answer.kind;
  if (kind === 'none') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!accepts(kind, mediaType)) {
    return issue(`A ${kind} answer was expected; the server sent ${contentType || 'no Content-Type'}.`, contentType);
  }
  if (response.redirected && PAGE_LIKE.has(kind)) {
    const asked = resolveUrl(requestedUrl);
    const landed = parsed(response.url);
    // The origin and the path of the parsed URLs, never the path alone: https://evil.example/<the same path> is another server.
    if (landed?.origin !== asked.origin || landed.pathname !== asked.pathname) {
      return issue(`The request to ${asked.origin}${asked.pathname} was redirected to ${landed ? landed.origin + landed.pathname : 'another page'}.`, response.url);
    }
  }
  return undefined;
}

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function issue(message: string, input: string): z.core.$ZodIssue {
  return { code: 'custom', path: [], message, input };
}
