import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReceivedTracking } from '../mocks/db';
import { collectErrors, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

/** What /trace/internalTracking.php received, as the stand-in lists it. */
async function received(page: Page): Promise<ReceivedTracking[]> {
  return (await (await page.request.get(`${env.url}__mock/trackings`)).json()) as ReceivedTracking[];
}

/** Waits until the server has received trackings that `check` accepts; returns them. */
async function receivedWhen(page: Page, check: (trackings: ReceivedTracking[]) => boolean): Promise<ReceivedTracking[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const trackings = await received(page);
    if (check(trackings)) return trackings;
    if (Date.now() > deadline) throw new Error(`The server did not receive the expected trackings; it has ${JSON.stringify(trackings.map((t) => t.idAction))}`);
    await page.waitForTimeout(100);
  }
}

const actions = (trackings: ReceivedTracking[]) => trackings.map((t) => t.idAction);

async function openDemo(page: Page) {
  await page.goto(env.url);
  const form = page.getByRole('form', { name: 'Tracked demo form' });
  await form.scrollIntoViewIfNeeded();
  await receivedWhen(page, (t) => actions(t).includes(1));
  return form;
}

beforeEach(async () => {
  await fetch(`${env.url}__mock/reset`, { method: 'POST' });
});

describe('form tracking in Chromium, as the server receives it', () => {
  it('sends shown, click, changes, the error with its message and the success, and no abandon after it', async () => {
    const page = await env.browser.newPage();
    const errors = collectErrors(page);
    const form = await openDemo(page);
    expect(actions(await received(page))).toEqual([1]);

    await form.getByRole('button', { name: 'Check availability' }).click();
    await receivedWhen(page, (t) => actions(t).includes(5));
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@');
    await form.getByLabel('Password').fill('S3cret-pass');
    await form.getByLabel('Password').press('Tab');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('Please enter a valid email address.');
    let trackings = await receivedWhen(page, (t) => actions(t).includes(2));
    expect(actions(trackings)).toEqual([1, 5, 0, 0, 2]);
    expect(trackings[4]).toMatchObject({
      idCategory: 3,
      name: 'gallery demo',
      extraData: { errorMessage: 'Please enter a valid email address.', url: env.url, reduced: 'gallery', pageGUID: trackings[0]!.extraData.pageGUID },
      history: [
        { field: 'Nombre', value: 'Ana' },
        { field: 'Mail', value: 'ana@' },
      ],
      fields: ['Nombre', 'Mail'],
    });

    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    trackings = await receivedWhen(page, (t) => actions(t).includes(3));
    expect(actions(trackings)).toEqual([1, 5, 0, 0, 2, 0, 3]);
    expect(trackings[6]!.history.at(-1)).toEqual({ field: 'Mail', value: 'ana@example.com' });

    // The success cancelled the abandon: leaving sends nothing more.
    await page.goto(`${env.url}home`);
    await page.waitForTimeout(500);
    expect(actions(await received(page))).toEqual([1, 5, 0, 0, 2, 0, 3]);
    expect(JSON.stringify(await received(page))).not.toMatch(/S3cret|Password/);
    // The gallery's isolation demo breaks two widgets on purpose.
    expect(errors.filter((e) => !e.includes('[widgets]'))).toEqual([]);
    await page.close();
  });

  it.each<[string, (page: Page) => Promise<unknown>]>([
    ['leaves for another page', (page) => page.goto(`${env.url}home`)],
    ['closes the tab', (page) => page.close({ runBeforeUnload: true })],
  ])('sends the abandon with what was typed when the person %s', async (_, leave) => {
    // A tab of a browser that stays open: a page of browser.newPage() takes its own context with
    // it when it closes, and under load that cut the abandon's keepalive request before it left.
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const form = await openDemo(page);
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Password').fill('S3cret-pass');
    await form.getByLabel('Password').press('Tab');
    // Another tab reads the server's record: the one left may be closed.
    const watcher = await env.browser.newPage();
    await leave(page);
    const trackings = await receivedWhen(watcher, (t) => actions(t).includes(4));
    expect(actions(trackings)).toEqual([1, 0, 4]);
    expect(trackings[2]).toMatchObject({ name: 'gallery demo', history: [{ field: 'Nombre', value: 'Ana' }], fields: ['Nombre'], extraData: { url: env.url } });
    expect(JSON.stringify(trackings)).not.toMatch(/S3cret|Password/);
    await Promise.all([context.close(), watcher.close()]);
  });

  it("tracks the website frame's lead form and the multi-category lead form as sections of their own (spec §2: 'web-frame', 'multi')", async () => {
    const page = await env.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}emp-ShowWebsiteFrame.php?id_empresa=1000&trace=listing&frmInsert=26&frmVariant=vlist&served=php`);
    const frameForm = page.getByRole('region', { name: 'Message Rosewood Estate' }).locator('form');
    await frameForm.evaluate((form) => form.scrollIntoView({ block: 'start' }));
    await frameForm.getByLabel('Name').click();
    await page.waitForSelector('form[data-variant="web-frame"][data-widget-state="mounted"]');
    // Shown (action 1) once half of it is in view, as its own section; its changes wait for the
    // next send (the queue), the abandon for the tab's close.
    const shownAs = (name: string) => (t: ReceivedTracking[]) => t.some((x) => x.name === name && x.idAction === 1);
    let trackings = await receivedWhen(page, shownAs('lead form web-frame'));
    expect(trackings.filter((x) => x.name === 'lead form web-frame')).toEqual([expect.objectContaining({ idAction: 1, idCategory: 1 })]);

    await page.goto(`${env.url}multi-category-lead?served=php`);
    const multi = page.locator('[data-widget="multi-category-lead"]');
    // The widget's form, not the server's (whose send is a plain post, with no tracking): a
    // loaded machine mounts it a while after the server's checkboxes show.
    await page.waitForSelector('[data-widget="multi-category-lead"][data-widget-state="mounted"]', { state: 'attached' });
    await multi.getByRole('checkbox', { name: 'Request pricing: Rosewood Estate' }).waitFor();
    await multi.getByLabel('Estimated guest count').fill('120');
    // A visitor's send: the form's tracking leaves (then the log-in layer asks for the account).
    await multi.getByRole('button', { name: 'Request pricing' }).click();
    trackings = await receivedWhen(page, (t) => t.some((x) => x.name === 'lead form multi' && x.idAction === 5));
    const multiTrackings = trackings.filter((x) => x.name === 'lead form multi');
    expect(multiTrackings.map((x) => x.idAction)).toEqual(expect.arrayContaining([1, 5]));
    expect(multiTrackings.every((x) => x.idCategory === 1)).toBe(true);
    // The visitor's send was answered 401 (then the log-in layer), as the browser logs it.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await page.close();
  });

  it('sends the abandon of a storefront’s lead form when the tab closes with the focus still in the field typed in', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.url}biz/rosewood-estate-1000.html?served=php`);
    const form = page.locator('form[data-widget="lead-form"]').first();
    const name = form.getByLabel('Name');
    await name.click();
    await page.waitForSelector('form[data-widget="lead-form"][data-widget-state="mounted"]');
    await name.pressSequentially('Jordan');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    const watcher = await env.browser.newPage();
    await page.close({ runBeforeUnload: true });
    const trackings = await receivedWhen(watcher, (t) => actions(t).includes(4));
    const abandon = trackings.find((t) => t.idAction === 4);
    expect(abandon).toMatchObject({ history: [{ field: 'Nombre', value: 'Jordan' }], fields: ['Nombre'], extraData: { url: `${env.url}biz/rosewood-estate-1000.html?served=php` } });
    // No change was sent: the field never lost the focus.
    expect(actions(trackings).filter((action) => action === 0)).toEqual([]);
    // The visitor's GUID cookie (set with the first page) went with each request.
    expect((await context.cookies()).find((cookie) => cookie.name === 'GUID')?.value).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([context.close(), watcher.close()]);
  });
});

