import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../lib/events';
import { openFragmentDialog } from '../fragment/fragment-dialog';
import type { FragmentResult } from '../fragment/load-fragment';
import { openDialog } from './dialog';
import { Modal } from './modal';
import { modalStack, pushModal, removeModal } from './modal-stack';

function page() {
  document.body.innerHTML = '<main><button type="button">Log in</button><a href="/x">A link</a></main>';
  const opener = screen.getByRole('button', { name: 'Log in' });
  opener.focus();
  return opener;
}

afterEach(() => {
  emit('modals:close', {});
  document.body.innerHTML = '';
});

describe('openDialog (no React)', () => {
  it('is a modal dialog named by its title, holding the focus, the rest of the page inert and locked, until Close gives the focus back', async () => {
    const user = userEvent.setup();
    const opener = page();
    const onClose = vi.fn();
    const dialog = openDialog({ title: 'Log in', onClose });

    const shown = screen.getByRole('dialog', { name: 'Log in' });
    expect(shown).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.querySelector('main')!.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    dialog!.body.innerHTML = '<label>Email <input></label>';
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('main')!.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and on a press on the overlay, not on a press inside', async () => {
    const user = userEvent.setup();
    page();
    openDialog({ title: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    openDialog({ title: 'Log in' });
    await user.click(screen.getByRole('heading', { name: 'Log in' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('.modal-overlay')! });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves an Escape that something inside took (a combobox closing its list) to it, and closes on the next', async () => {
    const user = userEvent.setup();
    page();
    const dialog = openDialog({ title: 'Sign up' });
    dialog!.body.innerHTML = '<label>City <input></label>';
    screen.getByRole('textbox', { name: 'City' }).focus();
    // As src/ui/city-suggest/suggest.ts listens: on window, in the capture phase, once its list is open.
    let listOpen = true;
    const closeList = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && listOpen) {
        event.preventDefault();
        listOpen = false;
      }
    };
    window.addEventListener('keydown', closeList, true);
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    window.removeEventListener('keydown', closeList, true);
  });

  it('closes when a log-in is done (spec §4)', () => {
    page();
    openDialog({ title: 'Log in' });
    emit('auth:done', { type: 'user' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is refused while another modal is loading (spec §4), and opens once it is not', () => {
    page();
    pushModal('loading-one', { loading: true });
    expect(openDialog({ title: 'Log in' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    removeModal('loading-one');
    expect(openDialog({ title: 'Log in' })).not.toBeNull();
  });

  it("opened above a React modal, takes Escape and presses for itself; the modal below stays open and gets the focus back", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { unmount } = render(
      <Modal open title="Compare prices" onOpenChange={onOpenChange}>
        <button type="button">Send</button>
      </Modal>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    openDialog({ title: 'Log in' });
    expect(modalStack.getState().entries).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Compare prices' }).closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('dialog', { name: 'Log in' }).querySelector('h2')!);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(send).toHaveFocus());
    unmount();
  });
});

describe('openFragmentDialog (no React)', () => {
  const loaded = (html: string): FragmentResult => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return { ok: true, fragment: template.content, title: undefined, html };
  };

  it('says it is loading, then shows the fragment and hands it over; a failure says so with a retry and the page', async () => {
    const user = userEvent.setup();
    page();
    let answer: (result: FragmentResult) => void = () => {};
    const source = vi.fn((_signal: AbortSignal) => new Promise<FragmentResult>((resolve) => (answer = resolve)));
    const onShow = vi.fn((container: HTMLElement) => container.querySelector('input')!.focus());
    const messages = { loading: 'Loading…', failed: 'It did not load.', retry: 'Try again', openPage: 'Open the page' };
    openFragmentDialog({ title: 'Log in', source, onShow, messages, pageHref: '/users-login.php' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    answer({ ok: false, reason: 'call', error: { kind: 'network' } as never });
    expect(await screen.findByRole('alert')).toHaveTextContent('It did not load.');
    expect(screen.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', '/users-login.php');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(source).toHaveBeenCalledTimes(2);
    answer(loaded('<label>Email <input name="mail"></label>'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it('drops an answer nobody waits for any more: closed before it came', async () => {
    page();
    let answer: (result: FragmentResult) => void = () => {};
    let signal: AbortSignal | undefined;
    const onShow = vi.fn();
    const dialog = openFragmentDialog({
      title: 'Log in',
      source: (s) => ((signal = s), new Promise((resolve) => (answer = resolve))),
      onShow,
      messages: { loading: 'Loading…', failed: 'No.', retry: 'Again' },
    });
    dialog!.close();
    expect(signal!.aborted).toBe(true);
    answer(loaded('<input>'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onShow).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
