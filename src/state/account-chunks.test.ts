import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSiteConfig } from '../../mocks/testing';

// The log-in / sign-up layer's chunk when it cannot load: tried once more, then the server's own
// page (openAuth) or a rejection the caller answers (requireAccount). Each test takes a fresh
// account module, with the layer's code stood in for.

const lost = { count: 0 };
const layer = { openAuthLayer: vi.fn(async () => {}), ensureLoggedIn: vi.fn(async () => true) };
const assign = vi.fn<(url: string | URL) => void>();

async function freshAccount() {
  vi.resetModules();
  vi.doMock('../flows/auth/open-auth-layer', () => {
    if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: open-auth-layer');
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
