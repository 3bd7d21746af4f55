import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessage, findConversation } from '../../mocks/db';
import { server } from '../../mocks/node';
import { logInAs, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/call';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { removeCookie } from '../../src/lib/cookies';
import { disconnectRealtime } from '../../src/lib/realtime';
import { refreshSession } from '../../src/state/session';
import { messages } from './messages';

// Issue 24, the fault table: a reply in a request conversation of the chat, the couple's to the
// vendor (/tools/VendorsSolicRun) and the vendor's to the couple (/emp-AdminSolicitudesShowRun.php),
// under each of the stand-in's faults. The reply box keeps the text and says it did not go; once
// the server is back, Send sends it once.

useMockBackend();

const FAULTS = ['offline', 'server-error', 'login-page', 'malformed', 'hang'] as const;
const LAUNCHER = `<aside aria-label="Chat" data-widget="chat" data-hydrate="load"><a href="/inbox" aria-label="Chat">Chat</a></aside>`;
const TYPED = 'Saturday at 11am works for us';

let stop = () => {};

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO', 'conciergeClosed']) removeCookie(name);
  sessionStorage.clear();
  localStorage.clear();
  await logInAs('couple');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  stop();
  await disconnectRealtime();
});

async function scenario(name: string): Promise<void> {
  await fetch('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
}

/** Who writes, and to whom, in the conversation of lead 7001. */
const SIDES = [
  { who: 'couple', fromType: 'user', other: 'Rosewood Estate' },
  { who: 'vendor', fromType: 'vendor', other: 'Alex Morgan' },
] as const;
type Side = (typeof SIDES)[number];

/** The side's messages with this text in the conversation of lead 7001, as the server keeps them. */
const onServer = (text: string, side: Side = SIDES[0]) => findConversation(7001)?.messages.filter((m) => m.fromType === side.fromType && m.body === text) ?? [];

/** Mounts the chat of the side logged in and opens its conversation of lead 7001. */
async function openConversation(side: Side = SIDES[0]) {
  if (side.who === 'vendor') await logInAs('vendor');
  refreshSession();
  writeSiteConfig();
  document.body.innerHTML = LAUNCHER;
  stop = startWidgets(document, registry);
  await waitFor(() => expect(document.querySelector('[data-widget="chat"]')).toHaveAttribute('data-widget-state', 'mounted'));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Conversations' });
  await user.click(await within(panel).findByRole('button', { name: new RegExp(`^${side.other}`) }));
  await within(await screen.findByRole('dialog', { name: side.other })).findByText(/June 13 is still open/);
  return user;
}

describe.each(SIDES)('the $who’s chat reply', (side) => {
  it.each(FAULTS)('when the server is %s: says it could not be sent, keeps the text in the box, and sends it once when the server is back', async (fault) => {
    const user = await openConversation(side);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await scenario(fault);
    await user.type(field, `${TYPED}{Enter}`);
    if (fault === 'hang') await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 100);

    const dialog = screen.getByRole('dialog', { name: side.other });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.sendFailed);
    expect(field).toHaveValue(TYPED);
    expect(within(screen.getByRole('log', { name: 'Messages' })).queryByText(TYPED)).toBeNull();
    expect(onServer(TYPED, side)).toHaveLength(0);

    await scenario('normal');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(await within(screen.getByRole('log', { name: 'Messages' })).findByText(TYPED)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onServer(TYPED, side)).toHaveLength(1);
    expect(within(screen.getByRole('log', { name: 'Messages' })).getAllByText(TYPED)).toHaveLength(1);
  });
});

describe('a chat reply the server may have taken without the chat knowing', () => {
  it('is not sent again when the server took it but answered after the timeout', async () => {
    const user = await openConversation();
    const field = screen.getByRole('textbox', { name: 'Message' });
    // The server keeps the reply, then its answer never comes in time.
    server.use(
      http.post(
        '*/tools/VendorsSolicRun',
        async ({ request }) => {
          addMessage(7001, 'user', new URLSearchParams(await request.text()).get('Comentario') ?? '');
          await delay('infinite');
          return undefined;
        },
        { once: true },
      ),
    );
    await user.type(field, `${TYPED}{Enter}`);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 100);
    const dialog = screen.getByRole('dialog', { name: 'Rosewood Estate' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.sendFailed);
    expect(field).toHaveValue(TYPED);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(onServer(TYPED)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('log', { name: 'Messages' })).getAllByText(TYPED)).toHaveLength(1));
  });

  it('is checked against the history before it goes again when the history could not be read after it', async () => {
    const user = await openConversation();
    const field = screen.getByRole('textbox', { name: 'Message' });
    // The reply goes through; the history read after it fails, once.
    server.use(http.post('*/pusher/pusherHistory.php', () => HttpResponse.error(), { once: true }));
    await user.type(field, `${TYPED}{Enter}`);
    const dialog = screen.getByRole('dialog', { name: 'Rosewood Estate' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.sendFailed);
    expect(field).toHaveValue(TYPED);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(await within(screen.getByRole('log', { name: 'Messages' })).findByText(TYPED)).toBeInTheDocument();
    expect(within(screen.getByRole('log', { name: 'Messages' })).getAllByText(TYPED)).toHaveLength(1);
    expect(onServer(TYPED)).toHaveLength(1);
  });
});
