import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from './call';
import { defineEndpoint } from './endpoint';

const duplicateCheck = defineEndpoint({
  name: 'test.duplicateCheck',
  method: 'POST',
  path: '/com-VerificaUserDup.php',
  encoding: 'form',
  request: z.object({ mail: z.string().email(), isResponsive: z.coerce.number().int() }),
  answer: { kind: 'json', schema: z.object({ isDuplicated: z.boolean(), isRegisteredFromWedshoots: z.boolean() }) },
});

const cityLines = defineEndpoint({
  name: 'test.cityLines',
  method: 'GET',
  path: '/utils-SearchPoblacion.php',
  encoding: 'query',
  request: z.object({ search: z.string() }),
  answer: {
    kind: 'lines',
    fields: ['provinceId', 'cityId', 'text'],
    schema: z.array(z.object({ provinceId: z.coerce.number(), cityId: z.coerce.number(), text: z.string() })),
  },
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const payload = { mail: 'ana@example.com', isResponsive: 1 };

describe('call()', () => {
  it('sends the payload form-encoded with X-Requested-With and parses the answer', async () => {
    let seen: { body: string; header: string | null; type: string | null } | undefined;
    server.use(
      http.post('*/com-VerificaUserDup.php', async ({ request }) => {
        seen = { body: await request.text(), header: request.headers.get('X-Requested-With'), type: request.headers.get('content-type') };
        return HttpResponse.json({ isDuplicated: true, isRegisteredFromWedshoots: false });
      }),
    );
    const result = await call(duplicateCheck, payload);
    expect(result).toEqual({ ok: true, status: 200, data: { isDuplicated: true, isRegisteredFromWedshoots: false } });
    expect(seen).toEqual({ body: 'mail=ana%40example.com&isResponsive=1', header: 'XMLHttpRequest', type: expect.stringContaining('application/x-www-form-urlencoded') });
  });

  it('turns a 500 into an http error carrying the status text', async () => {
    server.use(http.post('*/com-VerificaUserDup.php', () => new HttpResponse('oops', { status: 500, statusText: 'Internal Server Error' })));
    const result = await call(duplicateCheck, payload);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'http', status: 500, statusText: 'Internal Server Error', message: 'Internal Server Error' }) });
  });

  it('turns a network failure into a network error', async () => {
    server.use(http.post('*/com-VerificaUserDup.php', () => HttpResponse.error()));
    const result = await call(duplicateCheck, payload);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'network', endpoint: 'test.duplicateCheck' }) });
  });

  it('turns a slow answer into a timeout error', async () => {
    server.use(
      http.post('*/com-VerificaUserDup.php', async () => {
        await delay(500);
        return HttpResponse.json({ isDuplicated: false, isRegisteredFromWedshoots: false });
      }),
    );
    const result = await call(duplicateCheck, payload, { timeoutMs: 50 });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'timeout', timeoutMs: 50 }) });
  });

  it('turns an answer that does not match the schema into an invalid-answer error', async () => {
    server.use(http.post('*/com-VerificaUserDup.php', () => HttpResponse.json({ isDuplicated: 'yes' })));
    const result = await call(duplicateCheck, payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-answer');
    expect(result.error).toHaveProperty('issues', expect.arrayContaining([expect.objectContaining({ path: ['isDuplicated'] })]));
  });

  it('turns an answer that is not JSON into an invalid-answer error', async () => {
    server.use(http.post('*/com-VerificaUserDup.php', () => HttpResponse.text('<html>Fatal error</html>')));
    const result = await call(duplicateCheck, payload);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer' }) });
  });

  /** Starts a call the server never answers, aborts it after 10 ms and returns its result. */
  const abortedCall = async () => {
    server.use(
      http.post('*/com-VerificaUserDup.php', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = call(duplicateCheck, payload, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    return pending;
  };

  it('can be aborted', async () => {
    expect(await abortedCall()).toEqual({ ok: false, error: expect.objectContaining({ kind: 'aborted' }) });
  });

  it('can be aborted in a browser without AbortSignal.any', async () => {
    const any = AbortSignal.any;
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      expect(await abortedCall()).toEqual({ ok: false, error: expect.objectContaining({ kind: 'aborted' }) });
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true });
    }
  });

  it('refuses a payload that does not match the contract without sending it', async () => {
    const result = await call(duplicateCheck, { mail: 'not-an-email', isResponsive: 1 });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-request' }) });
  });

  it("parses legacy '||' lines into typed records and sends GET payloads as the query", async () => {
    let query = '';
    server.use(
      http.get('*/utils-SearchPoblacion.php', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.text('5||501||San Francisco\n5||502||Los Angeles\n');
      }),
    );
    const result = await call(cityLines, { search: 'san' });
    expect(query).toBe('?search=san');
    expect(result).toEqual({ ok: true, status: 200, data: [{ provinceId: 5, cityId: 501, text: 'San Francisco' }, { provinceId: 5, cityId: 502, text: 'Los Angeles' }] });
  });

  it('talks to another origin when the endpoint base says so', async () => {
    server.use(http.post('https://www.example-weddings.com/com-VerificaUserDup.php', () => HttpResponse.json({ isDuplicated: false, isRegisteredFromWedshoots: false })));
    const result = await call(duplicateCheck, payload, { baseUrl: 'https://www.example-weddings.com/' });
    expect(result.ok).toBe(true);
  });
});
