import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingTracker } from '../../../mocks/testing';
import { uiMessages } from '../messages';
import { enhanceForm, type FormKitOptions, type SubmitOutcome } from './form-kit';
import { minLength, required } from './rules';

const FORM = `<form action="/run.php" method="post">
<div class="field"><label for="f-mail">Email</label><input id="f-mail" name="mail" type="email" aria-describedby="f-mail-hint"><p id="f-mail-hint">We never share it.</p></div>
<div class="field"><label for="f-pass">Password</label><input id="f-pass" name="password" type="password"></div>
<fieldset class="field"><legend>I am the</legend>
<label><input id="f-role-1" type="radio" name="Rol" value="1"> Bride</label>
<label><input id="f-role-2" type="radio" name="Rol" value="2"> Groom</label></fieldset>
<div class="field" hidden><label for="f-other">Other role</label><input id="f-other" name="other"></div>
<button type="submit">Log in</button>
</form>`;

/** A form on the page with the kit on it; `submit` answers with `outcome` (after `gate` resolves, if given). */
function setUp(outcome: SubmitOutcome = { ok: true }, gate?: Promise<void>) {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form')!;
  const sent: Record<string, string>[] = [];
  const { tracker, calls } = recordingTracker();
  const options: FormKitOptions = {
    rules: {
      mail: [required('Check that the email is correct.')],
      password: [minLength(6, 'Your password must be at least six characters.', { trim: false }), required('Your password must be at least six characters.')],
      Rol: [required('Let us know your role in the wedding')],
      other: [required('Tell us your role')],
    },
    submit: async (f) => {
      sent.push(Object.fromEntries(new FormData(f)) as Record<string, string>);
      await gate;
      return outcome;
    },
    tracking: tracker,
  };
  const kit = enhanceForm(form, options);
  return { form, kit, sent, calls, user: userEvent.setup() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the form kit', () => {
  it('with no summary (a one-field form), announces the problem under the field itself', async () => {
    document.body.innerHTML = '<form><label for="f-answer">Answer</label><input id="f-answer" name="answer"><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    let sent = 0;
    enhanceForm(form, { rules: { answer: [required('Please write an answer.')] }, summary: false, submit: async () => (sent++, { ok: true }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write an answer.');
    expect(screen.getByLabelText('Answer')).toHaveAccessibleDescription('Please write an answer.');
    expect(screen.getByLabelText('Answer')).toHaveFocus();
    expect(form.querySelector('.form-kit__summary')).toBeNull();
    expect(sent).toBe(0);
  });

  it('shows each problem under its field, wired by aria-describedby, lists them in a summary and focuses the first', async () => {
    const { user, sent, calls } = setUp();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const mail = screen.getByLabelText('Email');
    expect(mail).toHaveFocus();
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(mail).toHaveAccessibleDescription('We never share it. Check that the email is correct.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Your password must be at least six characters.');
    expect(screen.getByRole('group', { name: 'I am the' })).toHaveAccessibleDescription('Let us know your role in the wedding');
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Check that the email is correct.',
      'Your password must be at least six characters.',
      'Let us know your role in the wedding',
    ]);
    // The hidden field is not checked; nothing is sent; the first problem is tracked.
    expect(screen.queryByText('Tell us your role')).toBeNull();
    expect(sent).toEqual([]);
    expect(calls.filter((c) => !c.startsWith('change'))).toEqual(['click', 'error Check that the email is correct.']);

    await user.click(within(summary).getByRole('link', { name: 'Let us know your role in the wedding' }));
    expect(screen.getByLabelText('Bride')).toHaveFocus();
  });

  it('clears a problem as the person types in its field, and keeps what was typed', async () => {
    const { user } = setUp();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Email'), 'a');

    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it.');
    expect(within(screen.getByRole('alert')).queryByText('Check that the email is correct.')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('abc');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Your password must be at least six characters.');
  });

  it('sends one request for a double click, marks the form busy meanwhile, and tracks the success', async () => {
    let release!: () => void;
    const { user, form, sent, calls } = setUp({ ok: true }, new Promise((resolve) => (release = resolve)));
    await user.type(screen.getByLabelText('Email'), 'couple@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wedding2026!');
    await user.click(screen.getByLabelText('Bride'));
    await user.dblClick(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(form).not.toHaveAttribute('aria-busy'));
    expect(sent).toEqual([{ mail: 'couple@example.com', password: 'Wedding2026!', Rol: '1', other: '' }]);
    expect(calls.at(-1)).toBe('success');
    expect(calls.filter((c) => c === 'click')).toHaveLength(1);
  });

  it.each([
    ['the server refuses with its message', { ok: false, message: 'The email or password you entered is incorrect.' }, 'The email or password you entered is incorrect.'],
    ['the network is down', { ok: false, error: { kind: 'network', endpoint: 'x', message: 'Failed to fetch' } }, uiMessages.formOffline],
    ['the server answers 500', { ok: false, error: { kind: 'http', endpoint: 'x', status: 500, statusText: 'Internal Server Error', message: '500' } }, uiMessages.formFailed],
  ] as const)('says so in the general area when %s, keeps what was typed and lets the person try again', async (_, outcome, message) => {
    const { user, sent, calls } = setUp(outcome as SubmitOutcome);
    await user.type(screen.getByLabelText('Email'), 'couple@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByLabelText('Groom'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.at(-1)).toBe(`error ${message}`);
    expect(screen.getByLabelText('Email')).toHaveValue('couple@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('shows a problem with its action, which the person can click', async () => {
    document.body.innerHTML = FORM;
    const form = document.querySelector('form')!;
    const mail = () => screen.getByLabelText('Email');
    enhanceForm(form, {
      rules: {
        mail: [
          (value) => (value.endsWith('@gmial.com') ? { message: 'Check that the email is correct.', action: { label: 'name@gmail.com', run: () => void ((mail() as HTMLInputElement).value = 'name@gmail.com') } } : undefined),
        ],
      },
      submit: async () => ({ ok: true }),
    });
    const user = userEvent.setup();
    await user.type(mail(), 'name@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'name@gmail.com' }));
    expect(mail()).toHaveValue('name@gmail.com');
  });

  it('renders server text as text', async () => {
    const { user } = setUp({ ok: false, message: '<img src=x onerror="window.hacked=1">' });
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByLabelText('Bride'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('<img src=x onerror="window.hacked=1">');
    expect(document.querySelector('img')).toBeNull();
  });
});
