import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The placement rule of the README ("Layout"), checked on the import graph of the sources.

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));
const LAYERS = ['api', 'boot', 'flows', 'lib', 'state', 'ui'];
/**
 * Modules only tests reach, each waiting for what the spec does not say (none now). The test
 * below fails when one of them is reached after all, so the list cannot go stale.
 */
const AWAITING_WIRING: string[] = [];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file).split('\\').join('/'));
}

const files = ['src', 'widgets', 'mocks', 'scripts', 'fixtures'].flatMap(sourcesUnder);
const known = new Set(files);

/** The files `file` imports (static and dynamic), resolved like the bundler does. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"?]+)/g)) {
    const base = normalize(join(dirname(file), match[1]!)).split('\\').join('/');
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate));
    if (target) found.push(target);
  }
  return found;
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Every file `entry` reaches through product imports (tests left out). */
function reach(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of graph.get(file) ?? []) if (!isTest(next)) queue.push(next);
  }
  return seen;
}

/** What a file belongs to: a widget, a flow or a layer of src. */
function owner(file: string): string {
  const [top, name, sub] = file.split('/');
  if (top === 'widgets') return `widget ${name}`;
  if (top === 'src' && name === 'flows') return `flow ${sub}`;
  return `${top}/${name}`;
}

const widgets = readdirSync(join(ROOT, 'widgets')).filter((name) => existsSync(join(ROOT, 'widgets', name, 'index.ts')));
const reachedBy = new Map<string, string[]>();
for (const widget of widgets) for (const file of reach(`widgets/${widget}/index.ts`)) reachedBy.set(file, [...(reachedBy.get(file) ?? []), widget]);

describe('where a file belongs (README, Layout)', () => {
  it('src holds only its layers', () => {
    expect(readdirSync(join(ROOT, 'src')).sort()).toEqual(LAYERS);
  });

  it('no widget imports another widget, and no flow another flow', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => owner(target) !== owner(file))
        .filter((target) => (owner(target).startsWith('widget ') && !file.startsWith('src/boot/')) || (owner(target).startsWith('flow ') && owner(file).startsWith('flow ')))
        .filter(() => file.startsWith('src/') || file.startsWith('widgets/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('a src file outside api, lib and boot serves two widgets or more', () => {
    const single = files
      .filter((file) => file.startsWith('src/') && !isTest(file) && !/^src\/(api|lib|boot)\//.test(file) && !AWAITING_WIRING.includes(file))
      .map((file) => [file, reachedBy.get(file) ?? []] as const)
      .filter(([, by]) => by.length < 2)
      .map(([file, by]) => `${file}: ${by.join(', ') || 'no widget'}`);
    expect(single).toEqual([]);
  });

  it('nothing in src is reached only by tests', () => {
    const entry = reach('src/boot/entry.ts');
    const reachedFromPages = new Set([...entry, ...widgets.flatMap((widget) => [...reach(`widgets/${widget}/index.ts`)])]);
    // Pages that are not widgets: the storage hub's page and the preview's stand-ins import these.
    const orphans = files.filter((file) => file.startsWith('src/') && !isTest(file) && !reachedFromPages.has(file) && !file.endsWith('/types.ts'));
    const byTooling = (file: string) => [...graph].some(([from, targets]) => !from.startsWith('src/') && !from.startsWith('widgets/') && !isTest(from) && targets.includes(file));
    expect(orphans.filter((file) => !AWAITING_WIRING.includes(file) && !byTooling(file))).toEqual([]);
    expect(AWAITING_WIRING.filter((file) => !orphans.includes(file))).toEqual([]);
  });

  it('product code imports the module it needs, never an index that names several (its chunk would import every one: React for a form rule)', () => {
    const throughIndex = [...graph]
      .filter(([file]) => /^(src|widgets)\//.test(file) && !isTest(file))
      // A flow's index is its lazily loaded entry, not a list.
      .flatMap(([file, targets]) => targets.filter((target) => /^src\/(?!flows\/[a-z-]+\/index)(.+\/)?index\.tsx?$/.test(target)).map((target) => `${file} -> ${target}`));
    expect(throughIndex).toEqual([]);
  });

  it('test helpers that start the stand-in live in mocks/', () => {
    const helpers = files.filter((file) => /^(src|widgets)\//.test(file) && !isTest(file) && (graph.get(file) ?? []).some((target) => target.startsWith('mocks/')));
    expect(helpers).toEqual([]);
  });
});
