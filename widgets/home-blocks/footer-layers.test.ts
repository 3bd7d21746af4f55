import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { footerLayersSlot } from '../../fixtures/pages/footer-layers';
import { createContext } from '../../fixtures/pages/site';
import { server } from '../../mocks/node';
import { fakeIntersectionObserver, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { readValue, removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';

useMockBackend();

const { hideSCF, hidePromoteInboundNumber, hideCCA } = storedValues;
const PATHS = ['/com-ConcursoFooter.php', '/community-promote-inbound-number', '/com-CoupleChoiceAwardsFooter.php'];

let stop = () => {};
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname + new URL(request.url).search);

beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  server.events.removeListener('request:start', record);
  for (const value of [hideSCF, hidePromoteInboundNumber, hideCCA]) removeValue(value);
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as matchMedia answers for the layers' min-width query. */
function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { matches: min ? width >= Number(min[1]) : false, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

/** Home's footer slot as the server renders it for `cookies`, booted and scrolled into view. */
async function bootSlot(cookies: Record<string, string> = {}, consent = true): Promise<HTMLElement | null> {
  const report = fakeIntersectionObserver();
  const ctx = createContext(new URL('http://localhost:3000/home'), { bundleSrc: '', headExtra: '', backend: { cookies } as never });
  const slot = footerLayersSlot(ctx);
  if (slot === '') return null;
  const html = consent ? slot.value : slot.value.replace('data-personalization="1"', 'data-personalization="0"');
  document.body.innerHTML = `<main id="main" tabindex="-1"><h1>Home</h1>${html}</main>`;
  stop = startWidgets(document, registry);
  const element = document.querySelector<HTMLElement>('[data-block="footer-layers"]')!;
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'pending'));
  report((target) => (target === element ? { isIntersecting: true, intersectionRatio: 1 } : undefined));
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return element;
}

const layers = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && within(region).getByRole('heading').textContent);

describe('the footer layers', () => {
  it('on a desktop, show the three layers from their endpoints (isResponsive), in order, each closable', async () => {
    screenWidth(1280);
    await bootSlot();
    await waitFor(() => expect(layers()).toEqual(['Win $5,000 for your wedding', 'Talk to a wedding expert', 'This year’s Couples’ Choice Awards']));
    expect(requested.sort()).toEqual(PATHS.map((path) => `${path}?isResponsive=1`).sort());
    expect(screen.getByRole('link', { name: 'Enter now' })).toHaveAttribute('href', '/contest');
    for (const name of ['Close: Win $5,000 for your wedding', 'Close: Talk to a wedding expert', "Close: This year’s Couples’ Choice Awards"]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // One close each: the server's own, named after its layer (no second button, no stray ×).
    for (const region of screen.getAllByRole('region')) expect(within(region).getAllByRole('button')).toHaveLength(1);
  });

  it.each([768, 375, 1023])('at %i px ask for nothing', async (width) => {
    screenWidth(width);
    const slot = await bootSlot();
    await new Promise((r) => setTimeout(r, 50));
    expect(requested).toEqual([]);
    expect(slot).toBeEmptyDOMElement();
  });

  it('close from the keyboard: the layer goes, its cookie is 1 for the session, the focus moves to the next layer', async () => {
    screenWidth(1280);
    await bootSlot();
    const close = await screen.findByRole('button', { name: 'Close: Win $5,000 for your wedding' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(layers()).toEqual(['Talk to a wedding expert', 'This year’s Couples’ Choice Awards']);
    expect(readValue(hideSCF)).toBe('1');
    expect(hideSCF.days).toBe('session');
    expect(readValue(hideCCA)).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close: Talk to a wedding expert' }));
  });

  it('without personalization consent, a close hides the layer on this page only', async () => {
    screenWidth(1280);
    await bootSlot({}, false);
    await userEvent.click(await screen.findByRole('button', { name: "Close: This year’s Couples’ Choice Awards" }));
    expect(layers()).toEqual(['Win $5,000 for your wedding', 'Talk to a wedding expert']);
    expect(readValue(hideCCA)).toBeUndefined();
  });

  it('are left out by the server when their cookie is 1, and not asked for by a page cached before', async () => {
    screenWidth(1280);
    expect(await bootSlot({ hideSCF: '1', hidePromoteInboundNumber: '1', hideCCA: '1' })).toBeNull();
    writeValue(hidePromoteInboundNumber, '1');
    await bootSlot({ hideCCA: '1' });
    await waitFor(() => expect(layers()).toEqual(['Win $5,000 for your wedding']));
    expect(requested).toEqual(['/com-ConcursoFooter.php?isResponsive=1']);
  });

  it.each([
    ['answers 500', () => new HttpResponse('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })],
    ['fails on the network', () => HttpResponse.error()],
    ['answers HTML without content', () => HttpResponse.html('<script>alert(1)</script>')],
  ])('a layer whose endpoint %s stays absent: no blank box, no console error', async (_what, answer) => {
    screenWidth(1280);
    server.use(http.get('*/community-promote-inbound-number', answer));
    await bootSlot();
    await waitFor(() => expect(layers()).toEqual(['Win $5,000 for your wedding', 'This year’s Couples’ Choice Awards']));
  });

  it('show each layer as it comes, in the server’s order, a slow one keeping none of the others waiting', async () => {
    screenWidth(1280);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/com-ConcursoFooter.php', async () => {
      await answered;
      return HttpResponse.html('<h2>Win $5,000 for your wedding</h2><p>Enter our monthly giveaway.</p>');
    }));
    await bootSlot();
    await waitFor(() => expect(layers()).toEqual(['Talk to a wedding expert', 'This year’s Couples’ Choice Awards']));
    answer();
    await waitFor(() => expect(layers()).toEqual(['Win $5,000 for your wedding', 'Talk to a wedding expert', 'This year’s Couples’ Choice Awards']));
  });

  it('when their code cannot load, ask for nothing and leave the slot empty, without a word', async () => {
    screenWidth(1280);
    vi.doMock('./show-layers', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const slot = await bootSlot();
      await new Promise((r) => setTimeout(r, 50));
      expect(requested).toEqual([]);
      expect(slot).toBeEmptyDOMElement();
    } finally {
      vi.doUnmock('./show-layers');
    }
  });

  it('all failing, the slot stays empty', async () => {
    screenWidth(1280);
    server.use(...PATHS.map((path) => http.get(`*${path}`, () => new HttpResponse(null, { status: 500 }))));
    const slot = await bootSlot();
    await waitFor(() => expect(requested).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 50));
    expect(slot).toBeEmptyDOMElement();
  });

  it('a layer that never answers leaves nothing behind when the page drops the slot', async () => {
    screenWidth(1280);
    server.use(...PATHS.map((path) => http.get(`*${path}`, async () => {
      await delay('infinite');
      return new HttpResponse(null);
    })));
    const slot = await bootSlot();
    await waitFor(() => expect(requested).toHaveLength(3));
    expect(slot).toBeEmptyDOMElement();
    slot!.remove();
  });
});
