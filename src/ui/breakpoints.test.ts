import { afterEach, describe, expect, it } from 'vitest';
import { BREAKPOINTS, MEDIA } from './breakpoints';
import { bundleSources } from '../../scripts/bundle-sources';

// Read from disk: Vitest hands CSS imports to tests empty, `?raw` ones too.
const stylesheets = bundleSources('.css');
const breakpointsCss = stylesheets['/src/ui/breakpoints.css'] ?? '';

const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM;

const customMedia = new Map([...breakpointsCss.matchAll(/@custom-media\s+--([\w-]+)\s+([^;]+);/g)].map(([, name, query]) => [name, query?.trim()]));

describe('breakpoints', () => {
  afterEach(() => {
    happyDom.setViewport({ width: 1024 });
  });

  it('gives CSS the same queries as scripts', () => {
    expect(Object.fromEntries(customMedia)).toEqual(MEDIA);
  });

  it.each([
    [MEDIA.phone, BREAKPOINTS.phone],
    [MEDIA.mobile, BREAKPOINTS.tablet],
  ])('%s holds for every width under %i px and none from it', (query, edge) => {
    const matchesAt = (width: number) => {
      happyDom.setViewport({ width });
      return matchMedia(query).matches;
    };
    expect([matchesAt(320), matchesAt(edge - 1), matchesAt(edge - 0.5), matchesAt(edge), matchesAt(edge + 1)]).toEqual([true, true, true, false, false]);
  });

  it.each(Object.keys(stylesheets).filter((path) => !path.endsWith('/breakpoints.css')))('%s takes its widths from breakpoints.css', (path) => {
    const css = stylesheets[path] ?? '';
    // A width typed again would drift from the spec's edges (767, 767.98 and 768 all lived here once).
    expect(css).not.toMatch(/@media[^{]*\b(min|max)-width|@media[^{]*\bwidth\s*[<>]/);
    const preludes = [...css.matchAll(/@media([^{]*)\{/g)].map(([, prelude]) => prelude ?? '');
    const used = preludes.flatMap((prelude) => [...prelude.matchAll(/\(--([\w-]+)\)/g)].map(([, name]) => name));
    if (used.length === 0) return;
    const imports = [...css.matchAll(/^@import '([^']+)';$/gm)].map(([, target]) => new URL(target ?? '', `file://${path}`).pathname);
    expect(imports).toContain('/src/ui/breakpoints.css');
    for (const name of used) expect(customMedia.has(name ?? '')).toBe(true);
    // `not all and (min-width: …)` cannot take more conditions after it: `(--mobile) and (hover: none)` would negate both.
    for (const prelude of preludes) expect(prelude).not.toMatch(/\(--[\w-]+\)\s+and\b/);
  });
});
