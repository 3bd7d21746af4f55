import { screen } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { CITY_SUGGEST_DEBOUNCE_MS } from './city-suggest';
import { withSignUpPage } from '../../../mocks/city-suggest-page';

const { setUp, searchedTerms } = withSignUpPage();

// Detaching also cancels the search still waiting for the typing to pause; that search lives
// in its own unit of attachSuggest, and no other test detaches before it goes out.
describe('the city autocomplete, once detached', () => {
  it('never searches what was typed just before', async () => {
    const { input, detach, user } = setUp();
    await user.type(input, 'San');
    detach();
    await delay(CITY_SUGGEST_DEBOUNCE_MS + 300);
    expect(searchedTerms()).toEqual([]);
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });
});
