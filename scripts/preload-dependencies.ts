import { posix } from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkLike as BudgetChunk } from './bundle-budget.ts';

/** What the plugin reads of a chunk of the bundle: what the budget check reads, and its lazy imports. */
interface ChunkLike extends Omit<BudgetChunk, 'moduleIds'> {
  dynamicImports: string[];
}

const PRELOAD = '__wpl';
/** The helper's calling convention (HELPER): `f` and `d` without `./` and `.js`, `d` joined with commas. */
const CALLING_CONVENTION = 'wpl-3';
/** The entry's count of failed loads of the runtime chunk. */
const RUNTIME_FAILURES = '__wrf';
/**
 * Imports chunk `f` (a path relative to `b`, the calling chunk's URL, without its `.js`), asking
 * at the same moment for `d`, the chunks it imports statically (the same, joined with commas: a
 * few bytes less per chunk in every list, which every page's first load carries), as
 * `<link rel="modulepreload">`s: fetched and compiled, not run; once per file (remembered, not looked up in the page); with the page's
 * script nonce, so a strict CSP lets them through; all of them added to the head at once. Defined once, by the lazy runtime, which runs before any other chunk that imports
 * lazily (every widget's chunk is loaded through it); an element with the id `__wpl` (which
 * the window names so) does not stop it.
 *
 * Then it imports those of `d` it has not imported yet one by one, in the order the chunk would
 * evaluate them, a task each (a message, which a background tab does not throttle), and `f`
 * last, preloaded with them (same wave): the chunks of a widget evaluate as several short tasks,
 * not one long one (the lead form page's 41-45 ms at 4x CPU: zod, the form kit and the form).
 * One that fails is left to `f`'s import, which fails for it.
 *
 * After a failure, the next import of `f` asks for another URL (`?again=n`): Firefox keeps a
 * failed module fetch for the page's life (whatwg/html#10327 is not in Firefox ESR 153), and a
 * navigation that ends in a 204 or a download has cancelled every import under way. Once one
 * URL has loaded, every later import uses it: one module instance.
 */
const HELPER = `typeof ${PRELOAD}=="function"||(globalThis.${PRELOAD}=((t,p,e,y)=>async(b,f,d="")=>{const s=document.querySelector("script[nonce]"),h=new URL(f+".js",b).href,n=t.get(h)|0,m=n?h+"?again="+n:h,u=(d?d.split(","):[]).map(g=>new URL(g+".js",b).href).filter(g=>!e.has(g)),a=[];for(const g of u.length?[...u,m]:[]){if(p.has(g))continue;p.add(g);const l=document.createElement("link");l.rel="modulepreload";l.href=g;if(s)l.nonce=s.nonce;a.push(l)}if(a.length)document.head.append(...a);for(const g of u)await import(g).then(()=>e.add(g),()=>{}).then(y);return import(m).catch(x=>{t.set(h,n+1);throw x})})(new Map,new Set,new Set,()=>new Promise(r=>{const c=new MessageChannel;c.port1.onmessage=r;c.port2.postMessage(0)})));`;

/**
 * Every chunk `file` imports statically, directly or through another, in the order the browser
 * evaluates them (depth first, each chunk's imports in their order, a chunk after its imports).
 */
function evaluationOrder(chunks: Map<string, ChunkLike>, file: string, seen = new Set<string>(), order: string[] = []): string[] {
  for (const dep of chunks.get(file)?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    evaluationOrder(chunks, dep, seen, order);
    order.push(dep);
  }
  return order;
}

/**
 * Rewrites each lazy chunk's `import('./x.js')` into the helper's `__wpl(import.meta.url, './x.js',
 * deps)`, so that x's static imports are asked for at the same moment as x, in one wave: without
 * it the browser finds them only once x is parsed (a widget's chunk, then React and the shared
 * chunk, then the part it opens: three round trips on a phone). Vite's own preload helper does
 * this in an app build; library mode (vite.config.ts) leaves it out. Only chunks the importer
 * does not hold already are preloaded. Every lazy import goes through the helper, which also
 * asks for another URL after a failure (see HELPER).
 *
 * The entry keeps its one import, the runtime, as it is (it comes a wave before the widget's
 * chunk anyway, and the entry stays tiny), with the same fresh URL after each failure.
 */
