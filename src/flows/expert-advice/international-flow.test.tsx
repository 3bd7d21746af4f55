import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { momentShown, readableCookies, useMockBackend } from '../../../mocks/testing';
import { messages as m } from './messages';
import { openFromButton, stepHeading, useExpertAdvicePage } from '../../../mocks/expert-advice-page';

useMockBackend();
const page = useExpertAdvicePage();

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const tick = (user: User, label: string) => user.click(screen.getByRole('checkbox', { name: label }));
const steps = () => page.saves.map((save) => save.step);

describe('expert advice outside the US', () => {
  it('goes planning advice, intro, wedding style, budget, all set, scheduler, saving each step for the flow', async () => {
    const user = await openFromButton(page, 'ES', { loggedIn: true });

    expect(await stepHeading(m.planningAdviceTitle)).toBeInTheDocument();
    expect(readableCookies().EXPERT_ADVICE).toBe('1');
    await tick(user, 'Finding and booking vendors');
    await tick(user, 'Choosing the venue');
    await next(user);
    await stepHeading(m.introTitle);
    await user.click(screen.getByRole('button', { name: 'Let’s go' }));
    expect(await stepHeading(m.weddingStyleTitle)).toHaveFocus();
    await tick(user, 'Rustic or barn');
    await next(user);
    await stepHeading(m.budgetTitle);
    await user.click(screen.getByRole('radio', { name: '$20,000 to $35,000' }));
    await next(user);
    await stepHeading(m.allSetTitle);
    await user.click(screen.getByRole('checkbox', { name: m.terms }));
    await next(user);

    expect(await screen.findByTitle(m.schedulerFrame)).toBeInTheDocument();
    await waitFor(() => expect(page.saves).toHaveLength(4));
    expect(page.saves).toEqual([
      { step: 'PLANNING_ADVICE', answers: ['vendors', 'venue'], plannerFlowId: '900', isEmailConfirmationFlow: '0', userId: '1' },
      { step: 'WEDDING_STYLE', answers: ['rustic'], plannerFlowId: '900', isEmailConfirmationFlow: '0', userId: '1' },
      { step: 'BUDGET', answers: ['20k-35k'], plannerFlowId: '900', isEmailConfirmationFlow: '0', userId: '1' },
      { step: 'ALL_SET', answers: ['termsAccepted'], plannerFlowId: '900', isEmailConfirmationFlow: '0', userId: '1' },
    ]);
  });

  it("moves on from the intro by itself after 3.5 s, and a repeat run skips it", async () => {
    const user = await openFromButton(page, 'ES');
    await tick(user, 'Setting and keeping to a budget');
    // The moments the steps appear, not when the test's polls see them (later, on a busy machine).
    const introShown = momentShown(m.introTitle);
    const styleShown = momentShown(m.weddingStyleTitle);
    await next(user);
    await stepHeading(m.introTitle);

    await stepHeading(m.weddingStyleTitle);
    expect((await styleShown) - (await introShown)).toBeGreaterThanOrEqual(3400);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Book a free call with a wedding expert' }));
    await stepHeading(m.planningAdviceTitle);
    await tick(user, 'Setting and keeping to a budget');
    await next(user);
    expect(await stepHeading(m.weddingStyleTitle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: m.introTitle })).toBeNull();
  });

  it("takes 'Something else' to the feedback step, then all set and the scheduler", async () => {
    const user = await openFromButton(page, 'GB');
    await tick(user, 'Something else');
    await next(user);
    await stepHeading(m.feedbackTitle);
    await user.type(screen.getByLabelText(m.feedbackLabel), 'Help with a two-country wedding');
    await next(user);
    await stepHeading(m.allSetTitle);
    await user.click(screen.getByRole('checkbox', { name: m.terms }));
    await next(user);

    expect(await screen.findByTitle(m.schedulerFrame)).toBeInTheDocument();
    await waitFor(() => expect(steps()).toEqual(['PLANNING_ADVICE', 'FEEDBACK', 'ALL_SET']));
    expect(page.saves[0]?.answers).toEqual(['other']);
    expect(page.saves[1]?.answers).toEqual(['Help with a two-country wedding']);
  });

  it("skips the budget with '-': nothing saved for it, straight to all set", async () => {
    localStorage.setItem('expertAdviceDelightfulShown', JSON.stringify({ v: '1', e: Date.now() + 86_400_000 }));
    const user = await openFromButton(page, 'ES');
    await tick(user, 'Choosing the venue');
    await next(user);
    await tick(await stepHeading(m.weddingStyleTitle).then(() => user), 'Modern and minimal');
    await next(user);
    await stepHeading(m.budgetTitle);
    await user.click(screen.getByRole('radio', { name: m.budgetSkip }));
    await next(user);

    await stepHeading(m.allSetTitle);
    await waitFor(() => expect(steps()).toEqual(['PLANNING_ADVICE', 'WEDDING_STYLE']));
  });

  it('goes back through the history with what was chosen still ticked; the intro is not on the way back', async () => {
    const user = await openFromButton(page, 'ES');
    await tick(user, 'Building a planning timeline');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Let’s go' }));
    await tick(await stepHeading(m.weddingStyleTitle).then(() => user), 'Boho and relaxed');
    await next(user);
    await stepHeading(m.budgetTitle);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading(m.weddingStyleTitle)).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Boho and relaxed' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading(m.planningAdviceTitle);
    expect(screen.getByRole('checkbox', { name: 'Building a planning timeline' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("saves 'Not now' as the answer notNow and closes; a visitor's page does not reload", async () => {
    const user = await openFromButton(page, 'ES');
    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.saves).toEqual([{ step: 'PLANNING_ADVICE', answers: ['notNow'], plannerFlowId: '900', isEmailConfirmationFlow: '0' }]);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
