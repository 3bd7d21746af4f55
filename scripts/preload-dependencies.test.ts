import { describe, expect, it } from 'vitest';
import { rewriteLazyImports, widgetList } from './preload-dependencies';

const chunk = (fileName: string, code: string, imports: string[] = [], dynamicImports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  code,
  isEntry: fileName === 'widgets.js',
  facadeModuleId,
  imports,
  dynamicImports,
});

describe('one wave per lazy import', () => {
  it("imports each lazy chunk through the helper, asking for its static imports with it (those the importer holds left out); the runtime defines the helper; the entry's one import asks for a fresh URL after each failure", () => {
    const chunks = [
      chunk('widgets.js', 'var r={runtime:()=>import(`./chunks/runtime-a.js`)};', [], ['chunks/runtime-a.js']),
      chunk('chunks/runtime-a.js', 'import{x}from"./shared-s.js";const w={header:()=>import(`./header-h.js`),tiles:()=>import("./tiles-t.js")};', ['chunks/shared-s.js'], ['chunks/header-h.js', 'chunks/tiles-t.js'], '/repo/src/boot/runtime.ts'),
      chunk('chunks/header-h.js', 'import"./react-r.js";import"./shared-s.js";', ['chunks/react-r.js', 'chunks/shared-s.js']),
      chunk('chunks/react-r.js', 'import"./scheduler-q.js";', ['chunks/scheduler-q.js']),
      chunk('chunks/scheduler-q.js', ''),
      chunk('chunks/shared-s.js', ''),
      chunk('chunks/tiles-t.js', 'import"./shared-s.js";', ['chunks/shared-s.js']),
    ];
    rewriteLazyImports(chunks);
    const [entry, runtime] = chunks;
    expect(entry!.code).toBe('let __wrf=0;var r={runtime:()=>import(`./chunks/runtime-a.js`+(__wrf?"?again="+__wrf:"")).catch(e=>{throw __wrf++,e})};');
    expect(runtime!.code.startsWith('typeof __wpl=="function"||(globalThis.__wpl=')).toBe(true);
    // React and what React imports come with the header, in the order they evaluate (a chunk after
    // its imports); the shared chunk is the runtime's already.
    expect(runtime!.code).toContain('header:()=>__wpl(import.meta.url,"header-h","scheduler-q,react-r")');
    // Nothing to preload: the import alone, through the helper.
    expect(runtime!.code).toContain('tiles:()=>__wpl(import.meta.url,"tiles-t")');
  });

  it('the helper preloads once per file, and imports a chunk from a fresh URL after each failure, then keeps the one that loaded', async () => {
    const chunks = [chunk('widgets.js', 'import(`./chunks/runtime-a.js`)', [], ['chunks/runtime-a.js']), chunk('chunks/runtime-a.js', '', [], [], '/repo/src/boot/runtime.ts')];
    rewriteLazyImports(chunks);
    const helper = chunks[1]!.code;
    const asked: string[] = [];
    const failing = new Set(['https://cdn.example/chunks/x.js', 'https://cdn.example/chunks/x.js?again=1']);
    const links: { rel: string; href: string; nonce?: string }[] = [];
    const page = {
      document: {
        querySelector: (selector: string) => (selector === 'script[nonce]' ? { nonce: 'n0nce' } : links.find((l) => selector.includes(`href="${l.href}"`)) ?? null),
        createElement: () => ({}) as { rel: string; href: string; nonce?: string },
        head: { append: (...added: { rel: string; href: string; nonce?: string }[]) => links.push(...added) },
      },
    };
    // The helper's text, run with a stand-in page and import().
    const define = new Function('globalThis', 'document', 'importChunk', helper.replaceAll('import(', 'importChunk('));
    const scope: { __wpl?: (b: string, f: string, d?: string) => Promise<unknown> } = {};
    define(scope, page.document, (url: string) => {
      asked.push(url);
      return failing.has(url) ? Promise.reject(new TypeError('error loading dynamically imported module')) : Promise.resolve({ url });
    });
    const base = 'https://cdn.example/chunks/runtime-a.js';
    await expect(scope.__wpl!(base, 'x', 'react-r')).rejects.toThrow(TypeError);
    await expect(scope.__wpl!(base, 'x', 'react-r')).rejects.toThrow(TypeError);
    await expect(scope.__wpl!(base, 'x')).resolves.toEqual({ url: 'https://cdn.example/chunks/x.js?again=2' });
    await expect(scope.__wpl!(base, 'x')).resolves.toEqual({ url: 'https://cdn.example/chunks/x.js?again=2' });
    // The dependency is evaluated first, once it has loaded; the chunk from a fresh URL after each failure.
    expect(asked).toEqual(['https://cdn.example/chunks/react-r.js', 'https://cdn.example/chunks/x.js', 'https://cdn.example/chunks/x.js?again=1', 'https://cdn.example/chunks/x.js?again=2', 'https://cdn.example/chunks/x.js?again=2']);
    // The chunk is preloaded with the import it waits for (one wave), each file once.
    expect(links).toEqual([
      { rel: 'modulepreload', href: 'https://cdn.example/chunks/react-r.js', nonce: 'n0nce' },
      { rel: 'modulepreload', href: 'https://cdn.example/chunks/x.js', nonce: 'n0nce' },
    ]);
  });

  it("evaluates a chunk's imports one by one, a task each, in the order given, then the chunk: several short tasks, not one long one; one that fails is left to the chunk's import", async () => {
    const chunks = [chunk('widgets.js', 'import(`./chunks/runtime-a.js`)', [], ['chunks/runtime-a.js']), chunk('chunks/runtime-a.js', '', [], [], '/repo/src/boot/runtime.ts')];
    rewriteLazyImports(chunks);
    const events: string[] = [];
    const page = { querySelector: () => null, createElement: () => ({}), head: { append: () => {} } };
    const define = new Function('globalThis', 'document', 'importChunk', 'MessageChannel', chunks[1]!.code.replaceAll('import(', 'importChunk('));
    const scope: { __wpl?: (b: string, f: string, d?: string) => Promise<unknown> } = {};
    // A message is a task of its own: the stand-in says when one is posted, and delivers it in a later task.
    class TaskMessages {
      port1: { onmessage?: () => void } = {};
      port2 = {
        postMessage: () => {
          events.push('a task');
          setTimeout(() => this.port1.onmessage?.());
        },
      };
    }
    define(
      scope,
      page,
      (url: string) => {
        const name = url.replace('https://cdn.example/chunks/', '');
        events.push(`import ${name}`);
        return name === 'gone.js' ? Promise.reject(new TypeError('error loading dynamically imported module')) : Promise.resolve({ name });
      },
      TaskMessages,
    );
    const base = 'https://cdn.example/chunks/runtime-a.js';
    await expect(scope.__wpl!(base, 'x', 'zod-z,gone,kit-k')).resolves.toEqual({ name: 'x.js' });
    expect(events).toEqual(['import zod-z.js', 'a task', 'import gone.js', 'a task', 'import kit-k.js', 'a task', 'import x.js']);
    // Those that loaded are not asked again (nor waited for); the one that failed is.
    events.length = 0;
    await expect(scope.__wpl!(base, 'y', 'zod-z,gone,kit-k')).resolves.toEqual({ name: 'y.js' });
    expect(events).toEqual(['import gone.js', 'a task', 'import y.js']);
  });

  it('defines the helper even where an element named __wpl (id="__wpl") clobbers the global', () => {
    const chunks = [chunk('widgets.js', 'import(`./chunks/runtime-a.js`)', [], ['chunks/runtime-a.js']), chunk('chunks/runtime-a.js', '', [], [], '/repo/src/boot/runtime.ts')];
    rewriteLazyImports(chunks);
    const clobbering = { tagName: 'IMG' };
    const scope: { __wpl?: unknown } = { __wpl: clobbering };
    new Function('globalThis', '__wpl', chunks[1]!.code)(scope, clobbering);
    expect(typeof scope.__wpl).toBe('function');
  });

  it('fails the build when there is no runtime chunk to define the helper', () => {
    expect(() => rewriteLazyImports([chunk('widgets.js', '')])).toThrow('no lazy runtime chunk');
  });
});

