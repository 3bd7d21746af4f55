import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../mocks/console-guard';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { readableCookies, useMockBackend, writeSiteConfig } from '../../../mocks/testing';
import { TOAST_DURATION_MS } from '../../ui/constants';
import { openExpertAdvice } from './index';
import { messages as m } from './messages';
import { DIALOG, stepHeading, useExpertAdvicePage } from '../../../mocks/expert-advice-page';

useMockBackend();
const page = useExpertAdvicePage();

const LEAD_STEP = { type: 'expert_advice_modal', leadId: 7001, userId: 1, regionId: 5, name: 'Alex Morgan', email: 'couple@example.com' } as const;
const PARTNER = 'https://calendar.partner.example';

/** Opens the stepper for the seeded lead (the intro already seen) and answers its way to the scheduler. */
async function toScheduler(config: Record<string, unknown> = {}) {
  writeSiteConfig({ country: 'ES', ...config });
  localStorage.setItem('expertAdviceDelightfulShown', JSON.stringify({ v: '1', e: Date.now() + 86_400_000 }));
  const user = userEvent.setup();
  openExpertAdvice(LEAD_STEP);
  await stepHeading(m.planningAdviceTitle);
  await user.click(screen.getByRole('checkbox', { name: 'Choosing the venue' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading(m.weddingStyleTitle);
  await user.click(screen.getByRole('checkbox', { name: 'Classic and elegant' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading(m.budgetTitle);
  await user.click(screen.getByRole('radio', { name: m.budgetSkip }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading(m.allSetTitle);
  await user.click(screen.getByRole('checkbox', { name: m.terms }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const frame = await screen.findByTitle<HTMLIFrameElement>(m.schedulerFrame);
  // happy-dom loads no frame (its contentWindow is null): a stand-in window plays the frame's,
  // the one its messages come from. Chromium runs the real page (scripts/expert-advice.browser.test.ts).
  Object.defineProperty(frame, 'contentWindow', { value: Object.create(null) as Window });
  await waitFor(() => expect(page.saves.at(-1)?.step).toBe('ALL_SET'));
  return { user, frame };
}

function post(frame: HTMLIFrameElement, origin: string, data: unknown, source: Window | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
}

const appointments = () => page.saves.filter((save) => save.step === 'APPOINTMENT');

describe('the expert-advice scheduler', () => {
  it('embeds the scheduler prefilled with the name and e-mail, for the flow the planner modal names', async () => {
    const { frame } = await toScheduler();

    const src = new URL(frame.src);
    expect([src.pathname, src.searchParams.get('name'), src.searchParams.get('email')]).toEqual(['/fixtures/expert-scheduler.html', 'Alex Morgan', 'couple@example.com']);
    expect(page.saves[0]).toEqual({ step: 'PLANNING_ADVICE', answers: ['venue'], plannerFlowId: '7001', isEmailConfirmationFlow: '0', userId: '1' });
  });

  it("saves APPOINTMENT with the schedule URL and sets EXPERT_ADVICE_SCHEDULED on the frame's 'scheduled' message from the page's origin", async () => {
    const { frame } = await toScheduler();

    post(frame, location.origin, { event: 'scheduled', scheduleUrl: 'https://calendar.partner.example/booking/42' });

    expect(await stepHeading(m.scheduledTitle)).toHaveFocus();
    expect(await screen.findByText(m.scheduledToast)).toBeInTheDocument();
    await waitFor(() => expect(appointments()).toEqual([{ step: 'APPOINTMENT', answers: [], plannerFlowId: '7001', isEmailConfirmationFlow: '0', userId: '1', scheduleUrl: 'https://calendar.partner.example/booking/42' }]));
    expect(readableCookies().EXPERT_ADVICE_SCHEDULED).toBe('1');
  });

  it('takes the message from an origin the site config lists', async () => {
    const { frame } = await toScheduler({ expertAdviceScheduler: { url: `${PARTNER}/wedding-experts`, origins: [PARTNER] } });
    expect(frame.src).toMatch(/^https:\/\/calendar\.partner\.example\/wedding-experts\?name=Alex\+Morgan&email=couple%40example\.com$/);

    post(frame, PARTNER, { event: 'scheduled', scheduleUrl: `${PARTNER}/booking/7` });

    await waitFor(() => expect(appointments().map((save) => save.scheduleUrl)).toEqual([`${PARTNER}/booking/7`]));
  });

  it.each([
    ['another origin', 'https://evil.example', { event: 'scheduled', scheduleUrl: 'https://evil.example/x' }, 'frame'],
    ['another frame of the page', 'same', { event: 'scheduled', scheduleUrl: 'https://calendar.partner.example/b/1' }, 'window'],
    ['another event', 'same', { event: 'profile_page_viewed' }, 'frame'],
    ['a script URL', 'same', { event: 'scheduled', scheduleUrl: 'javascript:alert(1)' }, 'frame'],
  ])('ignores a message from %s', async (_what, origin, data, source) => {
    const { frame } = await toScheduler();

    post(frame, origin === 'same' ? location.origin : origin, data, source === 'frame' ? frame.contentWindow : window);
    // A message taken would save at once; a real one after it shows nothing was left pending.
    post(frame, location.origin, { event: 'scheduled', scheduleUrl: 'https://calendar.partner.example/booking/ok' });

    await waitFor(() => expect(appointments().map((save) => save.scheduleUrl)).toEqual(['https://calendar.partner.example/booking/ok']));
  });
});

describe('a booking the server did not take', () => {
  const BOOKING = 'https://calendar.partner.example/booking/42';
  const SAVED = { step: 'APPOINTMENT', answers: [], plannerFlowId: '7001', isEmailConfirmationFlow: '0', userId: '1', scheduleUrl: BOOKING };

  it.each([
    ['the network fails', 'offline'],
    ['the server answers 500', 'server-error'],
  ] as const)('is kept when %s: the chosen time stays, the person is told, and Try again sends the same booking', async (_what, scenario) => {
    expectConsole('error', /^\[widgets\] Expert advice: saving a step failed\. APPOINTMENT/);
    const { user, frame } = await toScheduler();
    setScenario(scenario);

    post(frame, location.origin, { event: 'scheduled', scheduleUrl: BOOKING });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your booking. Your chosen time is kept: check your connection and try again.');
    // Not claimed as booked; the scheduler, showing the time the person chose, is still there.
    expect(screen.queryByRole('heading', { level: 3, name: m.scheduledTitle })).toBeNull();
    expect(screen.getByTitle(m.schedulerFrame)).toBe(frame);
    expect(appointments()).toEqual([SAVED]);

    setScenario('normal');
    // An earlier test's toasts may still be on screen, or leave it meanwhile (6 s each): the new one is looked for.
    const earlier = new Set(screen.queryAllByText(m.scheduledToast));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await stepHeading(m.scheduledTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(m.scheduledToast).filter((toast) => !earlier.has(toast))).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(appointments()).toEqual([SAVED, SAVED]);
  });
});

describe('expert advice after a lead (nextStep expert_advice_modal)', () => {
  it("shows the planner modal's greeting cleaned: markup from the server does not run", async () => {
    writeSiteConfig({ country: 'ES' });
    server.use(
      http.get('*/wedding-planner-modal', () =>
        HttpResponse.json({ html: '<section data-planner-flow-id="31"><div data-greeting><p>Hi <strong>Alex</strong><img src="x" onerror="window.pwned=1"></p><script>window.pwned=1</script></div></section>' }),
      ),
    );

    openExpertAdvice(LEAD_STEP);

    const greeting = await screen.findByText('Alex');
    expect(greeting.tagName).toBe('STRONG');
    expect(screen.getByRole('dialog', { name: DIALOG }).querySelector('script, [onerror]')).toBeNull();
  });

  it('says so in a toast that stays, and opens nothing when the planner modal fails; its Try again asks again and opens the stepper', async () => {
    writeSiteConfig({ country: 'ES' });
    server.use(http.get('*/wedding-planner-modal', () => HttpResponse.json({ error: 'no' }, { status: 500 }), { once: true }));
    expectConsole('error', /^\[widgets\] Expert advice: the planner modal did not load\. .*status: 500/s);

    openExpertAdvice(LEAD_STEP);

    const toast = (await screen.findByText(m.loadFailed)).closest('.toast') as HTMLElement;
    expect(screen.queryByRole('dialog')).toBeNull();
    // Past a plain toast's 6 s, it is still there to be used.
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 200));
    expect(screen.getByText(m.loadFailed)).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: m.tryAgain }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(m.loadFailed)).toBeNull();
  }, 15_000);
});
