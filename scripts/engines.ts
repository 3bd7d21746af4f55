import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Page as PlaywrightPage } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetStandIn } from './browser-helpers';
import { ENGINES, MINIBROWSER, XVFB_RUN, type Engine } from './engine-packages';
import { startPreview, type Preview } from './preview-server';
import { logInThroughTheLayer, openAConversation, openALeadLayer, pageErrors, saveAFavourite, searchByKeyboard, sendALead, smokeEveryPage, type EnginePage, type SmokeKey } from './smoke';

/**
 * Firefox and WebKit as the cross-engine smoke drives them (scripts/smoke.ts), from Debian's
 * packages (engine-packages.ts; ../shared/TOOLCHAIN.md, "Firefox and WebKit here"):
 * - Firefox ESR, over WebDriver BiDi with puppeteer-core 24 (25 needs Node 22);
 * - WebKitGTK, Safari's engine: its MiniBrowser under Xvfb (it has no headless mode here),
 *   through WebKitWebDriver with selenium-webdriver 4.46 (4.48 needs Node 22).
 */
const KEYS: Record<SmokeKey, string> = { Enter: 'Enter', Escape: 'Escape', ArrowDown: 'ArrowDown', Tab: 'Tab' };

/** A browser of one engine, with the one tab the smoke uses. */
export interface EngineBrowser {
  page: EnginePage;
  close(): Promise<void>;
}

export function launchEngine(engine: Engine, viewport = { width: 1280, height: 900 }): Promise<EngineBrowser> {
  const { binary, debianPackages } = ENGINES[engine];
  if (!existsSync(binary)) throw new Error(`${engine} is not at ${binary}. Install it with: sudo apt-get install -y ${debianPackages.join(' ')}`);
  return engine === 'firefox' ? launchFirefox(binary, viewport) : launchWebKit(binary, viewport);
}

/** The function's text, called with one argument, for a driver that takes a script as text. */
function asScript(fn: (arg: never) => unknown): string {
  return `return (${fn.toString()})(arguments[0]);`;
}

