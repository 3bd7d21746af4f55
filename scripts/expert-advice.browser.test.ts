import type { Frame, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, callsFrom, collectErrors, usePreviewInChromium, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

const BUTTON = 'Book a free call with a wedding expert';
const DIALOG = 'Free advice from a wedding expert';

interface Save {
  step: string | null;
  answers: string | null;
  userId: string | null;
  scheduleUrl: string | null;
}

/**
 * A fresh page (reduced motion: no animation to wait out before axe). `saves` are the step saves
 * the page asked for (a save the test fails in the page included); `saved()` those the stand-in
 * took, read on its side.
 */
async function openPage(path: string) {
  const context = await env.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const saves: Save[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/wedding-planner-save-step') return;
    const form = new URLSearchParams(request.postData() ?? '');
    saves.push({ step: form.get('step'), answers: form.get('answers'), userId: form.get('userId'), scheduleUrl: form.get('scheduleUrl') });
  });
  // The stand-in's seed back (an earlier run's account or bookings gone), then the page.
  await resetStandIn(env.url);
  const journal = await callsFrom(env.url, '/wedding-planner-save-step');
  const field = (value: unknown) => (value === undefined ? null : String(value));
  const saved = async (): Promise<Save[]> =>
    (await journal()).map((p) => ({ step: field(p.step), answers: field(p.answers), userId: field(p.userId), scheduleUrl: field(p.scheduleUrl) }));
  const errors = collectErrors(page);
  await page.goto(env.url + path);
  return { context, page, errors, saves, saved };
}

/** What has the focus in `frame`: its label, or its text for a button or a link. */
function focusedName(frame: Page | Frame): Promise<string | undefined> {
  return frame.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return (el?.labels?.[0]?.textContent ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim() || undefined;
  });
}

/** Tabs forward until `name` has the focus (in `frame`, the scheduler's, when given), as a keyboard user would. */
async function tabTo(page: Page, name: string, frame: Page | Frame = page) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(frame)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Tabs to the control and presses it with the key a keyboard user would (Space ticks, Enter presses). */
async function press(page: Page, name: string, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, name);
  await page.keyboard.press(key);
}

