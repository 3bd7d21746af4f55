import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promoBar } from '../../fixtures/pages/promo-bar';
import { createContext } from '../../fixtures/pages/site';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { readValue, removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';

useMockBackend();

const { promoBarClosed: closed } = storedValues;
const HOUR = 3_600_000;

let stop = () => {};
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);

beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  server.events.removeListener('request:start', record);
  removeValue(closed);
  vi.useRealTimers();
});

function page(cookies: Record<string, string> = {}): string {
  const ctx = createContext(new URL('http://localhost:3000/home'), { bundleSrc: '', headExtra: '', backend: { cookies } as never });
  const bar = promoBar(ctx);
  return bar === '' ? '' : bar.value;
}

/** The bar as the server renders it, booted as the page would be. */
function bootBar(): HTMLElement {
  document.body.innerHTML = `${page()}<main id="main" tabindex="-1"><h1>Home</h1></main>`;
  stop = startWidgets(document, registry);
  return screen.getByRole('complementary', { name: 'Promotion' });
}

function readLater(ms: number): string | undefined {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  try {
    return readValue(closed);
  } finally {
    vi.useRealTimers();
  }
}

describe('the promotional bar', () => {
  it('is left out by the server while its closed cookie lives', () => {
    expect(page()).toContain('Close the promotion');
    expect(page({ [closed.name]: '1' })).toBe('');
  });

  it('waits for the first interaction: nothing of it loads before', async () => {
    const bar = bootBar();
    await waitFor(() => expect(bar).toHaveAttribute('data-widget-state'));
    await new Promise((r) => setTimeout(r, 50));
    expect(bar).toHaveAttribute('data-widget-state', 'pending');
    expect(bar).toBeVisible();
  });

  it('closes for 1 day (its cookie) without posting the no-JavaScript form, the focus going to the main content', async () => {
    const bar = bootBar();
    screen.getByRole('button', { name: 'Close the promotion' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bar).not.toBeVisible());
    await waitFor(() => expect(readValue(closed)).toBe('1'));
    expect(readLater(23 * HOUR)).toBe('1');
    expect(readLater(24 * HOUR + 60_000)).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(requested).toEqual([]);
  });

  it('hides at the first touch on a page cached before it was closed', async () => {
    const bar = bootBar();
    writeValue(closed, '1');
    await userEvent.click(screen.getByText(/Wedding deals week/));
    await waitFor(() => expect(bar).not.toBeVisible());
  });

  it('when the cookie’s code cannot load, hides the bar and sends its form to the server, which sets the cookie', async () => {
    vi.doMock('./promo-bar-values', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const posted: string[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(`${this.method} ${new URL(this.action).pathname}`);
    });
    try {
      const bar = bootBar();
      await userEvent.click(screen.getByRole('button', { name: 'Close the promotion' }));
      await waitFor(() => expect(bar).not.toBeVisible());
      await waitFor(() => expect(posted).toEqual(['post /promo-bar/close']));
    } finally {
      submit.mockRestore();
      vi.doUnmock('./promo-bar-values');
    }
  });

  // Its cookie (a forbidden response header here) is checked in Chromium: scripts/home-blocks.browser.test.ts.
  it('the no-JavaScript close goes back to the page', async () => {
    const response = await fetch('http://localhost:3000/promo-bar/close', { method: 'POST', redirect: 'manual', referrer: 'http://localhost:3000/home' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/home');
  });
});
