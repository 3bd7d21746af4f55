import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorHtmlOf } from '../../fixtures/pages/render-for-test';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { MEDIA } from '../../src/ui/breakpoints';
import { unmountUiHosts } from '../../src/ui/host/mount-host';

useMockBackend();

let stop = () => {};
const matchMediaStub = { onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };

beforeEach(() => {
  // A phone: the page is narrower than the tablet width.
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMediaStub, matches: query === MEDIA.mobile, media: query }));
});

afterEach(() => {
  stop();
  unmountUiHosts();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The home page's searcher form as the server renders it, booted and woken by the focus in `label`'s field. */
async function focusedSearcher(label: string) {
  document.body.innerHTML = visitorHtmlOf('/home', 'form[data-widget="searcher"]');
  stop = startWidgets(document, registry);
  const form = screen.getByRole('search', { name: 'Search vendors' });
  within(form).getByLabelText(label, { selector: 'input' }).focus();
  await waitFor(() => expect(form).toHaveAttribute('data-widget-state', 'mounted'));
  return form;
}

describe('the phone searcher from the page', () => {
  it("takes what is typed in the page's place field into the 'Where' step, its field focused", async () => {
    const user = userEvent.setup();
    const form = await focusedSearcher('Where');
    expect(within(form).getByLabelText('Where', { selector: 'input' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.keyboard('H');
    const where = await screen.findByRole('dialog', { name: 'Where' });
    const field = within(where).getByRole('searchbox', { name: 'Where' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('H');
    expect(await within(where).findByRole('button', { name: 'Houston, Texas, US' })).toBeInTheDocument();
  });

  it("goes back from 'Where' to 'Start your search' with the category in the field, and gives the focus back to the page's field on close", async () => {
    const user = userEvent.setup();
    const form = await focusedSearcher('Search vendors, venues or cities');
    await user.keyboard('{Enter}');
    const start = await screen.findByRole('dialog', { name: 'Start your search' });
    await user.click(await within(start).findByRole('button', { name: 'Caterers' }));
    const where = await screen.findByRole('dialog', { name: 'Where' });
    await user.click(within(where).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Start your search' });
    expect(within(again).getByLabelText('Search vendors, venues or cities')).toHaveValue('Caterers');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(form).getByLabelText('Search vendors, venues or cities', { selector: 'input' })).toHaveFocus());
  });
});
