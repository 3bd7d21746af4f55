import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { server } from './node';
import { useMockBackend } from './testing';
import { attachCitySuggest } from '../src/ui/city-suggest/city-suggest';

/** The sign-up form's city field as the server writes it (spec §3 names). */
export const SIGN_UP = `<form aria-label="Sign up">
<div class="field">
  <label for="city">City</label>
  <input id="city" name="txtStrPoblacion" type="text">
  <input type="hidden" name="Poblacion" value="">
  <input type="hidden" name="Provincia" value="">
</div>
<button type="button">Use my location</button>
<button type="submit">Sign up</button>
</form>`;

/**
 * For this folder's tests: starts the stand-in backend, logs the city searches it receives and
 * cleans the page after each test. `setUp` puts a form on the page with the autocomplete on its
 * city and records the form's submits and its fields' input and change events.
 */
export function withSignUpPage() {
  useMockBackend();
  let searches: Record<string, string>[] = [];
  let detach: (() => void) | undefined;
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/utils-SearchPoblacion.php') searches.push(Object.fromEntries(url.searchParams));
  };

  beforeEach(() => {
    searches = [];
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
    detach?.();
    detach = undefined;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const setUp = (country = 'US', html = SIGN_UP) => {
    document.body.innerHTML = html;
    const form = screen.getByRole('form', { name: 'Sign up' }) as HTMLFormElement;
    const input = screen.getByLabelText('City') as HTMLInputElement;
    const cityField = form.elements.namedItem('Poblacion') as HTMLInputElement;
    const regionField = form.elements.namedItem('Provincia') as HTMLInputElement;
    const events: string[] = [];
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    for (const type of ['input', 'change']) form.addEventListener(type, (event) => events.push(`${type} ${(event.target as HTMLInputElement).name}`));
    detach = attachCitySuggest(input, { cityField, regionField, country });
    const undo = () => {
      detach?.();
      detach = undefined;
    };
    return { input, cityField, regionField, events, submits: () => submits, detach: undo, user: userEvent.setup() };
  };

  return {
    setUp,
    /** The query of every city search received, in order. */
    searches: () => searches,
    searchedTerms: () => searches.map((query) => query.search),
  };
}

/** The text of each option on show. */
export const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);
