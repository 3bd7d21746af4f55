import nodeConsole from 'node:console';
import { format, inspect } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * The unit run fails on surprises: a console.error or console.warn that the test did not declare
 * fails the test that printed it, naming the message. A test declares what it provokes with
 * `expectConsole`; a test that replaces console.error itself (`vi.spyOn(console, 'error')
 * .mockImplementation(...)`) has declared it too, as its calls never reach the guard.
 * mocks/vitest-setup.ts installs the guard; tests only call `expectConsole` and `allowConsole`.
 */

export type ConsoleMethod = 'error' | 'warn' | 'info' | 'log' | 'debug';
type Pattern = RegExp | string;
type Printer = Record<ConsoleMethod, (...args: unknown[]) => void>;

/** An undeclared call of these fails the test. The others print as always. */
const GUARDED: readonly ConsoleMethod[] = ['error', 'warn'];

interface Rule {
  method: ConsoleMethod;
  pattern: Pattern;
  /** Per-test rules must match a call before the test ends; file-wide ones need not. */
  required: boolean;
  seen: number;
}

/**
 * The guard over some console objects: `endTest` and `endFile` answer what went wrong (an
 * undeclared error or warning, a declared message that never came), one sentence each.
 */
export function createConsoleGuard(consoles: readonly Printer[]) {
  const intercepted = new Set<ConsoleMethod>();
  let testRules: Rule[] = [];
  const fileRules: Rule[] = [];
  const unexpected: string[] = [];
  const outsideTests: string[] = [];
  let testRunning = false;

  function intercept(method: ConsoleMethod): void {
    if (intercepted.has(method)) return;
    intercepted.add(method);
    for (const target of consoles) {
      const original = target[method];
      target[method] = function guarded(...args: unknown[]) {
        const message = describe(args);
        const rule = [...testRules, ...fileRules].find((r) => r.method === method && matches(r.pattern, message));
        if (rule) rule.seen += 1;
        else if (GUARDED.includes(method)) unexpected.push(`Unexpected console.${method} (declare it with expectConsole if the test provokes it):\n${message}`);
        else original.apply(target, args);
      };
    }
  }

  for (const method of GUARDED) intercept(method);
  return {
    expect(method: ConsoleMethod, pattern: Pattern): void {
      if (!testRunning) throw new Error('expectConsole belongs inside a test or a beforeEach; for a whole file use allowConsole.');
      intercept(method);
      testRules.push({ method, pattern, required: true, seen: 0 });
    },
    allow(method: ConsoleMethod, pattern: Pattern): void {
      if (testRunning) throw new Error('allowConsole applies to a whole file: call it at its top level; inside a test use expectConsole.');
      intercept(method);
      fileRules.push({ method, pattern, required: false, seen: 0 });
    },
    startTest(): void {
      outsideTests.push(...unexpected.splice(0));
      testRunning = true;
      testRules = [];
    },
    endTest(): string[] {
      testRunning = false;
      const unmet = testRules.filter((rule) => rule.required && rule.seen === 0);
      testRules = [];
      return [...unexpected.splice(0), ...unmet.map((rule) => `expectConsole('${rule.method}', ${String(rule.pattern)}) was declared, but no console.${rule.method} matched it.`)];
    },
    /** What was printed outside any test: at module scope, in beforeAll or afterAll. */
    endFile(): string[] {
      return [...outsideTests.splice(0), ...unexpected.splice(0)];
    },
  };
}

/**
 * The test's console (Vitest's, which names the test beside what it prints) and Node's own:
 * happy-dom keeps the one it was created with, Node's, and prints there what it refuses to load.
 */
const guard = createConsoleGuard([...new Set([globalThis.console, nodeConsole])] as unknown as Printer[]);

/**
 * The running test provokes this console message: it is not printed, and the test fails if no
 * call of `console[method]` matched `pattern` (a RegExp, or a string the message contains) by
 * the time it ends. Call it in the test (or a beforeEach), before or after the act.
 *
 * @example
 * expectConsole('error', '[multi-category] The preloaded JSON is not valid JSON.');
 */
export function expectConsole(method: ConsoleMethod, pattern: Pattern): void {
  guard.expect(method, pattern);
}

/**
 * Every test of this file may print this message (not printed, never required): for what the
 * file's setup makes the product say once per page, whichever test comes first, such as
 * realtime being off in a site config without Pusher settings. Call it at the file's top level.
 */
export function allowConsole(method: ConsoleMethod, pattern: Pattern): void {
  guard.allow(method, pattern);
}

/** Installs the guard's hooks for one test file (mocks/vitest-setup.ts, before any hook of its own). */
export function installConsoleGuard(): void {
  beforeEach(() => guard.startTest());
  // Registered before every other afterEach, so it runs after them all (hooks unwind as a stack):
  // what a test's own cleanup or an unmount prints is that test's.
  afterEach(() => {
    const problems = guard.endTest();
    if (problems.length) throw new Error(problems.join('\n\n'));
  });
  afterAll(() => {
    const problems = guard.endFile();
    if (problems.length) throw new Error(`Printed outside any test (module scope, beforeAll or afterAll):\n\n${problems.join('\n\n')}`);
  });
}

function matches(pattern: Pattern, message: string): boolean {
  return typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);
}

/**
 * The message as console.log would print it, but short: an element as its opening tag (React's
 * fibers hang off it), and each other argument cut after a dozen lines, so the error that follows
 * an element still shows.
 */
function describe(args: unknown[]): string {
  const [first, ...rest] = args;
  const parts = typeof first === 'string' ? [format(first, ...rest.slice(0, countPlaceholders(first)))] : [];
  const others = typeof first === 'string' ? rest.slice(countPlaceholders(first)) : args;
  for (const arg of others) parts.push(typeof arg === 'string' ? arg : clip(isElement(arg) ? openingTag(arg) : inspect(arg, { depth: 4 })));
  return parts.join(' ');
}

function countPlaceholders(text: string): number {
  return (text.match(/%[sdifjoOc]/g) ?? []).length;
}

function isElement(value: unknown): value is Element {
  return typeof Element !== 'undefined' && value instanceof Element;
}

function openingTag(element: Element): string {
  return element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1);
}

/** A stack trace past its first lines says nothing more about which message it was. */
function clip(text: string): string {
  const lines = text.split('\n');
  return lines.length > 12 ? [...lines.slice(0, 12), `    … ${lines.length - 12} more lines`].join('\n') : text;
}
