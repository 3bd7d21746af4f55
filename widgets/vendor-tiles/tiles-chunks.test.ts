import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { fakeIntersectionObserver, useMockBackend, writeSiteConfig } from '../../mocks/testing';

// A listing's tiles when their code cannot load (offline, or a deploy removed the chunks): each
// chunk is tried once more; then a tap on a deal goes to the deal's own page (its href), and the
// tiles stay the server's links, asked again on the next use. Never an unhandled rejection.

useMockBackend();

const DEAL_HREF = 'http://localhost:3000/biz/rosewood-estate-1000.html#deals';
const LIST = `<ul class="tile-grid" data-widget="vendor-tiles" data-hydrate="load" data-list="listing">
<li class="vendor-tile" data-vendor-id="1000" data-storefront-id="5000"><div class="vendor-tile__media"><div class="tile-gallery"></div>
<a class="badge badge--deal vendor-tile__deal" href="/biz/rosewood-estate-1000.html#deals" data-deal>Deal<span class="visually-hidden"> from Rosewood Estate</span></a></div>
<a class="vendor-tile__link" href="/biz/rosewood-estate-1000.html">Rosewood Estate</a></li></ul>`;
const lost = () => new Error('Failed to fetch dynamically imported module');

/** How many more loads of the tiles chunk fail (a mock of it, in the fresh modules of `freshModules`). */
const tilesLost = { count: 0 };

/**
 * Each test boots fresh modules: the tiles chunk not loaded yet, failing as long as `tilesLost`
 * says (the enhancer, on every listing before interaction, carries no seam for it), and the
 * deal's loader (`dealChunk`) of the tiles module this boot loads.
 */
async function freshModules() {
  vi.resetModules();
  vi.doMock('./tiles', async (importOriginal) => {
    if (tilesLost.count > 0 && tilesLost.count--) throw lost();
    return importOriginal();
  });
  const [{ registry }, { startWidgets }] = await Promise.all([import('../../src/boot/registry'), import('../../src/boot/scanner')]);
  return { registry, startWidgets, dealChunk: async () => (await import('./tiles')).dealChunk };
}
let modules: Awaited<ReturnType<typeof freshModules>>;

let stop = () => {};
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let show: ReturnType<typeof fakeIntersectionObserver>;

beforeEach(async () => {
  modules = await freshModules();
  writeSiteConfig({ country: 'ES' });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  show = fakeIntersectionObserver();
});

afterEach(async () => {
  vi.doUnmock('./tiles');
  tilesLost.count = 0;
  stop();
  // The hosts (a deal's tooltip) of this test's fresh modules, which the setup's own copy does not
  // know: they go now, not when the file's window has closed (React wrote into a closed window).
  (await import('../../src/ui/host/mount-host')).unmountUiHosts();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function mountList() {
  document.body.innerHTML = LIST;
  stop = modules.startWidgets(document, modules.registry);
  await waitFor(() => expect(document.querySelector('[data-widget]')).toHaveAttribute('data-widget-state', 'mounted'));
  return document.querySelector<HTMLElement>('.tile-grid')!;
}

/** Phones and touch-only screens: a tap on a deal opens its tooltip (tap-mode.ts). */
function tapMode() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
}

const deal = () => screen.getByRole('link', { name: 'Deal from Rosewood Estate' });

/** Until the tiles' code is running: the tile in view is enhanced. */
async function tilesEnhanced(list: HTMLElement) {
  await waitFor(() => {
    show(() => ({ isIntersecting: true, intersectionRatio: 1 }));
    expect(list.querySelector('.vendor-tile')).toHaveAttribute('data-tile-enhanced');
  });
}

describe('the tiles chunk', () => {
  it('enhances the tiles when it fails once: it is tried again', async () => {
    const list = await mountList();
    tilesLost.count = 1;
    fireEvent.pointerOver(list);
    await tilesEnhanced(list);
    expect(tilesLost.count).toBe(0);
  });

  it('failing twice, a deal tapped meanwhile goes to its own page, and the next use asks again', async () => {
    expectConsole('error', /Widget "vendor-tiles": the tiles could not load/);
    const list = await mountList();
    tilesLost.count = 3;
    fireEvent.click(deal());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DEAL_HREF));
    expect(tilesLost.count).toBe(1);
    // Asked again: the third load fails, the one more loads it.
    fireEvent.pointerOver(list);
    await tilesEnhanced(list);
    expect(tilesLost.count).toBe(0);
  });
});

describe('the deal tooltip chunk', () => {
  it('opens the tooltip on a tap when it fails once: it is tried again', async () => {
    tapMode();
    const load = vi.spyOn(await modules.dealChunk(), 'load').mockRejectedValueOnce(lost());
    await mountList();
    fireEvent.click(deal());
    // Taken: the badge is busy while the code comes.
    expect(deal()).toHaveAttribute('aria-busy', 'true');
    // The deal's code took the badge over: its tooltip shows.
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('failing twice after a tap, goes to the deal’s own page (its href)', async () => {
    expectConsole('error', /Widget "vendor-tiles": the deal could not load/);
    tapMode();
    vi.spyOn(await modules.dealChunk(), 'load').mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    await mountList();
    fireEvent.click(deal());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DEAL_HREF));
    expect(deal()).not.toHaveAttribute('aria-busy');
  });

  it('failing twice when pointed at, stays the plain link and asks again the next time', async () => {
    expectConsole('error', /Widget "vendor-tiles": the deal could not load/);
    const load = vi.spyOn(await modules.dealChunk(), 'load').mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    const list = await mountList();
    fireEvent.pointerOver(list);
    await tilesEnhanced(list);
    fireEvent.pointerOver(deal());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(deal()).not.toHaveAttribute('data-deal-open'));
    expect(assign).not.toHaveBeenCalled();
    fireEvent.pointerOver(deal());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
