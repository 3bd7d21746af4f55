import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSiteConfig } from '../../../../mocks/testing';

// The networks' own sign-in code (real-providers) when its chunk cannot load: tried once more,
// then a rejection the layer answers with the spec's 'An error has occurred. Please, try again'.
// Each test takes a fresh sign-in module, with the networks' scripts stood in for.

const lost = { count: 0 };
const providers = { realSignIn: { signIn: vi.fn(async () => ({ token: 'google-token' })) } };

async function freshSignIn() {
  vi.resetModules();
  vi.doMock('./real-providers', () => {
    if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: real-providers');
    return providers;
  });
  return import('./sign-in');
}

afterEach(() => {
  vi.doUnmock('./real-providers');
  providers.realSignIn.signIn.mockClear();
  lost.count = 0;
});

describe('a social sign-in whose chunk cannot load', () => {
  it('signs in with the network when the chunk fails once: it is tried again', async () => {
    writeSiteConfig({});
    const { signInWith } = await freshSignIn();
    lost.count = 1;
    await expect(signInWith('google', 'client-id.apps.example')).resolves.toEqual({ token: 'google-token' });
    expect(providers.realSignIn.signIn).toHaveBeenCalledWith('google', 'client-id.apps.example');
  });

  it('rejects when it fails twice (the layer then says so)', async () => {
    writeSiteConfig({});
    const { signInWith } = await freshSignIn();
    lost.count = 2;
    await expect(signInWith('google', 'client-id.apps.example')).rejects.toThrow();
    expect(lost.count).toBe(0);
  });
});
