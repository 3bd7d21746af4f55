import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal/modal';
import { showAlert } from './show-alert';

const duplicateEmail = 'A user with this email address already exists.';

function show(message: string): boolean {
  let shown = false;
  act(() => {
    shown = showAlert(message);
  });
  return shown;
}

describe('showAlert', () => {
  it('shows the message in an alert dialog with focus on Accept, which closes it', async () => {
    const user = userEvent.setup();

    expect(show(duplicateEmail)).toBe(true);

    const alert = screen.getByRole('alertdialog', { name: duplicateEmail });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(alert).toContainElement(accept);
    expect(accept).toHaveFocus();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');

    await user.click(accept);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('ignores a second alert while one is active and accepts a new one once it is gone', async () => {
    const user = userEvent.setup();
    show('First');

    expect(show('Second')).toBe(false);

    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(show('Second')).toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
  });

  it('opens above a modal that is loading and gives focus back to it on Accept', async () => {
    const user = userEvent.setup();
    render(
      <Modal open loading title="Log in">
        <button type="button">Continue with Facebook</button>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

    show(duplicateEmail);

    const zIndexOf = (dialog: HTMLElement) => Number(getComputedStyle(dialog.parentElement!).zIndex);
    const alert = screen.getByRole('alertdialog', { name: duplicateEmail });
    expect(zIndexOf(alert)).toBeGreaterThan(zIndexOf(screen.getByRole('dialog', { name: 'Log in', hidden: true })));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toHaveFocus();
  });
});
