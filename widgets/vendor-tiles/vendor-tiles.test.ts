import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { sentAnalytics } from '../../src/lib/analytics';
import { IMPRESSION_IDLE_MS } from '../../src/lib/impressions';
import { readValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { writeSessionTracking } from '../../src/lib/tracking-cookies';
import { fakeIntersectionObserver, writeSiteConfig } from '../../mocks/testing';

/** Tiles as the PHP listing prints them, in a list the widget enhances. */
function listingHtml(count: number, broken = ''): string {
  const tiles = Array.from(
    { length: count },
    (_, i) => `<li class="vendor-tile" data-vendor-id="${1000 + i}" data-storefront-id="${5000 + i}" data-name="Vendor ${i + 1}" data-position="${i + 1}" data-brand="${i % 2 ? 'free' : 'premium'}"><a href="/biz/${1000 + i}">Vendor ${i + 1}</a></li>`,
  ).join('');
  return `<ul class="tile-grid" data-widget="vendor-tiles" data-hydrate="load" data-list="listing">${tiles}${broken}</ul>`;
}

/** IntersectionObserver driven by the test: `show(...positions)` brings those tiles half into view. */
function fakeViewport() {
  const report = fakeIntersectionObserver();
  return (ratio: number, ...positions: number[]) =>
    report((tile) => (positions.includes(Number((tile as HTMLElement).dataset.position)) ? { isIntersecting: ratio > 0, intersectionRatio: ratio } : undefined));
}

/** The vendor ids of each impression batch the analytics service got (its dataLayer). */
function batches(): number[][] {
  return (window.dataLayer ?? [])
    .filter((hit): hit is { event: string; ecommerce: { items: { vendorId: number }[] } } => (hit as { event?: string }).event === 'view_item_list')
    .map((hit) => hit.ecommerce.items.map((item) => item.vendorId));
}

let stop = () => {};
const mounted = async () => waitFor(() => expect(document.querySelector('[data-widget]')).toHaveAttribute('data-widget-state', 'mounted'));

beforeEach(() => {
  window.dataLayer = [];
  delete window.ga;
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('vendor tile impressions', () => {
  it('sends 9 tiles seen in the US in batches of 4, 4, then 1 after 60 s idle, to both services', async () => {
    writeSiteConfig({ country: 'US', reduced: 'listing' });
    const show = fakeViewport();
    document.body.innerHTML = listingHtml(12);
    stop = startWidgets(document, registry);
    await mounted();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    show(0.3, 1, 2, 3);
    expect(batches()).toEqual([]);
    show(0.6, 1, 2, 3);
    show(1, 1, 2, 3, 4, 5);
    show(0.5, 6, 7, 8, 9);
    expect(batches()).toEqual([
      [1000, 1001, 1002, 1003],
      [1004, 1005, 1006, 1007],
    ]);
    vi.advanceTimersByTime(IMPRESSION_IDLE_MS - 1);
    expect(batches()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(batches()).toEqual([
      [1000, 1001, 1002, 1003],
      [1004, 1005, 1006, 1007],
      [1008],
    ]);
    const [first] = (window.dataLayer ?? []) as { ecommerce: { items: unknown[] }; reduced: string }[];
    expect(first!.reduced).toBe('listing');
    expect(first!.ecommerce.items[0]).toEqual({ vendorId: 1000, storefrontId: 5000, name: 'Vendor 1', position: 1, brand: 'premium', list: 'listing' });
    const legacy = (window.ga?.q ?? []).map(([command, hit]) => [command, (hit as { eventAction: string }).eventAction]);
    expect(legacy).toEqual([
      ['send', 'view_item_list'],
      ['send', 'view_item_list'],
      ['send', 'view_item_list'],
    ]);
  });

  it('counts a tile once, skips a tile the server wrote malformed, and sends what waits when the page is left', async () => {
    writeSiteConfig({ country: 'CA' });
    const show = fakeViewport();
    document.body.innerHTML = listingHtml(2, '<li data-vendor-id="x" data-position="3" data-name="" data-brand="gold">Broken</li>');
    stop = startWidgets(document, registry);
    await mounted();
    show(1, 1, 1, 2, 3);
    show(1, 1);
    expect(batches()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(batches()).toEqual([[1000, 1001]]);
  });

  it.each(['ES', 'BR', 'IN', 'GB', 'IE'])('sends nothing in %s', async (country) => {
    writeSiteConfig({ country });
    const show = fakeViewport();
    const before = sentAnalytics().length;
    document.body.innerHTML = listingHtml(9);
    stop = startWidgets(document, registry);
    await mounted();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    show(1, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    vi.advanceTimersByTime(IMPRESSION_IDLE_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(batches()).toEqual([]);
    expect(sentAnalytics().length).toBe(before);
  });
});

describe('the session tracking cookie pt (spec §3): the listing a tile was clicked on', () => {
  afterEach(() => {
    document.cookie = 'pt=; path=/; max-age=-1';
    sessionStorage.clear();
  });

  /** What the next lead writes to pt: the listing kept for the session. */
  const kept = () => {
    writeSessionTracking();
    return readValue(storedValues.sessionTracking);
  };

  it('is kept at the first use of a listing’s tiles (a pointer over them), with no cookie written: the listing type, the listing, where the person goes on from, the reduced name', async () => {
    writeSiteConfig({ country: 'ES', reduced: 'listing' });
    fakeViewport();
    document.body.innerHTML = listingHtml(3).replace('data-list="listing"', 'data-list="listing" data-listing-type="sector" data-listing-id="fotografos-madrid"');
    stop = startWidgets(document, registry);
    await mounted();
    expect(sessionStorage.getItem('pt')).toBeNull();
    // No cookie: a cookie written keeps the no-store page out of the back/forward cache.
    const set = vi.spyOn(document, 'cookie', 'set');
    document.querySelector('.vendor-tile')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    // Kept in the task after the pointer's event.
    await new Promise((resolve) => setTimeout(resolve));
    expect(set).not.toHaveBeenCalled();
    expect(kept()).toEqual({ t: 'sector', l: location.pathname, o: location.href, r: 'listing' });
  });

  it('is not written by a list that is not a listing (a storefront’s similar vendors)', async () => {
    writeSiteConfig({ country: 'ES', reduced: 'storefront' });
    fakeViewport();
    document.body.innerHTML = listingHtml(3).replace('data-list="listing"', 'data-list="storefront similar"');
    stop = startWidgets(document, registry);
    await mounted();
    document.querySelector('.vendor-tile')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(kept()).toBeUndefined();
  });
});
