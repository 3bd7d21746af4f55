import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorHtmlOf } from '../../fixtures/pages/render-for-test';
import { FAULT_NAMES, FAULTS, underFault } from '../../mocks/fault-table';
import { setScenario } from '../../mocks/scenarios';
import { readableCookies, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { unmountUiHosts } from '../../src/ui/host/mount-host';
import { MEDIA } from '../../src/ui/breakpoints';

// The phone searcher's modal while the stand-in fails in each of the five ways (README's fault
// table): both steps say the suggestions are unavailable, and the words typed still search,
// through the server's GET form, and are kept as a last search.

useMockBackend();

const UNAVAILABLE = 'Suggestions are not available right now. You can still search for what you typed.';

let stop = () => {};
let submitted: URLSearchParams | undefined;
/** The server form's submit (the GET to /search), kept from going anywhere; the modal's own forms are not it. */
const onSubmit = (event: SubmitEvent) => {
  if (!(event.target instanceof HTMLFormElement) || event.target.dataset.widget !== 'searcher') return;
  event.preventDefault();
  submitted = new URLSearchParams([...new FormData(event.target as HTMLFormElement)].map(([name, value]) => [name, String(value)]));
};

beforeEach(() => {
  submitted = undefined;
  document.cookie = 'lastSearches=; max-age=0; path=/';
  // A phone: the page is narrower than the tablet width.
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMediaStub, matches: query === MEDIA.mobile, media: query }));
});

afterEach(() => {
  stop();
  unmountUiHosts();
  document.removeEventListener('submit', onSubmit);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const matchMediaStub = { onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };

/** The home page's searcher form as the server renders it, booted. */
function bootHomeSearcher() {
  document.body.innerHTML = visitorHtmlOf('/home', 'form[data-widget="searcher"]');
  stop = startWidgets(document, registry);
  document.addEventListener('submit', onSubmit);
  return screen.getByRole('search', { name: 'Search vendors' }) as HTMLFormElement;
}

describe('the phone searcher', () => {
  it.each(FAULTS.map((fault) => [fault, FAULT_NAMES[fault]] as const))('under %s (%s) says so in both steps and still searches for the words typed', async (fault) => {
    const form = bootHomeSearcher();
    const user = userEvent.setup();
    await underFault(fault, () => user.click(within(form).getByLabelText('Search vendors, venues or cities')));
    const start = await screen.findByRole('dialog', { name: 'Start your search' });
    await waitFor(() => expect(within(start).getByText(UNAVAILABLE)).toBeInTheDocument());
    expect(within(start).queryAllByRole('button', { name: 'Photographers' })).toEqual([]);

    await underFault(fault, async () => {
      await user.type(within(start).getByLabelText('Search vendors, venues or cities'), 'photographers');
      await user.keyboard('{Enter}');
    });
    const where = await screen.findByRole('dialog', { name: 'Where' });
    await waitFor(() => expect(within(where).getByText(UNAVAILABLE)).toBeInTheDocument());
    expect(within(where).queryByRole('tablist')).toBeNull();

    setScenario('normal');
    await user.type(within(where).getByRole('searchbox', { name: 'Where' }), 'Austin{Enter}');
    await waitFor(() => expect(submitted).toBeDefined());
    expect([submitted?.get('txtStrSearch'), submitted?.get('txtLocalidad'), submitted?.get('id_sector')]).toEqual(['photographers', 'Austin', '']);
    expect(JSON.parse(readableCookies().lastSearches ?? '[]')).toEqual([{ label: 'photographers in Austin', url: '/search?txtStrSearch=photographers&txtLocalidad=Austin' }]);
  });

  it('opens at a category button with the category, and a place chosen searches at once', async () => {
    const form = bootHomeSearcher();
    const user = userEvent.setup();
    await user.click(within(within(form).getByRole('group', { name: 'Start with a category' })).getByRole('link', { name: 'Florists' }));
    const where = await screen.findByRole('dialog', { name: 'Where' });
    await user.type(within(where).getByRole('searchbox', { name: 'Where' }), 'Hous');
    await user.click(await within(where).findByRole('button', { name: 'Houston, Texas, US' }, { timeout: 3000 }));
    await waitFor(() => expect(submitted).toBeDefined());
    expect([submitted?.get('id_sector'), submitted?.get('excludeVenueCategories'), submitted?.get('id_provincia'), submitted?.get('id_poblacion')]).toEqual(['5', '1', '44', '4402']);
  });
});
