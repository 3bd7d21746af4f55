import { describe, expect, it } from 'vitest';
import { signupRules } from './rules';

async function mailProblem(form: HTMLFormElement | undefined, value: string) {
  for (const rule of signupRules(3, form).Mail ?? []) {
    const problem = await rule(value, form ?? document.createElement('form'));
    if (problem) return problem;
  }
  return undefined;
}

describe('the sign-up e-mail rules', () => {
  it('refuse an Apple private-relay address unless the form allows it', async () => {
    const relay = 'x7k2p9@privaterelay.appleid.com';
    expect(await mailProblem(undefined, relay)).toBe('Check that the email is correct.');
    const allowing = document.createElement('form');
    allowing.setAttribute('data-allow-private-relay', '');
    expect(await mailProblem(allowing, relay)).toBeUndefined();
  });

  it.each([
    ['alex@example.com', undefined],
    ['alex@example.com, sam@example.org; kim@example.net', undefined],
    ['alex@example.com sam@', 'Check that the email is correct.'],
    ['', 'Check that the email is correct.'],
  ])('check every address of %j', async (value, problem) => {
    expect(await mailProblem(undefined, value)).toBe(problem);
  });
});
