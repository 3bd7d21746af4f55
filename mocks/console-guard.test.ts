import { describe, expect, it, vi } from 'vitest';
import { createConsoleGuard, expectConsole } from './console-guard';

function fakeConsole() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), log: vi.fn(), debug: vi.fn() };
}

/** A guard over two fake consoles (the test's and Node's), with the originals to check what printed. */
function guarded() {
  const consoles = [fakeConsole(), fakeConsole()];
  const printed = consoles.map((c) => ({ ...c }));
  const guard = createConsoleGuard(consoles);
  return { guard, consoles, printed };
}

describe('the console guard', () => {
  it('fails a test on an undeclared error or warning on either console, naming it, and prints nothing', () => {
    const { guard, consoles, printed } = guarded();
    guard.startTest();
    consoles[0]?.error('[widgets] Something broke.', { status: 500 });
    consoles[1]?.warn('happy-dom refused a file');
    expect(guard.endTest()).toEqual([
      "Unexpected console.error (declare it with expectConsole if the test provokes it):\n[widgets] Something broke. { status: 500 }",
      'Unexpected console.warn (declare it with expectConsole if the test provokes it):\nhappy-dom refused a file',
    ]);
    expect(printed[0]?.error).not.toHaveBeenCalled();
    expect(guard.endTest()).toEqual([]);
  });

  it('names an element by its opening tag, so the error logged after it still shows', () => {
    const { guard, consoles } = guarded();
    const header = document.createElement('header');
    header.setAttribute('data-widget', 'header');
    header.innerHTML = '<a href="/users-login.php">Log in</a>';
    guard.startTest();
    consoles[0]?.error('[widgets] Widget "%s" crashed; the server HTML is put back.', 'header', header, new TypeError('boom'));
    const [problem] = guard.endTest();
    expect(problem?.split('\n').slice(0, 3)).toEqual([
      'Unexpected console.error (declare it with expectConsole if the test provokes it):',
      '[widgets] Widget "header" crashed; the server HTML is put back. <header data-widget="header"> TypeError: boom',
      expect.stringMatching(/^    at /),
    ]);
  });

  it('silences what the test declares, and fails it when the declared message never came', () => {
    const { guard, consoles, printed } = guarded();
    guard.startTest();
    guard.expect('error', /^\[multi-category\] The preloaded JSON/);
    guard.expect('warn', 'City suggestions failed');
    consoles[0]?.error('[multi-category] The preloaded JSON is not valid JSON.');
    expect(guard.endTest()).toEqual(["expectConsole('warn', City suggestions failed) was declared, but no console.warn matched it."]);
    expect(printed[0]?.error).not.toHaveBeenCalled();
    // The declaration ended with its test.
    guard.startTest();
    consoles[0]?.error('[multi-category] The preloaded JSON is not valid JSON.');
    expect(guard.endTest()).toHaveLength(1);
  });

  it('lets info and log print unless a file allows them silently; allowances need no call', () => {
    const { guard, consoles, printed } = guarded();
    guard.allow('info', 'Realtime is off');
    guard.startTest();
    consoles[0]?.info('[widgets] Realtime is off: the site config has no "pusher" settings.');
    consoles[0]?.log('debugging a test');
    expect(guard.endTest()).toEqual([]);
    expect(printed[0]?.info).not.toHaveBeenCalled();
    expect(printed[0]?.log).toHaveBeenCalledWith('debugging a test');
  });

  it('reports what was printed outside any test with the file, and refuses a declaration in the wrong place', () => {
    const { guard, consoles } = guarded();
    consoles[0]?.error('in beforeAll');
    expect(() => guard.expect('error', 'x')).toThrow('expectConsole belongs inside a test');
    guard.startTest();
    expect(() => guard.allow('error', 'x')).toThrow('allowConsole applies to a whole file');
    expect(guard.endTest()).toEqual([]);
    expect(guard.endFile()).toEqual(['Unexpected console.error (declare it with expectConsole if the test provokes it):\nin beforeAll']);
  });

  it("sees what happy-dom prints on Node's console: a script file it refuses to load", async () => {
    expectConsole('error', 'Failed to load script "https://cdn.example/widget.js"');
    const script = document.createElement('script');
    script.src = 'https://cdn.example/widget.js';
    const failed = new Promise<string>((resolve) => script.addEventListener('error', (event) => resolve(event.type)));
    document.head.append(script);
    expect(await failed).toBe('error');
    script.remove();
  });
});
