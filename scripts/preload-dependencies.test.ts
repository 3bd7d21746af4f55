import { describe, expect, it } from 'vitest';
import { rewriteLazyImports } from './preload-dependencies';

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
  it("asks for a lazy chunk's static imports with it, those the importer holds left out; the runtime defines the helper, the entry is left alone", () => {
    const chunks = [
      chunk('widgets.js', 'import(`./chunks/runtime-a.js`)', [], ['chunks/runtime-a.js']),
      chunk('chunks/runtime-a.js', 'import{x}from"./shared-s.js";const w={header:()=>import(`./header-h.js`),tiles:()=>import("./tiles-t.js")};', ['chunks/shared-s.js'], ['chunks/header-h.js', 'chunks/tiles-t.js'], '/repo/src/boot/runtime.ts'),
      chunk('chunks/header-h.js', 'import"./react-r.js";import"./shared-s.js";', ['chunks/react-r.js', 'chunks/shared-s.js']),
      chunk('chunks/react-r.js', 'import"./scheduler-q.js";', ['chunks/scheduler-q.js']),
      chunk('chunks/scheduler-q.js', ''),
      chunk('chunks/shared-s.js', ''),
      chunk('chunks/tiles-t.js', 'import"./shared-s.js";', ['chunks/shared-s.js']),
    ];
    rewriteLazyImports(chunks);
    const [entry, runtime] = chunks;
    expect(entry!.code).toBe('import(`./chunks/runtime-a.js`)');
    expect(runtime!.code.startsWith('globalThis.__wpl??=')).toBe(true);
    // React and what React imports come with the header; the shared chunk is the runtime's already.
    expect(runtime!.code).toContain('header:()=>(__wpl(import.meta.url,["./react-r.js","./scheduler-q.js"]),import(`./header-h.js`))');
    // Nothing to add: the import stays as it was.
    expect(runtime!.code).toContain('tiles:()=>import("./tiles-t.js")');
  });

  it('fails the build when there is no runtime chunk to define the helper', () => {
    expect(() => rewriteLazyImports([chunk('widgets.js', '')])).toThrow('no lazy runtime chunk');
  });
});
