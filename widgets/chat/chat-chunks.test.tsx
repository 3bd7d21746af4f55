import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { logInAs, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { removeCookie } from '../../src/lib/cookies';
import { disconnectRealtime } from '../../src/lib/realtime';
import { refreshSession } from '../../src/state/session';
import { botDelay } from './bot-typing';
import { panelChunk } from './chat';
import { botInputChunk } from './conversation';

// The chat's lazy parts when their chunks cannot load (offline, or a deploy removed them). Each
// test is the first of this file to load its part: a module that loaded stays loaded.

useMockBackend();

const LAUNCHER = `<aside aria-label="Chat" data-widget="chat" data-hydrate="load"><a href="/inbox" aria-label="Chat">Chat</a></aside>`;
const FAILED = 'This part of the chat could not load. Check your connection and try again.';
const lost = () => new Error('Failed to fetch dynamically imported module: /dist/chunks/panel-x.js');

let stop = () => {};
async function mountChat(): Promise<void> {
  refreshSession();
  writeSiteConfig();
  document.body.innerHTML = LAUNCHER;
  stop = startWidgets(document, registry);
  await waitFor(() => expect(document.querySelector('[data-widget="chat"]')).toHaveAttribute('data-widget-state', 'mounted'));
}

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO', 'conciergeClosed']) removeCookie(name);
  sessionStorage.clear();
  localStorage.clear();
  botDelay.min = 0;
  botDelay.max = 0;
  await logInAs('couple');
});

afterEach(async () => {
  stop();
  await disconnectRealtime();
  vi.restoreAllMocks();
});

describe('the chat when a part of it cannot load', () => {
  it('says so where the panel would open, with a Try again that opens it (a chunk that fails once is tried again)', async () => {
    expectConsole('error', /Widget "chat": a part could not load/);
    await mountChat();
    // Twice: the first try and the one more; then the Try again's first try, whose one more loads it.
    const load = vi.spyOn(panelChunk, 'load').mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    // The launcher stays the widget's: the chat did not crash back to the server's link.
    expect(document.querySelector('[data-widget="chat"]')).toHaveAttribute('data-widget-state', 'mounted');
    expect(load).toHaveBeenCalledTimes(2);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('says so in the conversation when the chatbot’s inputs cannot load, with a Try again that brings them (a chunk that fails once is tried again)', async () => {
    expectConsole('error', /Widget "chat": a part could not load/);
    await mountChat();
    const load = vi.spyOn(botInputChunk, 'load').mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Conversations' })).findByRole('button', { name: /^Wedding Concierge/ }));
    const conversation = await screen.findByRole('dialog', { name: /Concierge/i });
    const alert = await within(conversation).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(load).toHaveBeenCalledTimes(2);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(conversation).findByRole('group', { name: 'Hi! Which vendors are you looking for first?' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
