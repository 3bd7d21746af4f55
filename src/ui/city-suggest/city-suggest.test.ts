import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionTexts, withSignUpPage } from '../../../mocks/city-suggest-page';

const { setUp, searchedTerms } = withSignUpPage();

describe('the city autocomplete', () => {
  it('is a combobox controlling a named, closed listbox until results arrive', async () => {
    const { input, user } = setUp();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input.nextElementSibling).toBe(listbox);

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    expect(screen.getByRole('status')).toHaveTextContent('2 results available.');
    expect(screen.getByRole('combobox', { name: 'City', expanded: true })).toBe(input);
    expect(screen.getByRole('listbox', { name: 'Suggested cities' })).toBe(listbox);
    expect(optionTexts()).toEqual(['San Francisco, California', 'San Diego, California']);
  });

  it('moves the highlight with the arrows, wrapping, and Enter fills the city without submitting the form', async () => {
    const { input, cityField, regionField, events, submits, user } = setUp();
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    const [francisco, diego] = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(francisco).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', francisco!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', francisco!.id);
    await user.keyboard('{ArrowUp}');
    expect(diego).toHaveAttribute('aria-selected', 'true');
    expect(francisco).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', diego!.id);

    events.length = 0;
    await user.keyboard('{Enter}');
    expect(submits()).toBe(0);
    expect(input).toHaveValue('San Diego, California');
    expect([cityField.value, regionField.value]).toEqual(['503', '5']);
    expect(events).toEqual(['input Poblacion', 'change Poblacion', 'input Provincia', 'change Provincia', 'change txtStrPoblacion']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lets Enter submit the form when no option is highlighted', async () => {
    const { input, cityField, submits, user } = setUp();
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    await user.keyboard('{Enter}');
    expect(submits()).toBe(1);
    expect(cityField).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('fills the city on a click, keeping focus in the input; typing again clears the ids', async () => {
    const { input, cityField, regionField, user } = setUp('ES');
    await user.type(input, 'Bar');
    await user.click(await screen.findByRole('option', { name: 'Barcelona, Barcelona' }));
    expect(input).toHaveValue('Barcelona, Barcelona');
    expect([cityField.value, regionField.value]).toEqual(['10801', '108']);
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, '{Backspace}');
    expect([cityField.value, regionField.value]).toEqual(['', '']);
  });

  it('clears a city the server prefilled as soon as the text changes, telling the form', async () => {
    const { input, cityField, regionField, events, user } = setUp();
    input.value = 'San Francisco, California';
    cityField.value = '501';
    regionField.value = '5';
    await user.type(input, '{Backspace}');
    expect([cityField.value, regionField.value]).toEqual(['', '']);
    expect(events).toEqual(['input Poblacion', 'change Poblacion', 'input Provincia', 'change Provincia', 'input txtStrPoblacion']);
  });

  it('closes on the first Escape and changes nothing on the second; the arrows open it again', async () => {
    const { input, cityField, user } = setUp();
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('San');
    expect(cityField).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'San Francisco, California' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Tab and on a click outside, and opens again on focus without asking again', async () => {
    const { input, user } = setUp();
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(input);
    expect(optionTexts()).toEqual(['San Francisco, California', 'San Diego, California']);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchedTerms()).toEqual(['San']);
  });

  it('closes when the text is cleared', async () => {
    const { input, user } = setUp();
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    await user.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('puts the list after a label that wraps the input, and leaves the input as it was once detached', async () => {
    const { input, detach, user } = setUp('US', `<form aria-label="Sign up"><p><label>City <input name="txtStrPoblacion" autocomplete="address-level2"></label>
      <input type="hidden" name="Poblacion"><input type="hidden" name="Provincia"></p></form>`);
    await user.type(input, 'San');
    await screen.findByRole('option', { name: 'San Diego, California' });
    expect(screen.getByRole('combobox', { name: 'City' })).toBe(input);
    expect(input.closest('label')!.nextElementSibling).toBe(screen.getByRole('listbox'));

    detach();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('autocomplete', 'address-level2');
    expect(input.getAttributeNames().filter((name) => name.startsWith('aria-'))).toEqual([]);
  });
});
