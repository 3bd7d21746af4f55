import { describe, expect, it } from 'vitest';
import { bundleSources, siteStylesheet, withoutComments } from '../../scripts/bundle-sources';

const stylesheets = bundleSources('.css');
const tokensCss = stylesheets['/src/ui/tokens.css'] ?? '';
const tokens = new Map([...tokensCss.matchAll(/^\s*(--ui-[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name ?? '', value?.trim() ?? '']));
const others = Object.entries(stylesheets).filter(([path]) => path !== '/src/ui/tokens.css');
/** Components, not tests: what adopts the stylesheets. */
const scripts = Object.entries(bundleSources('.ts', '.tsx')).filter(([path]) => !/\.test\.tsx?$|\.testing\.ts$/.test(path));

/** WCAG relative luminance of a #rrggbb or #rgb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (d) => d + d) : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(tokens.get(foreground) ?? ''), luminance(tokens.get(background) ?? '')].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('colour tokens', () => {
  it.each(others.map(([path]) => path))('%s has no colour of its own', (path) => {
    const css = withoutComments(stylesheets[path] ?? '');
    // A data: URL's own colours (%23…) are out of reach of custom properties; everything else is a token.
    expect(css.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi)).toBeNull();
  });

  it.each(others.map(([path]) => path))('%s reads only tokens that tokens.css defines', (path) => {
    const used = [...(stylesheets[path] ?? '').matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name ?? '');
    expect(used.filter((name) => !tokens.has(name))).toEqual([]);
  });

  it('reads none of the legacy site’s own variables', () => {
    const siteVariables = new Set([...siteStylesheet().matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name));
    expect(siteVariables.size).toBeGreaterThan(0);
    const read = Object.values(stylesheets).flatMap((css) => [...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
    expect(read.filter((name) => siteVariables.has(name))).toEqual([]);
  });

  /** The stylesheets a script adopts (`import x from './x.css?inline'`), by path. */
  const adoptedBy = (path: string, source: string) =>
    [...source.matchAll(/^import (\w+) from '([^']+\.css)\?inline';$/gm)].map(([, name, target]) => ({
      name: name ?? '',
      path: new URL(target ?? '', `file://${path}`).pathname,
    }));
  const readers = scripts.filter(([path, source]) => adoptedBy(path, source).some((sheet) => /var\(--ui-/.test(stylesheets[sheet.path] ?? '')));

  it.each(readers.map(([path]) => path))('%s adopts tokens.css with the stylesheets that read it', (path) => {
    const source = scripts.find(([file]) => file === path)?.[1] ?? '';
    const imported = adoptedBy(path, source);
    const tokensImport = imported.find((sheet) => sheet.path === '/src/ui/tokens.css');
    expect(tokensImport).toBeDefined();
    // One id on every page, so the sheet goes in once whichever widget comes first.
    expect(source).toContain(`['ui-tokens', ${tokensImport?.name}]`);
  });

  it.each([
    ['--ui-text', '--ui-surface', 4.5],
    ['--ui-text', '--ui-surface-muted', 4.5],
    ['--ui-text-muted', '--ui-surface', 4.5],
    ['--ui-text-muted', '--ui-surface-muted', 4.5],
    ['--ui-inverse-text', '--ui-text-muted', 4.5],
    ['--ui-accent', '--ui-surface', 4.5],
    ['--ui-accent', '--ui-accent-soft', 4.5],
    ['--ui-inverse-text', '--ui-accent', 4.5],
    ['--ui-accent-strong', '--ui-surface', 4.5],
    ['--ui-error', '--ui-surface', 4.5],
    ['--ui-error', '--ui-error-soft', 4.5],
    ['--ui-error-strong', '--ui-error-soft', 4.5],
    ['--ui-success', '--ui-success-soft', 4.5],
    ['--ui-inverse-text', '--ui-inverse-surface', 4.5],
    ['--ui-inverse-success', '--ui-inverse-surface', 3],
    ['--ui-inverse-error', '--ui-inverse-surface', 3],
    ['--ui-border-strong', '--ui-surface', 3],
  ])('%s on %s has a contrast of at least %d:1 (WCAG AA)', (foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