describe("the widgets' list the page prints (issue 23, item 4)", () => {
  const bundle = (table: string, runtimeImports = ['chunks/loaders-l.js']) => [
    chunk('widgets.js', 'import(`./chunks/runtime-a.js`)', [], ['chunks/runtime-a.js']),
    chunk('chunks/runtime-a.js', 'const t=()=>import("./loaders-l.js").then(m=>m.default);', [], runtimeImports, '/repo/src/boot/runtime.ts'),
    chunk('chunks/loaders-l.js', table, [], ['chunks/header-h.js', 'chunks/link-k.js', 'chunks/chat-c.js'], '/repo/src/boot/loaders.ts'),
    chunk('chunks/header-h.js', 'import"./react-r.js";', ['chunks/react-r.js']),
    chunk('chunks/react-r.js', ''),
    chunk('chunks/link-k.js', ''),
    chunk('chunks/chat-c.js', ''),
  ];

  it("lists each widget's chunk, the export it reads when not the module itself, and the chunks it imports; the runtime's one lazy import is the table", () => {
    const chunks = bundle('var e={header:()=>import("./header-h.js"),"lead-form-link":()=>import("./link-k.js").then(e=>e.t),chat:()=>import("./chat-c.js").then(e=>({default:e.default}))};export{e as default};');
    rewriteLazyImports(chunks);
    expect(chunks[1]!.code).toContain('__wpl(import.meta.url,"loaders-l")');
    expect(widgetList(chunks)).toEqual({ header: 'header-h,react-r', 'lead-form-link': 'link-k#t', chat: 'chat-c' });
  });

  it('fails the build when a widget is loaded by the runtime itself, the table imports a chunk statically, or a loader of the table is not read', () => {
    const inRuntime = bundle('var e={header:()=>import("./header-h.js")};export{e as default};', ['chunks/loaders-l.js', 'chunks/header-h.js']);
    rewriteLazyImports(inRuntime);
    expect(() => widgetList(inRuntime)).toThrow("the runtime's one lazy import should be the widgets' table");
    const holding = bundle('import"./react-r.js";var e={header:()=>import("./header-h.js")};export{e as default};');
    holding[2]!.imports = ['chunks/react-r.js'];
    rewriteLazyImports(holding);
    expect(() => widgetList(holding)).toThrow("the widgets' table imports chunks/react-r.js statically");
    const odd = bundle('var e={header:()=>import("./header-h.js").then(e=>e.default.x)};export{e as default};');
    rewriteLazyImports(odd);
    expect(() => widgetList(odd)).toThrow('read 0 of the 1 loaders');
  });
});
