import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { checkChunks } from './bundle-budget';

const chunk = (fileName: string, moduleIds: string[], { isEntry = false, facade = null as string | null, imports = [] as string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  code: '',
  isEntry,
  facadeModuleId: facade,
  moduleIds,
  imports,
});
/** gzip sizes by file name; 100 B unless given. */
const sizes = (given: Record<string, number>) => (fileName: string) => given[fileName] ?? 100;

describe('the bundle budget', () => {
  const good = [
    chunk('widgets.js', ['/app/src/boot/entry.ts', '/app/src/boot/scanner.ts'], { isEntry: true, facade: '/app/src/boot/entry.ts' }),
    chunk('chunks/react-1.js', ['/app/node_modules/react-dom/cjs/react-dom-client.production.js']),
    chunk('chunks/zod-1.js', ['/app/node_modules/zod/v4/core/schemas.js']),
    chunk('chunks/runtime-1.js', ['/app/src/boot/runtime.ts', '/app/src/boot/mount.ts']),
    chunk('chunks/shared-1.js', ['/app/src/lib/config.ts'], { imports: ['chunks/zod-1.js'] }),
    chunk('chunks/header-1.js', ['/app/widgets/header/index.ts', '/app/widgets/header/header.tsx'], { facade: '/app/widgets/header/index.ts', imports: ['chunks/react-1.js', 'chunks/shared-1.js'] }),
    chunk('chunks/auth-placeholder-1.js', ['/app/widgets/header/auth-placeholder.tsx'], { facade: '/app/widgets/header/auth-placeholder.tsx' }),
  ];

  it('passes an entry and widget chunks within their budgets, React in one chunk and no stand-in code', () => {
    expect(checkChunks(good, sizes({ 'widgets.js': BUDGETS.entryGzip, 'chunks/header-1.js': BUDGETS.widgetChunkGzip, 'chunks/react-1.js': 67000 }))).toEqual([]);
  });

  it('fails an entry over 1.5 kB gzip', () => {
    expect(checkChunks(good, sizes({ 'widgets.js': BUDGETS.entryGzip + 1 }))).toEqual([`widgets.js is ${BUDGETS.entryGzip + 1} B gzip, over the ${BUDGETS.entryGzip} B budget.`]);
  });

  it("fails a widget's own chunk over 12 kB gzip, not a lazy part of it nor a shared chunk", () => {
    const over = BUDGETS.widgetChunkGzip + 1;
    expect(checkChunks(good, sizes({ 'chunks/header-1.js': over, 'chunks/auth-placeholder-1.js': over, 'chunks/zod-1.js': over }))).toEqual([
      `chunks/header-1.js is ${over} B gzip, over the 12288 B budget of a widget chunk: move what later interactions need into chunks loaded when used.`,
    ]);
  });

  it("fails React or widget code in the entry, React in two chunks, zod's classic API and stand-in code anywhere", () => {
    const bad = [
      chunk('widgets.js', ['/app/src/boot/entry.ts', '/app/node_modules/zod/v4/classic/schemas.js'], { isEntry: true }),
      chunk('chunks/react-1.js', ['/app/node_modules/react-dom/cjs/react-dom-client.production.js']),
      chunk('chunks/header-1.js', ['/app/widgets/header/index.ts', '/app/node_modules/react-dom/index.js', '/app/mocks/handlers/index.ts']),
    ];
    const problems = checkChunks(bad, sizes({}));
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^The entry contains 1 module\(s\) that belong in lazy chunks/);
    expect(problems[1]).toBe('React is in 2 chunks (chunks/react-1.js, chunks/header-1.js), not one.');
    expect(problems[2]).toBe("widgets.js contains zod's classic API (/app/node_modules/zod/v4/classic/schemas.js): shipped schemas use zod/mini.");
    expect(problems[3]).toBe('chunks/header-1.js contains stand-in code: /app/mocks/handlers/index.ts.');
  });

  it('fails a runtime or shared chunk that imports React: every page would load it with its first enhancer', () => {
    const bad = good.map((c) => (c.fileName === 'chunks/runtime-1.js' || c.fileName === 'chunks/shared-1.js' ? { ...c, imports: [...c.imports, 'chunks/react-1.js'] } : c));
    expect(checkChunks(bad, sizes({}))).toEqual([
      'chunks/runtime-1.js imports React (chunks/react-1.js): the runtime, the shared chunk and the session chunk must not, or every page loads React with its first enhancer.',
      'chunks/shared-1.js imports React (chunks/react-1.js): the runtime, the shared chunk and the session chunk must not, or every page loads React with its first enhancer.',
    ]);
  });
});