/** The step heading, once it has the focus (the stepper moves it there when the step changes). */
async function onStep(page: Page, name: string) {
  const heading = page.getByRole('dialog', { name: DIALOG }).getByRole('heading', { level: 3, name, exact: true });
  await heading.waitFor();
  await page.waitForFunction((text) => document.activeElement?.textContent === text, name);
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

/** In the scheduler's frame: a slot by keyboard, then "Book this time". */
async function bookBySchedulerKeyboard(page: Page) {
  const frame = page.frameLocator('iframe[title="Scheduling calendar"]');
  await frame.getByRole('button', { name: 'Book this time' }).waitFor();
  const scheduler = page.frames().find((f) => f.url().includes('/fixtures/expert-scheduler.html'));
  if (!scheduler) throw new Error('the scheduler frame is not there');
  await tabTo(page, 'Tuesday 2 June, 10:00', scheduler);
  await page.keyboard.press('Space');
  await tabTo(page, 'Book this time', scheduler);
  await page.keyboard.press('Enter');
}

describe('expert advice in Chromium', () => {
  it('runs the international flow by keyboard for a visitor, axe-clean at every step, and gives the focus back on Escape', async () => {
    const { context, page, errors, saved } = await openPage('tools/Vendors?country=ES');
    await press(page, BUTTON);
    await page.getByRole('dialog', { name: DIALOG }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'What would you like help with?' }).waitFor();
    // Spec §4: planning advice is 44rem tall.
    await expect(page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(704);
    await expectNoAxeViolations(page, 'planning advice');

    await press(page, 'Choosing the venue', 'Space');
    await press(page, 'Next');
    await onStep(page, 'We’re on it!');
    await expectNoAxeViolations(page, 'intro');
    // Its flag goes to the storage hub too, on the hub's own origin, for the other country domains (spec §7).
    const hub = () => page.frames().find((frame) => frame.url() === `${env.url.replace('127.0.0.1', 'localhost')}storage-hub`);
    await expect.poll(async () => (await hub()?.evaluate(() => localStorage.getItem('expertAdviceDelightfulShown'))) ?? null).toMatch(/^\{"v":"1","e":\d+\}$/);
    // The intro moves on by itself (3.5 s).
    await onStep(page, 'What is your wedding style?');
    await expectNoAxeViolations(page, 'wedding style');
    await press(page, 'Rustic or barn', 'Space');
    await press(page, 'Next');
    await onStep(page, 'What is your total wedding budget?');
    await expectNoAxeViolations(page, 'budget');
    await tabTo(page, 'Under $10,000');
    await page.keyboard.press('Space');
    await press(page, 'Next');
    await onStep(page, 'You’re all set!');
    await expectNoAxeViolations(page, 'all set');
    await press(page, 'I agree to the Terms of Use and Privacy Policy, and to be contacted by a wedding expert.', 'Space');
    await press(page, 'Next');
    await onStep(page, 'Pick a time for your call');
    const box = await page.getByRole('dialog').boundingBox();
    expect([box?.width, box?.height]).toEqual([1000, 720]);
    await expectNoAxeViolations(page, 'scheduler');

    await bookBySchedulerKeyboard(page);
    await onStep(page, 'Your call is booked');
    await page.getByText('Your call with a wedding expert is booked.').waitFor();
    await expectNoAxeViolations(page, 'booked');
    // What the stand-in took, on its side.
    const steps = await saved();
    expect(steps.map((s) => [s.step, s.answers])).toEqual([
      ['PLANNING_ADVICE', '["venue"]'],
      ['WEDDING_STYLE', '["rustic"]'],
      ['BUDGET', '["under10k"]'],
      ['ALL_SET', '["termsAccepted"]'],
      ['APPOINTMENT', '[]'],
    ]);
    expect(steps.at(-1)?.scheduleUrl).toBe(`${env.url}fixtures/expert-scheduler.html?booked=2026-06-02T10%3A00`);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect([cookies.EXPERT_ADVICE, cookies.EXPERT_ADVICE_SCHEDULED]).toEqual(['1', '1']);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction((name) => document.activeElement?.textContent === name, BUTTON);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs as before when the storage hub never answers: the intro shows once, kept in the page’s own storage; nothing uncaught', async () => {
    const { context, page, errors } = await openPage('tools/Vendors?country=ES');
    // The hub's origin answers with a page that never says it is ready.
    await page.route('**/storage-hub', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Silent</title>' }));
    const hubAsked = page.waitForRequest((request) => request.url().endsWith('/storage-hub'));
    const dialog = page.getByRole('dialog', { name: DIALOG });
    const toStyle = async () => {
      await page.getByRole('button', { name: BUTTON }).click();
      await dialog.getByRole('checkbox', { name: 'Choosing the venue' }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
    };
    await toStyle();
    await hubAsked;
    await onStep(page, 'We’re on it!');
    await onStep(page, 'What is your wedding style?');
    await expect(page.evaluate(() => localStorage.getItem('expertAdviceDelightfulShown'))).resolves.toBeTruthy();

    // The next run on this domain: the page's own copy says the intro was shown.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await toStyle();
    const shown = (name: string) =>
      dialog
        .getByRole('heading', { name })
        .waitFor({ timeout: 10000 })
        .then(() => name, () => 'neither');
    await expect(Promise.race([shown('We’re on it!'), shown('What is your wedding style?')])).resolves.toBe('What is your wedding style?');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the US flow by keyboard: free access, log in through the layer, the questions and the scheduler; the page reloads on close', async () => {
    const { context, page, errors, saved } = await openPage('tools/Vendors?country=US');
    await press(page, BUTTON);
    await onStepOrFirst(page, 'Get free access to a wedding expert');
    await expectNoAxeViolations(page, 'free access');
    await press(page, 'Get free access');
    await onStep(page, 'Create your free account');
    await expectNoAxeViolations(page, 'sign up');
    await press(page, 'Log in instead');
    await onStep(page, 'Log in to your account');
    await expectNoAxeViolations(page, 'log in');
    await press(page, 'Log in');

    const layer = page.getByRole('dialog', { name: 'Log in' });
    await layer.getByLabel('Email').waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type('couple@example.com');
    await tabTo(page, 'Password');
    await page.keyboard.type('Wedding2026!');
    await page.keyboard.press('Enter');

    await onStep(page, 'We’re on it!');
    await expectNoAxeViolations(page, 'intro after log-in');
    await press(page, 'Let’s go');
    await onStep(page, 'Where are you in your planning?');
    await expectNoAxeViolations(page, 'US planning advice');
    await press(page, 'We just got engaged', 'Space');
    await press(page, 'Next');
    await onStep(page, 'What is your total wedding budget?');
    await tabTo(page, 'Under $10,000');
    await page.keyboard.press('Space');
    await press(page, 'Next');
    await onStep(page, 'You’re all set!');
    await press(page, 'I agree to the Terms of Use and Privacy Policy, and to be contacted by a wedding expert.', 'Space');
    await press(page, 'Next');
    await onStep(page, 'Pick a time for your call');
    // Spec §2: the scheduler prefilled with the account logged in through the flow: the e-mail it
    // gave, and the name the page now prints for the session (a log-in's answer has none).
    await page.frameLocator('iframe[title="Scheduling calendar"]').getByText('Booking for Alex Morgan, couple@example.com').waitFor();
    await bookBySchedulerKeyboard(page);
    await onStep(page, 'Your call is booked');
    expect((await saved()).map((s) => [s.step, s.userId])).toEqual([
      ['FREE_ACCESS', null],
      ['US_PLANNING_ADVICE', '1'],
      ['BUDGET', '1'],
      ['ALL_SET', '1'],
      ['APPOINTMENT', '1'],
    ]);

    // Logged in now (USER_ID): closing reloads the page, which shows the couple's vendor manager.
    await Promise.all([page.waitForEvent('load'), press(page, 'Close')]);
    await page.getByRole('heading', { level: 2, name: 'Saved vendors' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prefills the scheduler with the name and e-mail of an account made through the sign-up step', async () => {
    const { context, page, errors } = await openPage('tools/Vendors?country=US');
    await page.getByRole('button', { name: BUTTON }).click();
    const stepper = page.getByRole('dialog', { name: DIALOG });
    await stepper.getByRole('button', { name: 'Get free access' }).click();
    await stepper.getByRole('button', { name: 'Sign up', exact: true }).click();
    const layer = page.getByRole('dialog', { name: 'Sign up' });
    await layer.getByLabel('Full name').fill('Robin Ellis');
    await layer.getByLabel('Email').fill('robin.ellis@example.com');
    await layer.getByLabel('Password').fill('Forever2027!');
    await layer.getByLabel('Bride').check();
    await layer.getByRole('combobox', { name: 'City where you live' }).pressSequentially('San Fr');
    await layer.getByRole('option', { name: /^San Francisco/ }).click();
    await layer.getByRole('checkbox').check();
    await layer.getByRole('button', { name: 'Sign up' }).click();

    await stepper.getByRole('button', { name: 'Let’s go' }).click();
    await stepper.getByRole('checkbox', { name: 'We just got engaged' }).check();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await stepper.getByRole('radio', { name: 'Under $10,000' }).check();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await stepper.getByRole('checkbox', { name: /^I agree to the Terms of Use/ }).check();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await page.frameLocator('iframe[title="Scheduling calendar"]').getByText('Booking for Robin Ellis, robin.ellis@example.com').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes planning advice the full height of a phone', async () => {
    const { context, page } = await openPage('tools/Vendors?country=GB');
    await page.setViewportSize({ width: 412, height: 800 });
    await page.getByRole('button', { name: BUTTON }).click();
    await page.getByRole('heading', { level: 3, name: 'What would you like help with?' }).waitFor();
    await expect(page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(800);
    await context.close();
  });
});

/** The first step: the dialog's own initial focus is inside it (not on its heading). */
async function onStepOrFirst(page: Page, name: string) {
  await page.getByRole('dialog', { name: DIALOG }).getByRole('heading', { level: 3, name }).waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
}

/** By clicks, from the button to the scheduler of the international flow. */
async function toSchedulerByClicks(page: Page) {
  await page.getByRole('button', { name: BUTTON }).click();
  const stepper = page.getByRole('dialog', { name: DIALOG });
  await stepper.getByRole('checkbox', { name: 'Choosing the venue' }).check();
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByRole('button', { name: 'Let’s go' }).click();
  await stepper.getByRole('checkbox', { name: 'Rustic or barn' }).check();
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByRole('radio', { name: 'Under $10,000' }).check();
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByRole('checkbox', { name: /^I agree to the Terms of Use/ }).check();
  await stepper.getByRole('button', { name: 'Next' }).click();
  return stepper;
}

describe('expert advice when a call fails', () => {
  it('keeps the booking when its APPOINTMENT save fails (500, then the network), says so, and Try again sends the same booking', async () => {
    const { context, page, errors, saves } = await openPage('tools/Vendors?country=ES');
    const failures: ('500' | 'network')[] = ['500', 'network'];
    await page.route('**/wedding-planner-save-step', (route) => {
      const step = new URLSearchParams(route.request().postData() ?? '').get('step');
      const failure = step === 'APPOINTMENT' ? failures.shift() : undefined;
      if (failure === '500') return route.fulfill({ status: 500, body: 'Server error' });
      if (failure === 'network') return route.abort('internetdisconnected');
      return route.fallback();
    });
    const stepper = await toSchedulerByClicks(page);
    const frame = page.frameLocator('iframe[title="Scheduling calendar"]');
    await frame.getByLabel('Tuesday 2 June, 10:00').check();
    await frame.getByRole('button', { name: 'Book this time' }).click();

    const alert = stepper.getByRole('alert');
    const failed = 'We could not save your booking. Your chosen time is kept: check your connection and try again.';
    await expect.poll(() => alert.textContent()).toBe(failed);
    expect(await stepper.getByRole('heading', { level: 3, name: 'Your call is booked' }).count()).toBe(0);
    expect(await stepper.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await stepper.getByRole('button', { name: 'Try again' }).click();
    // The network fails this time: still said, still kept.
    await expect.poll(() => saves.filter((s) => s.step === 'APPOINTMENT').length).toBe(2);
    await expect.poll(() => alert.textContent()).toBe(failed);
    await stepper.getByRole('button', { name: 'Try again' }).click();

    await stepper.getByRole('heading', { level: 3, name: 'Your call is booked' }).waitFor();
    const booking = `${env.url}fixtures/expert-scheduler.html?booked=2026-06-02T10%3A00`;
    // The same booking each time, never asked again of the couple.
    expect(saves.filter((s) => s.step === 'APPOINTMENT').map((s) => [s.answers, s.scheduleUrl])).toEqual([
      ['[]', booking],
      ['[]', booking],
      ['[]', booking],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !/^\[widgets\] Expert advice: saving a step failed\.|status of 500|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  });

  it('says so when the planner after a lead fails to load, its code or its data, and Try again loads it and opens the stepper', async () => {
    const { context, page, errors } = await openPage('emp-Form.php?id_empresa=1000');
    const form = page.locator('form.lead-form');
    await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
    // Its code fails twice (the first load and its own second try, each from its own URL: the
    // chunk, then ?again=1; the first is asked for by its preload and its import), then its data once.
    await page.route(
      (url) => /\/chunks\/expert-advice-[^/]*\.js$/.test(url.pathname),
      (route) => (Number(new URL(route.request().url()).searchParams.get('again') ?? 0) < 2 ? route.abort('internetdisconnected') : route.fallback()),
    );
    const plannerAsked: URLSearchParams[] = [];
    await page.route('**/wedding-planner-modal*', (route) => {
      plannerAsked.push(new URL(route.request().url()).searchParams);
      return plannerAsked.length === 1 ? route.fulfill({ status: 500, body: 'Server error' }) : route.fallback();
    });
    await page.evaluate(() => window.mockBackend?.nextStep({ type: 'expert_advice_modal' } as never));
    await sendLead(form);

    const codeNotice = page.getByRole('alert').filter({ hasText: 'This part of the page could not load. Check your connection and try again.' });
    await codeNotice.waitFor();
    await codeNotice.getByRole('button', { name: 'Try again' }).click();
    const dataNotice = page.getByRole('status').filter({ hasText: 'We could not open the wedding expert’s questions.' });
    await dataNotice.waitFor();
    expect(await page.getByRole('dialog', { name: DIALOG }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dataNotice.getByRole('button', { name: 'Try again' }).click();

    await page.getByRole('dialog', { name: DIALOG }).getByRole('heading', { level: 3 }).first().waitFor();
    // Spec §7: GET /wedding-planner-modal with the lead's leadId, userId and regionId, asked again.
    expect(plannerAsked).toHaveLength(2);
    expect([...plannerAsked[1]!.keys()].sort()).toEqual(expect.arrayContaining(['leadId', 'userId']));
    expect(plannerAsked[1]!.toString()).toBe(plannerAsked[0]!.toString());
    expect(errors.filter((error) => !/^\[widgets\] (Widget "lead-form": the next step could not load|Expert advice: the planner modal did not load)|status of 500|ERR_INTERNET_DISCONNECTED|expert-advice-/.test(error))).toEqual([]);
    await context.close();
  });
});

/** A valid lead, sent as a person would. */
async function sendLead(form: Locator) {
  const day = new Date();
  day.setDate(day.getDate() + 200);
  await form.getByLabel('Name').fill('Jordan Blake');
  await form.getByLabel('Email').fill('jordan.blake@example.com');
  await form.getByLabel('Phone').fill('4155550199');
  await form.getByLabel('Date', { exact: true }).fill(day.toISOString().slice(0, 10));
  await form.getByLabel('Estimated guest count').fill('90');
  await form.getByLabel('Bride or groom').check();
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello! Is our date still available for 90 guests?');
  await form.getByRole('checkbox', { name: /^I accept the Terms of use/ }).check();
  await form.getByRole('button', { name: /Request pricing|Send message/ }).click();
}
