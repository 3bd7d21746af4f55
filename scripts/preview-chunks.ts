import type { IncomingMessage, ServerResponse } from 'node:http';

/** The bundle's lazy chunks, under either path the preview serves dist/ from (the entry is not one). */
const LAZY_CHUNK = /^\/(?:dist|static\/fe)\/chunks\/[^/]+\.js$/;

/**
 * Deploy skew, for tests: `POST /__mock/chunks {"gone": true}` makes every request for a lazy
 * chunk (`/dist/chunks/*.js`, `/static/fe/chunks/*.js`) answer 404, as after a deploy that
 * removed the chunks a page still names; `{"gone": false}` brings them back, and so does
 * `POST /__mock/reset`. A chunk the page has already run stays in its module map: only
 * what it has not loaded yet fails. `{"delayMs": n}` (0 to 10000) holds each lazy chunk's
 * answer that long, so a page's imports are still under way when a test navigates (a reset
 * ends it too). Preview only: dist/ knows nothing of it.
 */
export function createChunkSwitch() {
  let gone = false;
  let delayMs = 0;
  return {
    /** Answers the request when the switch concerns it (the control call, or a chunk that is gone); false otherwise. */
    async answer(path: string | undefined, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (path === '/__mock/reset') {
        gone = false;
        delayMs = 0;
      }
      if (path === '/__mock/chunks') {
        if (req.method === 'POST') {
          const body = await readJson(req);
          const delay = body?.delayMs;
          const validDelay = typeof delay === 'number' && Number.isInteger(delay) && delay >= 0 && delay <= 10_000;
          if (typeof body?.gone !== 'boolean' && !validDelay) return reply(res, 400, { error: 'Send {"gone": true|false} or {"delayMs": 0 to 10000}.' });
          if (typeof body?.gone === 'boolean') gone = body.gone;
          if (validDelay) delayMs = delay;
        }
        return reply(res, 200, { gone, delayMs });
      }
      if (!path || !LAZY_CHUNK.test(path)) return false;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!gone) return false;
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Not found: a later deploy removed this chunk.');
      return true;
    },
  };
}

async function readJson(req: IncomingMessage): Promise<{ gone?: unknown; delayMs?: unknown } | undefined> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function reply(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}
