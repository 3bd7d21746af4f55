import { describe, expect, it } from 'vitest';
import { checkChunks, ENTRY_BUDGET_GZIP } from './bundle-budget';

const chunk = (fileName: string, moduleIds: string[], isEntry = false) => ({ type: 'chunk' as const, fileName, code: '', isEntry, moduleIds });
const sizes = (entry: number) => (fileName: string) => (fileName === 'widgets.js' ? entry : 100);

describe('the bundle budget', () => {
  const good = [
    chunk('widgets.js', ['/app/src/boot/entry.ts', '/app/src/boot/scanner.ts'], true),
    chunk('chunks/react-1.js', ['/app/node_modules/react-dom/cjs/react-dom-client.production.js']),
    chunk('chunks/header-1.js', ['/app/widgets/header/index.ts', '/app/node_modules/zod/v4/classic/schemas.js']),
  ];

  it('passes a small entry, React in one chunk and no stand-in code', () => {
    expect(checkChunks(good, sizes(1300))).toEqual([]);
  });

  it('fails an entry over 2.0 kB gzip', () => {
    expect(checkChunks(good, sizes(ENTRY_BUDGET_GZIP + 1))).toEqual([`widgets.js is ${ENTRY_BUDGET_GZIP + 1} B gzip, over the ${ENTRY_BUDGET_GZIP} B budget.`]);
  });

  it('fails React or widget code in the entry, React in two chunks, and stand-in code anywhere', () => {
    const bad = [
      chunk('widgets.js', ['/app/src/boot/entry.ts', '/app/node_modules/zod/v4/classic/schemas.js'], true),
      chunk('chunks/react-1.js', ['/app/node_modules/react-dom/cjs/react-dom-client.production.js']),
      chunk('chunks/header-1.js', ['/app/widgets/header/index.ts', '/app/node_modules/react-dom/index.js', '/app/mocks/handlers/index.ts']),
    ];
    const problems = checkChunks(bad, sizes(1300));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^The entry contains 1 module\(s\) that belong in lazy chunks/);
    expect(problems[1]).toBe('React is in 2 chunks (chunks/react-1.js, chunks/header-1.js), not one.');
    expect(problems[2]).toBe('chunks/header-1.js contains stand-in code: /app/mocks/handlers/index.ts.');
  });
});
