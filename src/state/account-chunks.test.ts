import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { held, useMockBackend, writeSiteConfig } from '../../mocks/testing';

// The log-in / sign-up layer's chunk when it cannot load: tried once more, then the server's own
// page (openAuth) or a rejection the caller answers (requireAccount). Each test takes a fresh
// account module, with the layer's code stood in for.

useMockBackend();

const lost = { count: 0 };
/** The layer's chunk on a slow network: it comes when the test releases it. */
let slowChunk: Promise<void> | undefined;
const layer = { openAuthLayer: vi.fn(async () => {}), ensureLoggedIn: vi.fn(async () => true) };
const assign = vi.fn<(url: string | URL) => void>();

async function freshAccount() {
  vi.resetModules();
  vi.doMock('../flows/auth/open-auth-layer', async () => {
    if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: open-auth-layer');
    await slowChunk;
    return layer;
  });
  return import('./account');
}

beforeEach(() => {
  writeSiteConfig({});
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.doUnmock('../flows/auth/open-auth-layer');
  vi.restoreAllMocks();
  assign.mockReset();
  layer.openAuthLayer.mockClear();
  layer.ensureLoggedIn.mockClear();
  lost.count = 0;
  slowChunk = undefined;
});

describe('the layer’s form on a slow network', () => {
  it('is asked for at the click, while the layer’s code is still on its way', async () => {
    const chunk = held();
    slowChunk = chunk.arrived;
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(request.url.replace(/^https?:\/\/[^/]+/, ''));
    server.events.on('request:start', listen);
    try {
      const { openAuth } = await freshAccount();
      const opening = openAuth({ mode: 'login', tracking: 'navigation header' });
      await vi.waitFor(() => expect(asked).toContain('/users-login-layer.php?isResponsive=1&tracking=navigation+header'), { timeout: 15_000 });
      expect(layer.openAuthLayer).not.toHaveBeenCalled();
      chunk.release();
      await opening;
      expect(layer.openAuthLayer).toHaveBeenCalledWith({ mode: 'login', tracking: 'navigation header' });
    } finally {
      chunk.release();
      server.events.removeListener('request:start', listen);
    }
  });
});

describe('openAuth when the layer’s chunk cannot load', () => {
  it('opens the layer when the chunk fails once: it is tried again', async () => {
    const { openAuth } = await freshAccount();
    lost.count = 1;
    await openAuth({ mode: 'login', tracking: 'navigation header' });
    expect(layer.openAuthLayer).toHaveBeenCalledWith({ mode: 'login', tracking: 'navigation header' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the server’s log-in page when it fails twice', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { openAuth } = await freshAccount();
    lost.count = 2;
    await openAuth({ mode: 'login' });
    expect(assign).toHaveBeenCalledWith('/users-login.php');
    expect(layer.openAuthLayer).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[widgets] The log-in layer could not load; going to the page.', expect.any(Error));
    expect(lost.count).toBe(0);
  });
});

describe('requireAccount when the layer’s chunk cannot load', () => {
  it('asks for the account when the chunk fails once: it is tried again', async () => {
    const { requireAccount } = await freshAccount();
    lost.count = 1;
    await expect(requireAccount({ mode: 'login' })).resolves.toBe(true);
    expect(layer.ensureLoggedIn).toHaveBeenCalledWith({ mode: 'login' });
  });

  it('rejects when it fails twice, so the caller offers its own way through', async () => {
    const { requireAccount } = await freshAccount();
    lost.count = 2;
    await expect(requireAccount()).rejects.toThrow();
    expect(lost.count).toBe(0);
  });
});
