import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../fixtures/pages/index';
import type { PageBackend } from '../../fixtures/pages/site';
import { FAULT_NAMES, FAULTS, underFault } from '../../mocks/fault-table';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { useMockBackend } from '../../mocks/testing';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/call';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { SEARCHER_DEBOUNCE_MS } from './searcher';

// The fault table (issue 24): the home searcher's suggestions while the stand-in fails in each
// of the five ways. Spec §8 hides an empty list and README says a failed search shows nothing;
// the list stays closed, the field keeps what was typed and keeps working, and its live region
// says the suggestions are unavailable, so a screen reader is not left guessing.

useMockBackend();

const UNAVAILABLE = 'Suggestions are not available right now. You can still search for what you typed.';

const FIELDS = [
  { label: 'Search vendors, venues or cities', path: '/listing/suggest/categories', typed: 'photo', more: 'g', option: /^Photographers$/, hidden: ['id_sector', '6'] },
  { label: 'Where', path: '/listing/suggest/locations', typed: 'San Fr', more: 'a', option: /^San Francisco/, hidden: ['id_poblacion', /^\d+$/] },
] as const;

let stop = () => {};
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);

beforeEach(() => {
  requested = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  stop();
  document.body.innerHTML = '';
});

/** The home page's searcher form as the server renders it, booted; woken by a click in `label`'s field. */
async function searcher(label: string) {
  const backend: PageBackend = { viewer: undefined, conversations: () => [], markRead: () => {}, userName: () => '' };
  const template = document.createElement('template');
  template.innerHTML = renderPage(new URL('/home', location.origin), { bundleSrc: '', headExtra: '', backend })?.html ?? '';
  document.body.innerHTML = template.content.querySelector('form[data-widget="searcher"]')?.outerHTML ?? '';
  stop = startWidgets(document, registry);
  const form = screen.getByRole('search', { name: 'Search vendors' }) as HTMLFormElement;
  const user = userEvent.setup();
  await user.click(within(form).getByLabelText(label));
  await waitFor(() => expect(form).toHaveAttribute('data-widget-state', 'mounted'));
  return { user, form, field: within(form).getByRole('combobox', { name: label }) };
}

describe.each(FIELDS)('the searcher field "$label"', ({ label, path, typed, more, option, hidden }) => {
  it.each(FAULTS.map((fault) => [fault, FAULT_NAMES[fault]] as const))(
    'under %s (%s) keeps the list closed and says the suggestions are unavailable, keeps what was typed, and suggests again',
    async (fault) => {
      const { user, form, field } = await searcher(label);

      // Pasted, one input: typed key by key, a loaded machine can leave more than the debounce
      // between two keys, and each pause is a search of its own (as it is for a slow typist).
      await underFault(fault, () => user.paste(typed), { wait: SEARCHER_DEBOUNCE_MS + DEFAULT_TIMEOUT_MS });

      // 1. The words, in the field's live region; no list, and nothing that looks like an answer.
      await waitFor(() => expect(within(form).getByText(UNAVAILABLE)).toBeInTheDocument());
      expect(within(form).getByText(UNAVAILABLE).closest('[role="status"], [aria-live]')).not.toBeNull();
      expect(field).toHaveAttribute('aria-expanded', 'false');
      expect(within(form).queryAllByRole('option')).toEqual([]);
      expect(requested.filter((p) => p === path)).toHaveLength(1);
      // 2. Nothing lost: the text is there (the form's own submit still searches it).
      expect(field).toHaveValue(typed);
      // 3. Typing on, once the server is back, suggests; a choice fills the hidden field.
      setScenario('normal');
      await user.type(field, more);
      await user.click(await within(form).findByRole('option', { name: option }));
      expect(within(form).queryByText(UNAVAILABLE)).toBeNull();
      const [name, value] = hidden;
      expect((form.elements.namedItem(name) as HTMLInputElement).value).toMatch(value);
    },
  );
});

describe('a search replaced by a newer one', () => {
  it('is not a failure: nothing is said, and the newer search suggests', async () => {
    const { user, form, field } = await searcher('Where');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The first search leaves and gets no answer; the person types on before any timeout.
      setScenario('hang');
      await user.type(field, 'San F');
      await vi.advanceTimersByTimeAsync(SEARCHER_DEBOUNCE_MS + 100);
      await waitFor(() => expect(requested.filter((p) => p === '/listing/suggest/locations')).toHaveLength(1));
      setScenario('normal');
      // One key: the aborted search ends after it, with nothing typed after to hide a wrong word.
      await user.type(field, 'r');
      await vi.advanceTimersByTimeAsync(SEARCHER_DEBOUNCE_MS + 100);
    } finally {
      vi.useRealTimers();
    }
    expect(await within(form).findByRole('option', { name: /^San Francisco/ })).toBeInTheDocument();
    expect(within(form).queryByText(UNAVAILABLE)).toBeNull();
    expect(requested.filter((p) => p === '/listing/suggest/locations')).toHaveLength(2);
  });
});
