import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingTracker } from '../../../mocks/testing';
import { uiMessages } from '../messages';
import { enhanceForm, type FormKitOptions } from './form-kit';
import { required } from './rules';

// The outcomes no caller's test reaches: problems the server puts under fields, and a submit
// that throws. They cross the kit's units (submit lifecycle, problem display, tracking).
const FORM = `<form action="/run.php" method="post">
<div class="field"><label for="f-name">Name</label><input id="f-name" name="name"></div>
<div class="field"><label for="f-mail">Email</label><input id="f-mail" name="mail" type="email"></div>
<button type="submit">Send</button>
</form>`;

function setUp(submit: FormKitOptions['submit']) {
  document.body.innerHTML = FORM;
  const { tracker, calls } = recordingTracker();
  const kit = enhanceForm(document.querySelector('form')!, { rules: { name: [required('Enter your name')], mail: [] }, submit, tracking: tracker });
  return { kit, calls, user: userEvent.setup() };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the form kit, on what the server answers', () => {
  it('shows the problems the server puts under fields and its message, focuses the first and tracks both', async () => {
    const { user, calls } = setUp(async () => ({
      ok: false,
      message: 'Some details need another look.',
      fieldProblems: { mail: 'This email already has an account.', name: { message: 'That name is too long.' } },
    }));
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const mail = screen.getByLabelText('Email');
    await waitFor(() => expect(mail).toHaveFocus());
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(mail).toHaveAccessibleDescription('This email already has an account.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('That name is too long.');
    const [summary, general] = screen.getAllByRole('alert');
    expect(within(summary!).getAllByRole('link').map((link) => link.textContent)).toEqual(['This email already has an account.', 'That name is too long.']);
    expect(general).toHaveTextContent('Some details need another look.');
    expect(calls.filter((c) => !c.startsWith('change'))).toEqual(['click', 'error This email already has an account.', 'error Some details need another look.']);
  });

  it('says something went wrong when sending throws, and lets the person send again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const submit = vi.fn<FormKitOptions['submit']>().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ ok: true });
    const { kit, user, calls } = setUp(submit);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(uiMessages.formFailed);
    await waitFor(() => expect(kit.busy).toBe(false));
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.at(-1)).toBe('success'));
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
