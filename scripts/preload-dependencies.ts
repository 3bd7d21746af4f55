import { posix } from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkLike as BudgetChunk } from './bundle-budget.ts';

/** What the plugin reads of a chunk of the bundle: what the budget check reads, and its lazy imports. */
interface ChunkLike extends Omit<BudgetChunk, 'moduleIds'> {
  dynamicImports: string[];
}

const PRELOAD = '__wpl';
/**
 * Asks for each chunk (`d`: paths relative to `b`, the calling chunk's URL) as a
 * `<link rel="modulepreload">`: fetched and compiled, not run; once per file; with the page's
 * script nonce, so a strict CSP lets it through. Defined once, by the lazy runtime, which runs
 * before any other chunk that imports lazily (every widget's chunk is loaded through it).
 */
const HELPER = `globalThis.${PRELOAD}??=(b,d)=>{for(const f of d){const h=new URL(f,b).href;if(document.querySelector(\`link[rel="modulepreload"][href="\${h}"]\`))continue;const l=document.createElement("link");l.rel="modulepreload";l.href=h;const n=document.querySelector("script[nonce]");if(n)l.nonce=n.nonce;document.head.append(l)}};`;

/** Every chunk `file` imports statically, directly or through another. */
function staticClosure(chunks: Map<string, ChunkLike>, file: string, seen = new Set<string>()): Set<string> {
  for (const dep of chunks.get(file)?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticClosure(chunks, dep, seen);
  }
  return seen;
}

/**
 * Rewrites each lazy chunk's `import('./x.js')` so that x's static imports are asked for at the
 * same moment as x, in one wave: without it the browser finds them only once x is parsed (a
 * widget's chunk, then React and the shared chunk, then the part it opens: three round trips on
 * a phone). Vite's own preload helper does this in an app build; library mode (vite.config.ts)
 * leaves it out. The entry is left as it is: its one import, the runtime, comes a wave before
 * the widget's chunk anyway, and the entry stays tiny. Only chunks the importer does not hold
 * already are preloaded.
 */
export function rewriteLazyImports(chunks: ChunkLike[]): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of chunks) {
    if (chunk.isEntry || !chunk.dynamicImports.length) continue;
    const here = posix.dirname(chunk.fileName);
    const held = staticClosure(byFile, chunk.fileName).add(chunk.fileName);
    chunk.code = chunk.code.replace(/import\((["'`])\.\/([^"'`]+)\1\)/g, (call, _quote: string, relative: string) => {
      const target = posix.join(here, relative);
      if (!byFile.has(target)) return call;
      const deps = [...staticClosure(byFile, target)].filter((dep) => !held.has(dep)).map((dep) => `./${posix.relative(here, dep)}`);
      return deps.length ? `(${PRELOAD}(import.meta.url,${JSON.stringify(deps)}),${call})` : call;
    });
  }
  // The lazy runtime is the entry's one lazy import (its chunk also holds rolldown's helpers, so
  // it is not named after src/boot/runtime.ts alone).
  const entry = chunks.find((chunk) => chunk.isEntry);
  const runtime = entry?.dynamicImports.length === 1 ? byFile.get(entry.dynamicImports[0]!) : undefined;
  if (!runtime) throw new Error('preload-dependencies: no lazy runtime chunk (the entry\'s one lazy import), which defines the preload helper.');
  runtime.code = HELPER + runtime.code;
}

/** The Vite plugin: runs on the final chunks, before the budget check measures them. */
export function preloadDependencies(): Plugin {
  return {
    name: 'preload-dependencies',
    apply: 'build',
    generateBundle(_options, bundle) {
      rewriteLazyImports(Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk'));
    },
  };
}
