import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetSiteConfig } from '../lib/config';
import { call } from './call';
import { defineEndpoint } from './endpoint';
import { userMenuDropdown } from './header';

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

const noAnswer = defineEndpoint({
  name: 'test.noAnswer',
  method: 'POST',
  path: '/vendor-manager/favourite/save',
  encoding: 'form',
  request: z.object({ id: z.number() }),
  answer: { kind: 'none' },
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSiteConfig();
  document.head.innerHTML = '';
  document.cookie = 'USER_ID=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterAll(() => server.close());

/** Writes the site config as the PHP page does. */
const siteConfig = (config: object) => {
  resetSiteConfig();
  document.head.innerHTML = `<script type="application/json" data-site-config>${JSON.stringify(config)}</script>`;
};

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

  it('sends the cookies and X-Requested-With to an endpoint base on another origin', async () => {
    document.cookie = 'USER_ID=1; Path=/';
    siteConfig({ endpointBase: 'http://api.example.test' });
    let seen: { cookie: string | undefined; header: string | null } | undefined;
    server.use(
      http.post('http://api.example.test/com-VerificaUserDup.php', ({ request, cookies }) => {
        seen = { cookie: cookies.USER_ID, header: request.headers.get('X-Requested-With') };
        return HttpResponse.json({ isDuplicated: false, isRegisteredFromWedshoots: false });
      }),
    );
    const result = await call(duplicateCheck, payload);
    expect(result.ok).toBe(true);
    expect(seen).toEqual({ cookie: '1', header: 'XMLHttpRequest' });
  });
});

describe('call() with an address that is not a URL', () => {
  it("answers invalid-request, without throwing, when the site config's endpoint base is not a URL", async () => {
    siteConfig({ endpointBase: 'http://[' });
    const result = await call(cityLines, { search: 'san' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-request', endpoint: 'test.cityLines', message: expect.stringContaining('http://[') }) });
  });

  it('answers invalid-request, without throwing, when a path override is not a URL', async () => {
    const result = await call(cityLines, { search: 'san' }, { path: 'http://[' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-request', endpoint: 'test.cityLines', message: expect.stringContaining('http://[') }) });
  });

  it('answers invalid-request for a POST to such an address too, not a network error', async () => {
    const result = await call(duplicateCheck, payload, { path: 'http://[/form' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-request', endpoint: 'test.duplicateCheck' }) });
  });
});

describe("call() checks the answer's content type", () => {
  it('refuses JSON where the endpoint declares HTML', async () => {
    server.use(http.get('*/user/menu/dropdown', () => HttpResponse.json({ error: 'Log in to continue.' })));
    const result = await call(userMenuDropdown, {});
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'header.userMenuDropdown' }) });
  });

  it('refuses an HTML page where the endpoint declares JSON, even when its body parses', async () => {
    const body = JSON.stringify({ isDuplicated: false, isRegisteredFromWedshoots: false });
    server.use(http.post('*/com-VerificaUserDup.php', () => new HttpResponse(body, { headers: { 'Content-Type': 'text/html' } })));
    const result = await call(duplicateCheck, payload);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'test.duplicateCheck' }) });
  });

  it('gives an error, not the log-in page, when an expired session is redirected from the account menu', async () => {
    server.use(
      http.get('*/user/menu/dropdown', () => new HttpResponse(null, { status: 302, headers: { Location: '/users-login.php?urlRedirect=%2Fuser%2Fmenu%2Fdropdown' } })),
      http.get('*/users-login.php', () => HttpResponse.html('<h1>Log in</h1><form action="/users-login-run.php"></form>')),
    );
    const result = await call(userMenuDropdown, {});
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'header.userMenuDropdown' }) });
  });

  it('gives an error, not the log-in page, when the server answers 200 with its whole log-in page', async () => {
    const loginPage = '<!DOCTYPE html>\n<html lang="en"><head><title>Log in</title></head><body><form action="/users-login-run.php"><input type="password" name="pass"></form></body></html>';
    server.use(
      http.get('*/user/menu/dropdown', () => HttpResponse.html(loginPage)),
      http.get('*/utils-SearchPoblacion.php', () => HttpResponse.html(loginPage)),
      http.post('*/vendor-manager/favourite/save', () => HttpResponse.html(loginPage)),
    );
    // An answer nobody reads too: the log-in page means nothing was saved.
    expect(await call(noAnswer, { id: 1 })).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'test.noAnswer' }) });
    expect(await call(userMenuDropdown, {})).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'header.userMenuDropdown' }) });
    expect(await call(cityLines, { search: 'san' })).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'test.cityLines' }) });
  });

  it('refuses an answer redirected to the same path on another host', async () => {
    const evil = 'https://evil.example/user/menu/dropdown';
    server.use(
      http.get('*/user/menu/dropdown', ({ request }) =>
        new URL(request.url).origin === 'https://evil.example'
          ? HttpResponse.html('<ul><li><a href="https://evil.example/login">Inbox</a></li></ul>', {
              headers: { 'Access-Control-Allow-Origin': 'http://localhost:3000', 'Access-Control-Allow-Credentials': 'true' },
            })
          : new HttpResponse(null, { status: 302, headers: { Location: evil } }),
      ),
    );
    const result = await call(userMenuDropdown, {});
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-answer', endpoint: 'header.userMenuDropdown' }) });
  });

  it('accepts the content types PHP sends with a charset, and lines sent as PHP\'s default text/html', async () => {
    server.use(
      http.get('*/user/menu/dropdown', () => new HttpResponse('<ul><li>Inbox</li></ul>', { headers: { 'Content-Type': 'text/html; charset=UTF-8' } })),
      http.post('*/com-VerificaUserDup.php', () => new HttpResponse('{"isDuplicated":true,"isRegisteredFromWedshoots":false}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } })),
      http.get('*/utils-SearchPoblacion.php', () => new HttpResponse('5||501||San Francisco', { headers: { 'Content-Type': 'text/html; charset=UTF-8' } })),
    );
    expect(await call(userMenuDropdown, {})).toEqual({ ok: true, status: 200, data: '<ul><li>Inbox</li></ul>' });
    expect(await call(duplicateCheck, payload)).toMatchObject({ ok: true, data: { isDuplicated: true } });
    expect(await call(cityLines, { search: 'san' })).toMatchObject({ ok: true, data: [{ cityId: 501 }] });
  });
});
