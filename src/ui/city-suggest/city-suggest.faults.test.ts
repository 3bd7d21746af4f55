import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../mocks/console-guard';
import { optionTexts, withSignUpPage } from '../../../mocks/city-suggest-page';
import { DEFAULT_TIMEOUT_MS } from '../../api/call';
import { CITY_SUGGEST_DEBOUNCE_MS } from './city-suggest';
import { citySuggestMessages } from './messages';

// Issue 24, the fault table: the city lookup under each of the stand-in's faults. The spec gives
// 'No results' for an empty answer (§8) and no handling for a failed one ("not shown"): the list
// stays closed and says nothing (a failed lookup is not "no such city"), the text typed stays a
// plain town name with no ids chosen, and typing again once the server answers suggests again.

const { setUp, searchedTerms } = withSignUpPage();

const FAULTS = ['offline', 'server-error', 'login-page', 'malformed', 'hang'] as const;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function scenario(name: string): Promise<void> {
  await fetch('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
}

describe.each(FAULTS)('the city lookup when the server is %s', (fault) => {
  it('keeps the list closed and silent, keeps the text, and suggests again once the server is back', async () => {
    const { input, cityField, regionField } = setUp();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await scenario(fault);
    expectConsole('warn', '[widgets] City suggestions failed; the list stays closed.');
    await user.type(input, 'San');
    await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS + (fault === 'hang' ? DEFAULT_TIMEOUT_MS : 0) + 100);
    await waitFor(() => expect(searchedTerms()).toEqual(['San']));

    // The one search failed: nothing opens, nothing is announced, no 'No results' (the city may exist).
    await vi.advanceTimersByTimeAsync(100);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(citySuggestMessages.noResults)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).toHaveValue('San');
    expect([cityField.value, regionField.value]).toEqual(['', '']);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await scenario('normal');
    await user.type(input, '{Backspace}n');
    await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS + 100);
    const diego = await screen.findByRole('option', { name: 'San Diego, California' });
    expect(optionTexts()).toEqual(['San Francisco, California', 'San Diego, California']);
    expect(screen.getByRole('status')).toHaveTextContent('2 results available.');
    await user.click(diego);
    expect(input).toHaveValue('San Diego, California');
    expect([cityField.value, regionField.value]).toEqual(['503', '5']);
    expect(searchedTerms()).toEqual(['San', 'San']);
  });
});
