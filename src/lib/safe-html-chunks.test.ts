import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { held, useMockBackend } from '../../mocks/testing';

// DOMPurify's chunk when it cannot load: tried once more, then a rejection the caller answers
// (a modal's Try again, the server's page), and the next fragment asks again. Each test takes a
// fresh safe-html module, so DOMPurify has not loaded yet.

useMockBackend();

const lost = { count: 0 };
/** Whether DOMPurify's chunk has been asked for. */
const asked = { purify: false };

async function freshSafeHtml() {
  vi.resetModules();
  vi.doMock('dompurify', async (importOriginal) => {
    asked.purify = true;
    if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: purify');
    return importOriginal();
  });
  return import('./safe-html');
}

afterEach(() => {
  vi.doUnmock('dompurify');
  lost.count = 0;
  asked.purify = false;
});

const text = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('sanitizeHtml when DOMPurify’s chunk cannot load', () => {
  it('cleans the fragment when the chunk fails once: it is tried again', async () => {
    const { sanitizeHtml } = await freshSafeHtml();
    lost.count = 1;
    expect(text(await sanitizeHtml('<p onclick="x()">Hi</p>'))).toBe('<p>Hi</p>');
  });

  it('rejects when it fails twice, and the next fragment asks again', async () => {
    const { sanitizeFormHtml } = await freshSafeHtml();
    lost.count = 2;
    await expect(sanitizeFormHtml('<form><input name="a"></form>')).rejects.toThrow();
    expect(lost.count).toBe(0);
    expect(text(await sanitizeFormHtml('<form><input name="a"></form>'))).toBe('<form><input name="a"></form>');
  });
});

describe('loadFragment on a slow network', () => {
  it('asks for DOMPurify’s chunk with the call, not once the answer is in', async () => {
    await freshSafeHtml();
    const { loadFragment } = await import('../ui/fragment/load-fragment');
    const { countrySelector } = await import('../api/layers');
    const answer = held();
    server.use(
      http.get('*/country-selector', async () => {
        await answer.arrived;
        return HttpResponse.html('<ul><li><a href="/fr">France</a></li></ul>');
      }),
    );
    try {
      const loading = loadFragment(countrySelector, {}, { require: 'a[href]' });
      await vi.waitFor(() => expect(asked.purify).toBe(true), { timeout: 15_000 });
      answer.release();
      expect(await loading).toMatchObject({ ok: true });
    } finally {
      answer.release();
    }
  });
});
