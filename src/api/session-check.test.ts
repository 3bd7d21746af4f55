import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { logInAs, useMockBackend } from '../../mocks/testing';
import { removeCookie } from '../lib/cookies';
import { checkSession } from './session-check';

useMockBackend();

describe('the session check, asked by hand', () => {
  it('answers the stand-in’s OK for a logged-in couple', async () => {
    await logInAs('couple');
    await expect(checkSession()).resolves.toBe('OK');
  });

  it('answers the stand-in’s refusal when nobody is logged in', async () => {
    for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
    await expect(checkSession()).resolves.toBe('KO');
  });

  it.each([
    ['an error status', () => new HttpResponse('OK', { status: 500 })],
    ['a whole page (the log-in page)', () => HttpResponse.html('<!doctype html><html><body>Log in</body></html>')],
    ['no answer (the network)', () => HttpResponse.error()],
  ])('gives no answer to trust for %s', async (_what, answer) => {
    server.use(http.get('*/com-VerificaLayerSession.php', answer));
    await expect(checkSession()).resolves.toBeUndefined();
  });
});
