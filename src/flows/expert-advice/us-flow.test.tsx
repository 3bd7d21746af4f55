import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { logInAs, readableCookies, useMockBackend } from '../../../mocks/testing';
import { messages as m } from './messages';
import { openFromButton, stepHeading, useExpertAdvicePage } from '../../../mocks/expert-advice-page';

useMockBackend();
const page = useExpertAdvicePage();

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

/** From the intro to the scheduler, as every US run ends. */
async function questionsToScheduler(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Let’s go' }));
  await stepHeading(m.usPlanningAdviceTitle);
  await user.click(screen.getByRole('checkbox', { name: 'Our venue is booked' }));
  await next(user);
  await stepHeading(m.budgetTitle);
  await user.click(screen.getByRole('radio', { name: 'Over $50,000' }));
  await next(user);
  await stepHeading(m.allSetTitle);
  await user.click(screen.getByRole('checkbox', { name: m.terms }));
  await next(user);
  await screen.findByTitle(m.schedulerFrame);
}

/** The scheduler frame's prefill (its address's query). */
function schedulerQuery() {
  const frame = screen.getByTitle(m.schedulerFrame) as HTMLIFrameElement;
  return Object.fromEntries(new URL(frame.src).searchParams);
}

describe('expert advice in the US', () => {
  it('asks a visitor to sign up after free access, switches to log in, and after the log-in goes on with the intro and the questions as that couple', async () => {
    // The page as the server prints it for the session: its button says who the couple is.
    const reprinted: string[] = [];
    server.use(
      http.get(location.href, ({ request }) => {
        reprinted.push(request.headers.get('Accept') ?? '');
        return HttpResponse.html('<main><button data-widget="expert-advice" data-planner-flow-id="900" data-name="Alex Morgan" data-email="couple@example.com">Book</button></main>');
      }),
    );
    const user = await openFromButton(page, 'US');
    await stepHeading(m.freeAccessTitle);
    await user.click(screen.getByRole('button', { name: 'Get free access' }));
    await stepHeading(m.signUpTitle);
    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    expect(await stepHeading(m.logInTitle)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const layer = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('dialog', { name: m.modalTitle })).toBeNull();
    await user.type(await within(layer).findByLabelText('Email'), 'couple@example.com');
    await user.type(within(layer).getByLabelText('Password'), 'Wedding2026!');
    await user.click(within(layer).getByRole('button', { name: 'Log in' }));

    await screen.findByRole('dialog', { name: m.modalTitle });
    expect(await stepHeading(m.introTitle)).toBeInTheDocument();
    await questionsToScheduler(user);
    // Spec §2: prefilled with the e-mail given to the layer, and the name the page now prints (a log-in tells none).
    expect(schedulerQuery()).toEqual({ name: 'Alex Morgan', email: 'couple@example.com' });
    expect(reprinted).toEqual(['text/html']);
    await waitFor(() => expect(page.saves).toHaveLength(4));
    expect(page.saves.map(({ step, userId }) => [step, userId])).toEqual([
      ['FREE_ACCESS', undefined],
      ['US_PLANNING_ADVICE', '1'],
      ['BUDGET', '1'],
      ['ALL_SET', '1'],
    ]);
  });

  it('prefills the scheduler with the name and e-mail of an account made through the sign-up step', async () => {
    const user = await openFromButton(page, 'US');
    await user.click(await screen.findByRole('button', { name: 'Get free access' }));
    await stepHeading(m.signUpTitle);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const layer = await screen.findByRole('dialog', { name: 'Sign up' });
    await user.type(await within(layer).findByLabelText('Full name'), 'Alex Rivera');
    await user.type(within(layer).getByLabelText('Email'), 'alex.expert@example.com');
    await user.type(within(layer).getByLabelText('Password'), 'Forever2027!');
    await user.click(within(layer).getByLabelText('Bride'));
    await user.type(within(layer).getByRole('combobox', { name: 'City where you live' }), 'San Fr');
    await user.click(await within(layer).findByRole('option', { name: /^San Francisco/ }));
    await user.click(within(layer).getByRole('checkbox'));
    await user.click(within(layer).getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 3, name: m.introTitle }, { timeout: 5000 })).toBeInTheDocument();
    await questionsToScheduler(user);
    expect(schedulerQuery()).toEqual({ name: 'Alex Rivera', email: 'alex.expert@example.com' });
  });

  it('comes back to the sign-up step when the visitor closes the sign-up layer', async () => {
    const user = await openFromButton(page, 'US');
    await user.click(await screen.findByRole('button', { name: 'Get free access' }));
    await stepHeading(m.signUpTitle);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Sign up' });

    await user.keyboard('{Escape}');

    expect(await stepHeading(m.signUpTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: m.modalTitle })).toBeInTheDocument();
  });

  it('takes a logged-in couple from free access to the intro, and reloads the page when the stepper closes', async () => {
    await logInAs('couple');
    const user = await openFromButton(page, 'US', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Get free access' }));
    await questionsToScheduler(user);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it("runs the short flow for variant 'variant': e-mail information, whose close action saves APPOINTMENT", async () => {
    const user = await openFromButton(page, 'US', { loggedIn: true, variant: 'variant' });
    await user.click(await screen.findByRole('button', { name: 'Get free access' }));
    await stepHeading(m.emailInformationTitle);
    expect(screen.getByText('We’ll write to couple@example.com.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(m.emailInformationToast)).toBeInTheDocument();
    expect(page.saves).toEqual([
      { step: 'FREE_ACCESS', answers: ['freeAccess'], plannerFlowId: '900', isEmailConfirmationFlow: '1', userId: '1' },
      { step: 'APPOINTMENT', answers: ['email'], plannerFlowId: '900', isEmailConfirmationFlow: '1', userId: '1' },
    ]);
    expect(readableCookies().EXPERT_ADVICE).toBe('1');
  });
});
