import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../mocks/console-guard';
import { server } from '../../../mocks/node';
import { useMockBackend } from '../../../mocks/testing';
import { messages as m } from './messages';
import { endRun, goBack, goTo, startRun, expertAdviceStore } from './store';
import { openFromButton, stepHeading, useExpertAdvicePage } from '../../../mocks/expert-advice-page';

useMockBackend();
const page = useExpertAdvicePage();

type User = ReturnType<typeof userEvent.setup>;
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const box = (name: string) => screen.getByRole('checkbox', { name });

async function toStep(user: User, title: string, path: (user: User) => Promise<void>) {
  await path(user);
  await stepHeading(title);
}

describe('the rules of the expert-advice steps (spec §5)', () => {
  it('enables Next on planning advice once an option is ticked; the main options and the other group exclude each other', async () => {
    const user = await openFromButton(page, 'ES');
    expect(nextButton()).toBeDisabled();

    await user.click(box('Finding and booking vendors'));
    await user.click(box('Choosing the venue'));
    expect(nextButton()).toBeEnabled();
    await user.click(box('Something else'));
    expect([box('Finding and booking vendors'), box('Choosing the venue')]).not.toContainEqual(expect.objectContaining({ checked: true }));
    expect(box('Something else')).toBeChecked();
    await user.click(box('Building a planning timeline'));
    expect(box('Something else')).not.toBeChecked();
    await user.click(box('Building a planning timeline'));
    expect(nextButton()).toBeDisabled();
  });

  it('enables Next on the feedback only for a text longer than 4 characters', async () => {
    const user = await openFromButton(page, 'ES');
    await toStep(user, m.feedbackTitle, async (u) => {
      await u.click(box('Something else'));
      await u.click(nextButton());
    });
    const field = screen.getByLabelText(m.feedbackLabel);

    await user.type(field, 'Help');
    expect(nextButton()).toBeDisabled();
    await user.type(field, '    ');
    expect(nextButton()).toBeDisabled();
    await user.type(field, '!');
    expect(nextButton()).toBeEnabled();
  });

  it('enables Next on the budget after any choice and on all set only with the terms ticked', async () => {
    localStorage.setItem('expertAdviceDelightfulShown', JSON.stringify({ v: '1', e: Date.now() + 86_400_000 }));
    const user = await openFromButton(page, 'ES');
    await user.click(box('Choosing the venue'));
    await user.click(nextButton());
    await stepHeading(m.weddingStyleTitle);
    expect(nextButton()).toBeDisabled();
    await user.click(box('We haven’t decided yet'));
    await user.click(nextButton());
    await stepHeading(m.budgetTitle);

    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Under $10,000' }));
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    await stepHeading(m.allSetTitle);
    expect(nextButton()).toBeDisabled();
    await user.click(box(m.terms));
    expect(nextButton()).toBeEnabled();
    await user.click(box(m.terms));
    expect(nextButton()).toBeDisabled();
  });

  it('says a failed save in the step and stays there', async () => {
    const user = await openFromButton(page, 'ES');
    server.use(http.post('*/wedding-planner-save-step', () => HttpResponse.error()));
    expectConsole('error', /^\[widgets\] Expert advice: saving a step failed\. PLANNING_ADVICE .*kind: 'network'/s);
    await user.click(box('Choosing the venue'));
    await user.click(nextButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(m.saveFailed);
    expect(screen.getByRole('heading', { level: 3, name: m.planningAdviceTitle })).toBeInTheDocument();
  });
});

describe('the step history', () => {
  it('pops one step, or back to a named one', () => {
    startRun({ plannerFlowId: 1, us: false, shortFlow: false }, 'planningAdvice');
    goTo('weddingStyle');
    goTo('budget');
    goTo('allSet');

    goBack();
    expect(expertAdviceStore.getState().history).toEqual(['planningAdvice', 'weddingStyle', 'budget']);
    goBack('planningAdvice');
    expect(expertAdviceStore.getState().history).toEqual(['planningAdvice']);
    goBack();
    expect(expertAdviceStore.getState().history).toEqual(['planningAdvice']);
    endRun();
  });
});
