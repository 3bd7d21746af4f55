import { screen } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { CITY_SUGGEST_DEBOUNCE_MS } from './city-suggest';
import { withSignUpPage } from '../../../mocks/city-suggest-page';

const { setUp, searchedTerms } = withSignUpPage();

// Detaching cancels the search still waiting for the typing to pause and takes the listeners
// off; no other test types around a detach.
describe('the city autocomplete, once detached', () => {
  it('never searches what was typed just before, nor what is typed after', async () => {
    const { input, cityField, detach, user } = setUp();
    await user.type(input, 'San');
    detach();
    await delay(CITY_SUGGEST_DEBOUNCE_MS + 300);
    expect(searchedTerms()).toEqual([]);

    cityField.value = '501';
    await user.type(input, ' Fr');
    await user.keyboard('{ArrowDown}');
    await delay(CITY_SUGGEST_DEBOUNCE_MS + 300);
    expect(searchedTerms()).toEqual([]);
    expect(cityField).toHaveValue('501');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });
});
