import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { logInAs, useMockBackend } from '../../mocks/testing';
import { emit } from '../lib/events';
import { refreshSession, sessionStore, verifySession } from './session';

useMockBackend();
afterEach(() => refreshSession());

it('follows the cookies the server sets at log-in when auth:done is emitted', async () => {
  refreshSession();
  expect(sessionStore.getState().status).toBe('anonymous');
  await logInAs('vendor');
  emit('auth:done', { type: 'vendor' });
  expect(sessionStore.getState()).toMatchObject({ status: 'vendor', vendorId: 1000 });
  await expect(verifySession()).resolves.toBe(true);
  expect(sessionStore.getState().verified).toBe(true);
});

it('keeps the cookie view when the session check cannot be reached', async () => {
  await logInAs('couple');
  refreshSession();
  server.use(http.get('*/com-VerificaLayerSession.php', () => HttpResponse.error()));
  await expect(verifySession()).resolves.toBe(true);
  expect(sessionStore.getState()).toMatchObject({ status: 'user', userId: 1, verified: false });
});
