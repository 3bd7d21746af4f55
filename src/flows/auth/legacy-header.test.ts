import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../mocks/console-guard';
import { logInAs, useMockBackend } from '../../../mocks/testing';

// A PHP header refreshed after a log-in (spec §4 "header refreshed"), when DOMPurify's chunk
// cannot load: the header stays as it was, said in the console; nothing is left unhandled.
// The test takes fresh modules, so DOMPurify has not loaded yet.

useMockBackend();

const lost = { count: 0 };

afterEach(() => {
  vi.doUnmock('dompurify');
  lost.count = 0;
  document.body.innerHTML = '';
});

describe('the legacy header after a log-in', () => {
  it('stays as it was when the sanitiser cannot load, with a console error and no unhandled rejection', async () => {
    expectConsole('error', /the header could not be refreshed/);
    vi.resetModules();
    vi.doMock('dompurify', async (importOriginal) => {
      if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: purify');
      return importOriginal();
    });
    const { finishAuth } = await import('./auth-done');
    document.body.innerHTML = '<div data-header-update><a href="/users-login.php">Log in</a></div>';
    await logInAs('couple');
    lost.count = 2;
    finishAuth();
    await vi.waitFor(() => expect(lost.count).toBe(0), { timeout: 15_000 });
    // Let the failed refresh settle: an unhandled rejection would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-header-update]')?.textContent).toBe('Log in');
  });
});
