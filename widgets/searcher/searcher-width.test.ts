import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorHtmlOf } from '../../fixtures/pages/render-for-test';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { MEDIA } from '../../src/ui/breakpoints';
import { unmountUiHosts } from '../../src/ui/host/mount-host';

useMockBackend();

let stop = () => {};

afterEach(() => {
  stop();
  unmountUiHosts();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page whose width can cross the tablet width: `matchMedia(MEDIA.mobile)` follows `phone`, and says when it changes. */
function pageWidth(phone: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return phone;
    },
    media: MEDIA.mobile,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => (query === MEDIA.mobile ? (media as unknown as MediaQueryList) : ({ ...media, matches: false, media: query } as unknown as MediaQueryList)));
  return (next: boolean) => {
    phone = next;
    for (const listener of listeners) listener();
  };
}

describe('the searcher across the tablet width', () => {
  it('is the inline dropdown from the tablet width up and the modal below it, switching when the width crosses it', async () => {
    const resize = pageWidth(false);
    document.body.innerHTML = visitorHtmlOf('/home', 'form[data-widget="searcher"]');
    stop = startWidgets(document, registry);
    const form = screen.getByRole('search', { name: 'Search vendors' });
    const user = userEvent.setup();
    await user.click(within(form).getByLabelText('Search vendors, venues or cities'));
    await waitFor(() => expect(form).toHaveAttribute('data-widget-state', 'mounted'));
    expect(within(form).getByRole('combobox', { name: 'Search vendors, venues or cities' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    resize(true);
    expect(within(form).queryByRole('combobox')).toBeNull();
    await user.click(within(form).getByLabelText('Where', { selector: 'input' }));
    expect(await screen.findByRole('dialog', { name: 'Where' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    resize(false);
    expect(within(form).getByRole('combobox', { name: 'Where' })).toBeInTheDocument();
  });
});
