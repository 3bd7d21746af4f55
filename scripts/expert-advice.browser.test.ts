import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, usePreviewInChromium, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

const BUTTON = 'Book a free call with a wedding expert';
const DIALOG = 'Free advice from a wedding expert';

interface Save {
  step: string | null;
  answers: string | null;
  userId: string | null;
  scheduleUrl: string | null;
}

/** A fresh page (reduced motion: no animation to wait out before axe) that notes every step save the stand-in receives. */
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
  const errors = collectErrors(page);
  await page.goto(env.url + path);
  return { context, page, errors, saves };
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
    const { context, page, errors, saves } = await openPage('tools/Vendors?country=ES');
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
    expect(saves.map((s) => [s.step, s.answers])).toEqual([
      ['PLANNING_ADVICE', '["venue"]'],
      ['WEDDING_STYLE', '["rustic"]'],
      ['BUDGET', '["under10k"]'],
      ['ALL_SET', '["termsAccepted"]'],
      ['APPOINTMENT', '[]'],
    ]);
    expect(saves.at(-1)?.scheduleUrl).toBe(`${env.url}fixtures/expert-scheduler.html?booked=2026-06-02T10%3A00`);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect([cookies.EXPERT_ADVICE, cookies.EXPERT_ADVICE_SCHEDULED]).toEqual(['1', '1']);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction((name) => document.activeElement?.textContent === name, BUTTON);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the US flow by keyboard: free access, log in through the layer, the questions and the scheduler; the page reloads on close', async () => {
    const { context, page, errors, saves } = await openPage('tools/Vendors?country=US');
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
    await bookBySchedulerKeyboard(page);
    await onStep(page, 'Your call is booked');
    expect(saves.map((s) => [s.step, s.userId])).toEqual([
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