async function launchFirefox(binary: string, viewport: { width: number; height: number }): Promise<EngineBrowser> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: binary,
    headless: true,
    // Quiet, as Chromium is (chromium.ts): no updates, telemetry or first-run pages on a machine with no outside network.
    extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false, 'browser.shell.checkDefaultBrowser': false },
  });
  const tab = await browser.newPage();
  await tab.setViewport(viewport);
  const page: EnginePage = {
    engine: 'Firefox',
    async goto(url) {
      await tab.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => tab.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    async click(selector) {
      await tab.click(selector);
    },
    async type(selector, text) {
      // Into the field a click gave the focus to, as a person types (focus() alone was not
      // always where the keys went in Firefox, after the form had moved the focus itself).
      await tab.click(selector);
      await tab.keyboard.type(text);
    },
    async press(key) {
      await tab.keyboard.press(KEYS[key] as 'Enter');
    },
    async clearCookies() {
      await browser.deleteCookie(...(await browser.cookies()));
    },
    close: () => tab.close(),
  };
  return { page, close: () => browser.close() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** WebKitWebDriver on a free port, under its own Xvfb; answers its address and how to stop it (and Xvfb). */
async function startWebKitDriver(driverBinary: string): Promise<{ server: string; stop: () => void }> {
  const port = await freePort();
  // MiniBrowser needs a display: the driver runs under its own Xvfb (xvfb-run -a finds a free one).
  // LANG, else navigator.language is "C".
  const driverProcess: ChildProcess = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1280x1024x24', driverBinary, `--port=${port}`], {
    env: { ...process.env, LANG: 'en_US.UTF-8' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    // A crashed run would leave WebKitWebDriver and Xvfb running: the whole group goes.
    try {
      if (driverProcess.pid) process.kill(-driverProcess.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const server = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${server}/status`).then((r) => r.ok, () => false);
    if (ready) return { server, stop };
    if (tries > 100) {
      stop();
      throw new Error('WebKitWebDriver did not start within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function launchWebKit(driverBinary: string, viewport: { width: number; height: number }): Promise<EngineBrowser> {
  const { Builder } = await import('selenium-webdriver');
  const { server, stop } = await startWebKitDriver(driverBinary);
  try {
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
    // The window size includes MiniBrowser's toolbar (about 38 px).
    await driver.manage().window().setRect({ width: viewport.width, height: viewport.height + 38 });
    return {
      page: await webKitPage(driver),
      async close() {
        await driver.quit().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function webKitPage(driver: import('selenium-webdriver').WebDriver): Promise<EnginePage> {
  const { By, Key } = await import('selenium-webdriver');
  const keys: Record<SmokeKey, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, ArrowDown: Key.ARROW_DOWN, Tab: Key.TAB };
  return {
    engine: 'WebKit',
    async goto(url) {
      await driver.get(url);
    },
    evaluate: (fn, arg) => driver.executeScript(asScript(fn as (arg: never) => unknown), arg) as never,
    async click(selector) {
      const element = await driver.findElement(By.css(selector));
      // WebKitWebDriver scrolls an element only to the viewport's edge, where the page's fixed
      // parts (the chat launcher) can cover it ("element not interactable"): a person scrolls it into view.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await element.click().catch(describedBy(selector));
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text).catch(describedBy(selector));
    },
    async press(key) {
      await driver.switchTo().activeElement().sendKeys(keys[key]);
    },
    async clearCookies() {
      await driver.manage().deleteAllCookies();
    },
    close: async () => undefined,
  };
}

/** A driver's error, with the element it was about (WebKitWebDriver's name none). */
function describedBy(selector: string): (error: Error) => never {
  return (error) => {
    throw new Error(`${error.name} on ${selector}: ${error.message}`);
  };
}

/** Chromium's page (Playwright) as the smoke drives it: the CSP run (csp.browser.test.ts). */
export function playwrightEnginePage(tab: PlaywrightPage): EnginePage {
  return {
    engine: 'Chromium',
    async goto(url) {
      await tab.goto(url);
    },
    evaluate: (fn, arg) => tab.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    async click(selector) {
      await tab.click(selector);
    },
    async type(selector, text) {
      await tab.locator(selector).pressSequentially(text);
    },
    async press(key) {
      await tab.keyboard.press(KEYS[key]);
    },
    async clearCookies() {
      await tab.context().clearCookies();
    },
    close: () => tab.close(),
  };
}

/**
 * A preview server for the file, whose pages record their errors (PreviewOptions.captureErrors),
 * and one browser of `engine` with its one tab, for the tests of the calling describe block.
 * Read `env.url` and `env.browser` inside tests.
 */
export function useEngine(engine: Engine): { url: string; browser: EngineBrowser } {
  const env = {} as { url: string; browser: EngineBrowser; preview?: Preview };
  beforeAll(async () => {
    env.preview = await startPreview({ port: 0, prebuiltScripts: true, captureErrors: true });
    env.url = env.preview.url;
    await resetStandIn(env.url);
    env.browser = await launchEngine(engine);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.preview?.close();
  });
  return env;
}

/**
 * The smoke's tests in one engine (a file per engine, so the two run on separate workers side by
 * side), in its browser (useEngine): every fixture page for a visitor and then for a couple, and
 * the flows. Answers the engine, for the file's own tests.
 */
export function describeSmokeIn(engine: Engine): { url: string; browser: EngineBrowser } {
  const env = useEngine(engine);
  // Each step throws, naming the engine, page and what it waited for; the test passes when none does.
  const passes = (step: () => Promise<void>) => async () => {
    await expect(step()).resolves.toBeUndefined();
  };
  // Every fixture page in turn, each waited for until its widgets mounted: 22–44 s alone, over
  // the suite's 60 s once when CI ran on a slow day with the other files beside it.
  const EVERY_PAGE_MS = 180_000;
  it('a visitor: every fixture page mounts every widget, woken ones too, with no error', passes(() => smokeEveryPage(env.browser.page, env.url, 'visitor')), EVERY_PAGE_MS);
  it('the searcher: suggestions chosen by keyboard land on the listing', passes(() => searchByKeyboard(env.browser.page, env.url)));
  it('the lead form: sent empty it says what is missing, then filled it sends', passes(() => sendALead(env.browser.page, env.url)));
  it('a tile’s Request pricing opens the lead layer, whose script runs', passes(() => openALeadLayer(env.browser.page, env.url)));
  it('log-in through the header’s layer', passes(() => logInThroughTheLayer(env.browser.page, env.url)));
  it('a couple opens a chat conversation', passes(() => openAConversation(env.browser.page, env.url)));
  it('a couple saves a favourite, still saved after a reload', passes(() => saveAFavourite(env.browser.page, env.url)));
  it('a couple: every fixture page mounts every widget, woken ones too, with no error', passes(() => smokeEveryPage(env.browser.page, env.url, 'couple')), EVERY_PAGE_MS);
  it('the pages’ error record, which the steps read, catches an uncaught error', async () => {
    await env.browser.page.goto(`${env.url}home?served=php`);
    await env.browser.page.evaluate(() => void setTimeout(() => {
      throw new Error('the smoke’s own check');
    }));
    await expect.poll(() => pageErrors(env.browser.page)).toEqual(['uncaught: the smoke’s own check']);
  });
  return env;
}
