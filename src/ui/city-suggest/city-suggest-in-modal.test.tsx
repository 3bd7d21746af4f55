import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMockBackend } from '../../../mocks/testing';
import { Modal } from '../modal/modal';
import { attachCitySuggest } from './city-suggest';

useMockBackend();

let detach: (() => void) | undefined;

afterEach(() => {
  detach?.();
  detach = undefined;
});

describe('the city autocomplete in a modal', () => {
  it('closes its list on the first Escape and leaves the second to close the modal', async () => {
    render(
      <Modal defaultOpen title="Sign up">
        <div>
          <label htmlFor="modal-city">City</label>
          <input id="modal-city" name="txtStrPoblacion" />
          <input type="hidden" name="Poblacion" />
          <input type="hidden" name="Provincia" />
        </div>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    const input = screen.getByLabelText('City') as HTMLInputElement;
    const [cityField, regionField] = [...dialog.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    detach = attachCitySuggest(input, { cityField: cityField!, regionField: regionField!, country: 'US' });
    const user = userEvent.setup();

    await user.type(input, 'San');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested cities' });
    // Inside the dialog, so the dialog's focus trap and outside-press handling take it as its own.
    expect(dialog).toContainElement(listbox);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