export function rewriteLazyImports(chunks: ChunkLike[]): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of chunks) {
    if (chunk.isEntry || !chunk.dynamicImports.length) continue;
    const here = posix.dirname(chunk.fileName);
    const held = new Set(evaluationOrder(byFile, chunk.fileName)).add(chunk.fileName);
    chunk.code = chunk.code.replace(/import\((["'`])\.\/([^"'`]+)\1\)/g, (call, _quote: string, relative: string) => {
      const target = posix.join(here, relative);
      if (!byFile.has(target)) return call;
      const bare = (file: string) => file.replace(/\.js$/, '');
      const deps = evaluationOrder(byFile, target).filter((dep) => !held.has(dep)).map((dep) => bare(posix.relative(here, dep)));
      return `${PRELOAD}(import.meta.url,${JSON.stringify(bare(relative))}${deps.length ? `,${JSON.stringify(deps.join(','))}` : ''})`;
    });
  }
  // The lazy runtime is the entry's one lazy import (its chunk also holds rolldown's helpers, so
  // it is not named after src/boot/runtime.ts alone).
  const entry = chunks.find((chunk) => chunk.isEntry);
  const runtime = entry?.dynamicImports.length === 1 ? byFile.get(entry.dynamicImports[0]!) : undefined;
  if (!entry || !runtime) throw new Error('preload-dependencies: no lazy runtime chunk (the entry\'s one lazy import), which defines the preload helper.');
  runtime.code = HELPER + runtime.code;
  const f = RUNTIME_FAILURES;
  let found = 0;
  entry.code = entry.code.replace(/import\((`[^`]+`|"[^"]+"|'[^']+')\)/g, (_call, path: string) => {
    found += 1;
    return `import(${path}+(${f}?"?again="+${f}:"")).catch(e=>{throw ${f}++,e})`;
  });
  if (found !== 1) throw new Error(`preload-dependencies: the entry should import the runtime once, found ${found} imports.`);
  entry.code = `let ${f}=0;${entry.code}`;
}

/** Where the build writes each widget's chunks for the PHP helper (scripts/php/widgets.php), beside Vite's manifest. */
export const WIDGET_LIST = '.vite/widgets.json';

/** A loader of the whole table once rewritten: `name:()=>__wpl(import.meta.url,"chunk","deps")`, then what it reads of the chunk. */
const LOADER = /(?:"([\w-]+)"|([\w$]+)):\(\)=>__wpl\(import\.meta\.url,"([\w-]+)"(?:,"([\w,-]*)")?\)(?:\.then\(\(?(\w+)\)?=>(?:\5\.(\w+)|\(\{default:\5\.default\}\))\))?(?=[,}])/g;

/**
 * Each widget's chunks as the page lists them for the runtime (src/boot/runtime.ts,
 * `pageLoaders`): `{"header":"header-h,react-r"}`, the widget's chunk (with `#t` when its code is
 * the chunk's export `t`), then its static imports, names beside the runtime's chunk. Read from
 * the whole table (src/boot/loaders.ts) once its imports are rewritten; the runtime's one lazy
 * import must be that table, so a widget added to it adds nothing to the runtime.
 */
export function widgetList(chunks: ChunkLike[]): Record<string, string> {
  const table = chunks.find((chunk) => /[\\/]src[\\/]boot[\\/]loaders\.ts$/.test(chunk.facadeModuleId ?? ''));
  const runtime = chunks.find((chunk) => /[\\/]src[\\/]boot[\\/]runtime\.ts$/.test(chunk.facadeModuleId ?? '') || chunk.code.startsWith(HELPER));
  if (!table || !runtime) throw new Error('preload-dependencies: no chunk of its own for src/boot/loaders.ts, or no runtime chunk.');
  if (runtime.dynamicImports.join() !== table.fileName) throw new Error(`preload-dependencies: the runtime's one lazy import should be the widgets' table (${table.fileName}), found ${runtime.dynamicImports.join(', ') || 'none'}: a widget in the runtime costs every page with a widget.`);
  if (posix.dirname(table.fileName) !== posix.dirname(runtime.fileName)) throw new Error('preload-dependencies: the widgets\' table and the runtime should be in one folder.');
  // Each loader's list leaves out what its importer holds: the table must hold nothing, or the page's lists would miss it.
  if (table.imports.length) throw new Error(`preload-dependencies: the widgets' table imports ${table.imports.join(', ')} statically; it must import nothing, or each widget's list would leave those chunks out.`);
  const list: Record<string, string> = {};
  for (const [, quoted, bare, file, deps, , part] of table.code.matchAll(LOADER)) list[(quoted ?? bare)!] = `${file}${part ? `#${part}` : ''}${deps ? `,${deps}` : ''}`;
  const calls = table.code.split('__wpl(').length - 1;
  if (Object.keys(list).length !== calls) throw new Error(`preload-dependencies: read ${Object.keys(list).length} of the ${calls} loaders in ${table.fileName}; the table's shape changed.`);
  return list;
}

/** The Vite plugin: runs on the final chunks, before the budget check measures them. */
export function preloadDependencies(): Plugin {
  return {
    name: 'preload-dependencies',
    apply: 'build',
    // The rewrite comes after the chunks' names were hashed: the helper's calling convention is
    // in every name, so that a page never pairs a runtime and a chunk of two conventions (a
    // chunk cached for good under a name that did not change). Change it with the convention.
    augmentChunkHash: () => CALLING_CONVENTION,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk');
      rewriteLazyImports(chunks);
      this.emitFile({ type: 'asset', fileName: WIDGET_LIST, source: `${JSON.stringify(widgetList(chunks), null, 1)}\n` });
    },
  };
}
