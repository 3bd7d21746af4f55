import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { logInAs, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { removeCookie } from '../../src/lib/cookies';
import { readValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';

// The whole chat (React) comes when the test says: what the person does in the first panel
// before, the whole chat does once in.
let release = () => {};

useMockBackend();

const LAUNCHER = `<aside class="chat-host" aria-label="Chat" data-widget="chat" data-hydrate="idle"><a class="chat-launcher" href="/inbox" aria-label="Chat">✉</a></aside>`;
const host = () => document.querySelector<HTMLElement>('[data-widget="chat"]')!;
const hasReactRoot = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactContainer$'));
let stop = () => {};
let disconnect = () => Promise.resolve();

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO', 'conciergeClosed']) removeCookie(name);
  localStorage.clear();
  await logInAs('couple');
  // Each test loads the bundle afresh, so the whole chat's module comes again, when the test says.
  vi.resetModules();
  const arrived = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('./full', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const [{ registry }, { startWidgets }, { disconnectRealtime }, { refreshSession }] = await Promise.all([
    import('../../src/boot/registry'),
    import('../../src/boot/scanner'),
    import('../../src/lib/realtime'),
    import('../../src/state/session'),
  ]);
  disconnect = disconnectRealtime;
  refreshSession();
  writeSiteConfig();
  document.body.innerHTML = LAUNCHER;
  stop = startWidgets(document, registry);
  await waitFor(() => expect(host()).toHaveAttribute('data-widget-state', 'mounted'));
});

afterEach(async () => {
  release();
  stop();
  await disconnect();
});

describe('the chat’s first panel, handed to the whole chat', () => {
  it('lists the conversations before React, and the whole chat opens the one chosen there, asking the server once for each answer', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
      const panel = await screen.findByRole('dialog', { name: 'Conversations' });
      await userEvent.click(await within(panel).findByRole('button', { name: /Rosewood Estate/ }));
      expect(hasReactRoot(host())).toBe(false);
      expect(within(panel).getByRole('button', { name: /Rosewood Estate/ })).toHaveAttribute('aria-busy', 'true');

      release();
      const conversation = await screen.findByRole('dialog', { name: 'Rosewood Estate' });
      expect(hasReactRoot(host())).toBe(true);
      expect(await within(conversation).findByText(/Would you like to come for a tour this weekend\?/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'true');
      expect(asked.filter((path) => path === '/pusher/pusherCheck.php')).toHaveLength(1);
      expect(asked.filter((path) => path === '/pusher/pusherMenu.php')).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('stays open through the handover: the whole chat’s first commit replaces the first panel with its own, open', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await within(await screen.findByRole('dialog', { name: 'Conversations' })).findByRole('button', { name: /Rosewood Estate/ });
    let closedMeanwhile = false;
    const watch = new MutationObserver(() => {
      if (!host().querySelector('dialog.chat-panel[open]')) closedMeanwhile = true;
    });
    watch.observe(host(), { childList: true, subtree: true, attributes: true });
    release();
    // React's launcher is in: its first commit replaced the server's launcher and the first panel.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat' }).tagName).toBe('BUTTON'));
    const panel = screen.getByRole('dialog', { name: 'Conversations' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(await within(panel).findByRole('button', { name: /Rosewood Estate/ })).toBeInTheDocument();
    watch.disconnect();
    expect(closedMeanwhile).toBe(false);
  });

  it('minimized before React came, the whole chat mounts minimized, with the focus on its launcher and the manual close recorded', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Conversations' })).getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    // React's launcher is in: its first commit replaced the server's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat' }).tagName).toBe('BUTTON'));
    const launcher = screen.getByRole('button', { name: 'Chat' });
    await waitFor(() => expect(launcher).toHaveFocus());
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readValue(storedValues.conciergeClosed.web)).toBe('1');
  });
});
