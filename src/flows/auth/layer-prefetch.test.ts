import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { useMockBackend, writeSiteConfig } from '../../../mocks/testing';
import { resetSiteConfig } from '../../lib/config';
import { layerLoader } from './layer-request';
import { layerUrl, prefetchLayer } from './layer-prefetch';

useMockBackend();

/** Every request the server received for a layer: its URL and X-Requested-With header. */
function layerRequests() {
  const seen: { url: string; xhr: string | null; aborted: boolean }[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith('layer.php')) return;
    const entry = { url: request.url, xhr: request.headers.get('X-Requested-With'), aborted: false };
    request.signal.addEventListener('abort', () => (entry.aborted = true));
    seen.push(entry);
  };
  server.events.on('request:start', listen);
  return { seen, stop: () => server.events.removeListener('request:start', listen) };
}

afterEach(() => {
  document.head.innerHTML = '';
  resetSiteConfig();
});

describe("the layer's form asked for at the tap", () => {
  it('is the request the layer’s call makes, sent once: the layer shows its form from it', async () => {
    const requests = layerRequests();
    prefetchLayer({ mode: 'login', tracking: 'navigation header' });
    const result = await layerLoader({ mode: 'login', tracking: 'navigation header' })(new AbortController().signal);
    requests.stop();
    expect(result.ok && result.fragment.querySelector('form input[type="email"]')).toBeTruthy();
    expect(requests.seen.map(({ url, xhr }) => ({ path: new URL(url).pathname + new URL(url).search, xhr }))).toEqual([
      { path: '/users-login-layer.php?isResponsive=1&tracking=navigation+header', xhr: 'XMLHttpRequest' },
    ]);
  });

  it('builds the URL on the site’s endpoint base, with the redirect, as the calls’ client does', () => {
    writeSiteConfig({ endpointBase: 'https://www.example.com/' });
    expect(layerUrl({ mode: 'signup', urlRedirect: '/tools/Favorites?a=1&b=2', tracking: 'heart' })).toBe(
      'https://www.example.com/users-signup-layer.php?isResponsive=1&urlRedirect=%2Ftools%2FFavorites%3Fa%3D1%26b%3D2&tracking=heart',
    );
  });

  it('is taken once: a retry asks the server again', async () => {
    const requests = layerRequests();
    prefetchLayer({ mode: 'login', tracking: 'navigation header' });
    const signal = new AbortController().signal;
    const login = layerLoader({ mode: 'login', tracking: 'navigation header' });
    expect((await login(signal)).ok).toBe(true);
    expect((await login(signal)).ok).toBe(true);
    requests.stop();
    expect(requests.seen.map(({ url }) => new URL(url).pathname)).toEqual(['/users-login-layer.php', '/users-login-layer.php']);
  });

  it('is not taken by another form: the sign-up layer asks for its own', async () => {
    const requests = layerRequests();
    prefetchLayer({ mode: 'login', tracking: 'navigation header' });
    const signup = await layerLoader({ mode: 'signup', tracking: 'navigation header' })(new AbortController().signal);
    requests.stop();
    expect(signup.ok && signup.fragment.querySelector('form')).toBeTruthy();
    expect(requests.seen.map(({ url }) => new URL(url).pathname)).toEqual(['/users-login-layer.php', '/users-signup-layer.php']);
  });

  it('is cancelled when the layer is closed before its answer, and the late answer is never shown', async () => {
    server.use(http.get('*/users-login-layer.php', async () => {
      await delay('infinite');
      return HttpResponse.text('never');
    }));
    const requests = layerRequests();
    prefetchLayer({ mode: 'login', tracking: 'navigation header' });
    const closed = new AbortController();
    const result = layerLoader({ mode: 'login', tracking: 'navigation header' })(closed.signal);
    closed.abort();
    expect(await result).toEqual({ ok: false, reason: 'aborted' });
    requests.stop();
    expect(requests.seen).toHaveLength(1);
    expect(requests.seen[0]!.aborted).toBe(true);
  });

  it('gives the layer’s call the server’s failure, which the layer reports', async () => {
    server.use(http.get('*/users-login-layer.php', () => new HttpResponse('Internal Server Error', { status: 500 })));
    prefetchLayer({ mode: 'login', tracking: 'navigation header' });
    const result = await layerLoader({ mode: 'login', tracking: 'navigation header' })(new AbortController().signal);
    expect(result).toMatchObject({ ok: false, reason: 'call', error: { kind: 'http', status: 500 } });
  });
});
