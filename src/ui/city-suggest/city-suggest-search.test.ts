import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { CITY_SUGGEST_DEBOUNCE_MS } from './city-suggest';
import { optionTexts, withSignUpPage } from '../../../mocks/city-suggest-page';

const { setUp, searches, searchedTerms } = withSignUpPage();

describe('the city search', () => {
  it('asks once, 400 ms after the typing pauses, and never for a single letter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { input } = setUp();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(input, 'A');
      await vi.advanceTimersByTimeAsync(CITY_SUGGEST_DEBOUNCE_MS * 2);
      await user.type(input, 'us');
      vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS - 100);
      await user.type(input, 'tin');
      vi.advanceTimersByTime(CITY_SUGGEST_DEBOUNCE_MS - 100);
      expect(searches()).toEqual([]);

      vi.advanceTimersByTime(100);
      expect(await screen.findByRole('option', { name: 'Austin, Texas' })).toBeVisible();
      expect(searches()).toEqual([{ search: 'Austin', retJSON: '1', id_pais: 'US', addProvinces: '1' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a single 'No results' item that cannot be chosen", async () => {
    const { input, cityField, submits, user } = setUp();
    await user.type(input, 'Zzz');
    const empty = await screen.findByRole('option', { name: 'No results' });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    expect(optionTexts()).toEqual(['No results']);
    expect(screen.getByRole('status')).toHaveTextContent('No results');

    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.click(empty);
    expect(input).toHaveValue('Zzz');
    expect(cityField).toHaveValue('');
    expect(submits()).toBe(0);
  });

  it('searches provinces only in India, and a province fills the region alone', async () => {
    const { input, cityField, regionField, user } = setUp('IN');
    await user.type(input, 'Mumbai');
    expect(await screen.findByRole('option', { name: 'No results' })).toBeVisible();

    await user.clear(input);
    await user.type(input, 'Maha');
    await waitFor(() => expect(optionTexts()).toEqual(['Maharashtra']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Maharashtra');
    expect([cityField.value, regionField.value]).toEqual(['', '340']);
    expect(searches().map((query) => query.id_pais)).toEqual(['IN', 'IN']);
  });

  it('shows the newer search when the older answer arrives after it', async () => {
    // The first search is answered only once the second one's results are on screen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let staleSent: () => void = () => {};
    const staleAnswered = new Promise<void>((resolve) => (staleSent = resolve));
    server.use(
      http.get('*/utils-SearchPoblacion.php', async ({ request }) => {
        if (new URL(request.url).searchParams.get('search') !== 'Mia') return undefined;
        await held;
        staleSent();
        return HttpResponse.json({ cities: [{ ID_POBLACION: 1001, DESC_POBLACION: 'Miami', ID_REGION: 10, DESC_REGION: 'Florida' }], provinces: {} });
      }),
    );
    const { input, cityField, user } = setUp();
    await user.click(input);
    await user.paste('Mia');
    await waitFor(() => expect(searchedTerms()).toEqual(['Mia']));
    await user.clear(input);
    await user.paste('Orl');
    expect(await screen.findByRole('option', { name: 'Orlando, Florida' })).toBeVisible();

    release();
    await staleAnswered;
    // A dropped answer shows nothing to wait for: give it the time a shown one takes (a few ms).
    await delay(100);
    expect(optionTexts()).toEqual(['Orlando, Florida']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(cityField).toHaveValue('1002');
    expect(searchedTerms()).toEqual(['Mia', 'Orl']);
  });

  it.each([
    ['an HTTP error', () => new HttpResponse('oops', { status: 500, statusText: 'Internal Server Error' }), 'http'],
    ['a network failure', () => HttpResponse.error(), 'network'],
    ['a malformed answer', () => HttpResponse.json({ cities: 'Austin' }), 'invalid-answer'],
  ])('closes the list, only warning in the console, on %s', async (_, answer, kind) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { input, user } = setUp();
    await user.type(input, 'Sa');
    await screen.findByRole('option', { name: 'San Diego, California' });
    server.use(http.get('*/utils-SearchPoblacion.php', answer));
    await user.type(input, 'n');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('[widgets] City suggestions failed; the list stays closed.', expect.objectContaining({ kind, endpoint: 'cities.suggest' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
