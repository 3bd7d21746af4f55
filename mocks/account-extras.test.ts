import { getResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resendVerificationMail } from '../src/api/accounts';
import { call } from '../src/api/call';
import { countrySelector } from '../src/api/layers';
import { readValue, removeValue } from '../src/lib/stored-value';
import { storedValues } from '../src/lib/stored-values';
import { handlers } from './handlers';
import { logInAs, readableCookies, useMockBackend } from './testing';

useMockBackend();

const PAGE = 'http://localhost:3000/home?country=ES';
const HOUR = 3_600_000;

describe('the country selector', () => {
  test("answers the page's fetch with the list, the page's own country marked", async () => {
    const result = await call(countrySelector, {}, { path: '/country-selector' });
    expect(result.ok && result.data).toContain('href="/home?country=BR"');
    // Asked from the preview's home page (happy-dom's document), a US page.
    expect(result.ok && result.data).toMatch(/<a href="\/home\?country=US" lang="en-US" aria-current="true">/);
  });

  test('leaves the same path followed as a link (no X-Requested-With) to the fixture site, which answers the whole page', async () => {
    expect(await getResponse(handlers, new Request('http://localhost:3000/country-selector'))).toBeUndefined();
  });
});

describe('resending the verification e-mail', () => {
  test('a native post (no JavaScript) is redirected back to its page with resent=1', async () => {
    await logInAs('unverified');
    const response = await fetch(resendVerificationMail.path, { method: 'POST', redirect: 'manual', referrer: PAGE });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/home?country=ES&resent=1');
  });

  test('a native post without a session goes to log in; a fetch gets 401', async () => {
    const response = await fetch(resendVerificationMail.path, { method: 'POST', redirect: 'manual', referrer: PAGE });
    expect(response.headers.get('Location')).toBe('/users-login.php');
    expect(await call(resendVerificationMail, {})).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });
});

describe("the smart banner's close without JavaScript", () => {
  afterEach(() => removeValue(storedValues.smartBannerClosed));

  test('sets the closed cookie for a day and goes back to the page', async () => {
    const response = await fetch('/smart-banner/close', { method: 'POST', redirect: 'manual', referrer: PAGE });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/home?country=ES');
    expect(readableCookies()).toMatchObject({ smartBannerClosed: '1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 23 * HOUR);
      expect(readValue(storedValues.smartBannerClosed)).toBe('1');
      vi.setSystemTime(Date.now() + 2 * HOUR);
      expect(readValue(storedValues.smartBannerClosed)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
