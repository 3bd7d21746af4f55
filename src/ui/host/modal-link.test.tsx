import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../modal/modal';
import { enhanceModalLink } from './modal-link';
import { mountUiHost } from './mount-host';

let stopLink = () => {};
afterEach(() => {
  stopLink();
  document.body.innerHTML = '';
});

const hostOf = (name: string) => document.querySelectorAll(`[data-ui-host^="${name}"]`);

describe('mountUiHost', () => {
  it('hosts one root a name: a second mount is ignored or rendered as asked, and close frees the name', async () => {
    const first = mountUiHost('test-host', <p>One</p>);
    expect(first.created).toBe(true);
    expect(mountUiHost('test-host', <p>Two</p>).created).toBe(false);
    await screen.findByText('One');
    mountUiHost('test-host', <p>Three</p>, { again: 'render' });
    expect(await screen.findByText('Three')).toBeInTheDocument();
    expect(hostOf('test-host')).toHaveLength(1);

    first.close();
    const next = mountUiHost('test-host', <p>Four</p>);
    expect(next.created).toBe(true);
    await waitFor(() => expect(hostOf('test-host')).toHaveLength(1));
    // A handle kept past its close touches nothing of the new host.
    first.render(<p>Stale</p>);
    first.unmount();
    expect(await screen.findByText('Four')).toBeInTheDocument();
    expect(screen.queryByText('Stale')).toBeNull();
    next.unmount();
    expect(hostOf('test-host')).toHaveLength(0);
  });
});

/** A server link to a page, made to open a modal named Countries. */
function enhancedLink(beforeOpen?: () => Promise<boolean>) {
  document.body.innerHTML = '<p><a href="/country-selector">Country</a></p>';
  const link = screen.getByRole('link', { name: 'Country' });
  stopLink = enhanceModalLink(link as HTMLAnchorElement, {
    host: 'test-link',
    beforeOpen,
    modal: ({ open, onOpenChange, pageHref }) => (
      <Modal open={open} onOpenChange={onOpenChange} title="Countries">
        <a href={pageHref}>All countries</a>
      </Modal>
    ),
  });
  return { link, stop: stopLink };
}

describe('enhanceModalLink', () => {
  it('opens its modal on a plain click and gives the focus back to the link on Escape', async () => {
    const { link } = enhancedLink();
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'Countries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All countries' })).toHaveAttribute('href', '/country-selector');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link).toHaveFocus();
  });

  it('keeps the link for a click with a modifier key or another button', () => {
    const { link } = enhancedLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing when beforeOpen says no, and follows the link when it cannot run', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { link } = enhancedLink(vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('offline')));
    await userEvent.click(link);
    await userEvent.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/country-selector`));
    expect(screen.queryByRole('dialog')).toBeNull();
    assign.mockRestore();
  });

  it('stops: the link is a plain link again and the modal and its host are gone', async () => {
    const { link, stop } = enhancedLink();
    await userEvent.click(link);
    await screen.findByRole('dialog', { name: 'Countries' });
    stop();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hostOf('test-link')).toHaveLength(0);
    expect(link).not.toHaveAttribute('aria-haspopup');
    expect(fireEvent.click(link)).toBe(true);
  });
});
