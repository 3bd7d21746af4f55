import { describe, expect, it } from 'vitest';
import { ACCOUNTS, accountContext, type Who } from './fixture-pages';
import { FIXTURE_PAGES } from './budgets';
import { usePreviewInChromium } from './browser-helpers';
import { asServed } from './page-metrics';
import { CSP_REPORTS_PATH, type CspViolation } from './csp';
import { playwrightEnginePage } from './engines';
import { logInThroughTheLayer, openAConversation, openALeadLayer, saveAFavourite, searchByKeyboard, sendALead, smokePage } from './smoke';

const env = usePreviewInChromium({ csp: true });

async function reports(): Promise<CspViolation[]> {
  return (await (await fetch(new URL(CSP_REPORTS_PATH, env.url))).json()) as CspViolation[];
}

describe('every fixture page under a strict CSP with Trusted Types, in Chromium', () => {
  for (const who of Object.keys(ACCOUNTS) as Who[]) {
    it(`${who}: every widget mounts, woken ones too, with no violation reported and no error`, async () => {
      const context = await accountContext(env.browser, env.url, who);
      const page = playwrightEnginePage(await context.newPage());
      for (const path of FIXTURE_PAGES) {
        await fetch(new URL(CSP_REPORTS_PATH, env.url), { method: 'DELETE' });
        await expect(smokePage(page, env.url, path)).resolves.toBeUndefined();
        expect(await reports(), `${who}, ${path}`).toEqual([]);
      }
      await context.close();
    }, 120_000);
  }
});

describe('the cross-engine smoke’s flows under the strict CSP, in Chromium', () => {
  const flows = { 'log-in through the header’s layer': logInThroughTheLayer, 'the searcher by keyboard': searchByKeyboard, 'the lead form, empty then valid': sendALead, 'a tile’s lead layer and its script': openALeadLayer, 'a chat conversation': openAConversation, 'saving a favourite': saveAFavourite };
  for (const [name, flow] of Object.entries(flows)) {
    it(`${name}: works, with no violation reported`, async () => {
      await fetch(new URL(CSP_REPORTS_PATH, env.url), { method: 'DELETE' });
      const context = await env.browser.newContext();
      const page = playwrightEnginePage(await context.newPage());
      await expect(flow(page, env.url)).resolves.toBeUndefined();
      expect(await reports()).toEqual([]);
      await context.close();
    });
  }
});

describe('the strict CSP is enforced and its violations reach the preview', () => {
  it('reports an inline handler left in a page, which never runs', async () => {
    await fetch(new URL(CSP_REPORTS_PATH, env.url), { method: 'DELETE' });
    const page = await env.browser.newPage();
    await page.goto(env.url + asServed('/home?csp-check=inline-handler').slice(1));
    await page.getByRole('button', { name: 'CSP check' }).click();
    await expect.poll(reports).toEqual([expect.objectContaining({ page: expect.stringContaining('/home'), directive: 'script-src-attr', sample: 'window.inlineHandlerRan = true' })]);
    await expect(page.evaluate(() => (window as { inlineHandlerRan?: boolean }).inlineHandlerRan ?? false)).resolves.toBe(false);
    await page.close();
  });

  it('reports HTML written to a sink without the Trusted Types policy, and refuses it', async () => {
    await fetch(new URL(CSP_REPORTS_PATH, env.url), { method: 'DELETE' });
    const page = await env.browser.newPage();
    await page.goto(env.url + asServed('/home').slice(1));
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(reports).toEqual([expect.objectContaining({ directive: 'require-trusted-types-for' })]);
    await page.close();
  });
});
