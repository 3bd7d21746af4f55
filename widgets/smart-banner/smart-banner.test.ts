import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smartBanner } from '../../fixtures/pages/smart-banner';
import { createContext } from '../../fixtures/pages/site';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { readValue, removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';

useMockBackend();

const { smartBannerClosed: closed, smartBannerInstalled: installed } = storedValues;
const HOUR = 3_600_000;
const IN_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EverwedApp/android';

let stop = () => {};
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
// The store is another site: the test page stays where it is.
const stayOnPage = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};

beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
  document.addEventListener('click', stayOnPage);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  server.events.removeListener('request:start', record);
  document.removeEventListener('click', stayOnPage);
  removeValue(closed);
  removeValue(installed);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The banner as the server renders it for a browser, booted as the page would be. */
function bootBanner(): HTMLElement {
  const html = smartBanner(createContext(new URL('http://localhost:3000/home'), { bundleSrc: '', headExtra: '' }));
  document.body.innerHTML = `${html}<main><h1>Home</h1></main>`;
  stop = startWidgets(document, registry);
  return screen.getByRole('complementary', { name: 'Everwed app' });
}

/** The value `def` reads `ms` from now (the browser drops an expired cookie). */
function readLater<T>(def: typeof closed, ms: number): T | string | undefined {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  try {
    return readValue(def);
  } finally {
    vi.useRealTimers();
  }
}

const hiddenSoon = (banner: HTMLElement) => waitFor(() => expect(banner).not.toBeVisible());

describe('the smart banner', () => {
  it('waits for the first interaction: nothing of it loads before', async () => {
    const banner = bootBanner();
    // The scanner marks it a moment after the boot: it reads the page in slices of a few ms, later under load.
    await waitFor(() => expect(banner).toHaveAttribute('data-widget-state'));
    await new Promise((r) => setTimeout(r, 50));
    expect(banner).toHaveAttribute('data-widget-state', 'pending');
    expect(banner).toBeVisible();
  });

  it('hides on close and stays away for 1 day (its cookie), without posting the no-JavaScript form', async () => {
    const banner = bootBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    await hiddenSoon(banner);
    expect(readValue(closed)).toBe('1');
    expect(readValue(installed)).toBeUndefined();
    expect(readLater(closed, 23 * HOUR)).toBe('1');
    expect(readLater(closed, 24 * HOUR + 60_000)).toBeUndefined();
    expect(requested).toEqual([]);
  });

  it('closes from the keyboard', async () => {
    const banner = bootBanner();
    screen.getByRole('button', { name: 'Close the app banner' }).focus();
    await userEvent.keyboard('{Enter}');
    await hiddenSoon(banner);
    expect(readValue(closed)).toBe('1');
  });

  it('hides when the store link is followed and comes back as a reminder after 7 days', async () => {
    const banner = bootBanner();
    const link = screen.getByRole('link', { name: 'Get the app' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/(apps\.apple|play\.google)\.com\//);
    await userEvent.click(link);
    await hiddenSoon(banner);
    expect(readValue(installed)).toBe('1');
    expect(readValue(closed)).toBeUndefined();
    expect(readLater(installed, 7 * 24 * HOUR - 60_000)).toBe('1');
    expect(readLater(installed, 7 * 24 * HOUR + 60_000)).toBeUndefined();
  });

  it('hides itself inside the app, where its store link goes nowhere and no cookie is written', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IN_APP);
    const banner = bootBanner();
    let followed: boolean | undefined;
    const watch = (event: Event) => void (followed = !event.defaultPrevented);
    window.addEventListener('click', watch);
    try {
      await userEvent.click(screen.getByRole('link', { name: 'Get the app' }));
      await hiddenSoon(banner);
      await waitFor(() => expect(followed).toBe(false));
    } finally {
      window.removeEventListener('click', watch);
    }
    expect(readValue(installed)).toBeUndefined();
    expect(readValue(closed)).toBeUndefined();
  });

  it.each([
    ['its text', () => screen.getByText('Plan your wedding in our free app')],
    ['its close button', () => screen.getByRole('button', { name: 'Close the app banner' })],
  ])('hides at the first touch of %s on a page cached before it was closed, posting nothing', async (_what, target) => {
    const banner = bootBanner();
    writeValue(closed, '1');
    await userEvent.click(target());
    await hiddenSoon(banner);
    await new Promise((r) => setTimeout(r, 20));
    expect(requested).toEqual([]);
  });
});
