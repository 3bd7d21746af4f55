import { describe, expect, it } from 'vitest';
import { describeSmokeIn } from './engines';
import { pageErrors, waitFor, widgetStates } from './smoke';

/** Holds each lazy chunk's answer `delayMs` (the preview's chunk switch, scripts/preview-chunks.ts). */
async function holdChunks(url: string, delayMs: number): Promise<void> {
  const answer = await fetch(new URL('/__mock/chunks', url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ delayMs }) });
  if (!answer.ok) throw new Error(`/__mock/chunks answered ${answer.status}`);
}

describe('the cross-engine smoke in Firefox', () => {
  const env = describeSmokeIn('firefox');

  it('mounts every widget when a link that answers 204 No Content cancelled the imports under way, and logs no error', async () => {
    const page = env.browser.page;
    await page.clearCookies();
    await holdChunks(env.url, 1500);
    try {
      // The lead form page mounts its form at load: its chunks are on their way (held) when the link is followed.
      // Not goto, which waits for the load event: Firefox holds it while the imports are under way.
      await page.goto(`${env.url}home?served=php`);
      await page.evaluate((url) => location.assign(url), `${env.url}emp-Form.php?id_empresa=1000&served=php`);
      await waitFor(page, 'the form loading', () => document.querySelector('form.lead-form')?.getAttribute('data-widget-state') === 'loading');
      await page.evaluate(() => {
        location.href = '/__preview/no-content';
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await holdChunks(env.url, 0);
    }
    // Firefox cancelled the imports as the navigation started; the 204 left the page where it was.
    expect(await page.evaluate(() => location.pathname)).toBe('/emp-Form.php');
    await waitFor(page, 'the lead form mounted', () => document.querySelector('form.lead-form')?.getAttribute('data-widget-state') === 'mounted').catch(() => undefined);
    const states = await widgetStates(page);
    expect(Object.entries(states).filter(([name, state]) => name.startsWith('lead-form#') && state !== 'mounted')).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
  });
});
