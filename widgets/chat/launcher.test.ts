import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { pushEvent } from '../../mocks/pusher';
import { logInAs, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { removeCookie } from '../../src/lib/cookies';
import { disconnectRealtime } from '../../src/lib/realtime';
import { writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { refreshSession } from '../../src/state/session';

useMockBackend();

/** The launcher as the PHP site draws it on an account's page (fixtures/pages/layout.ts). */
const LAUNCHER = `<aside class="chat-host" aria-label="Chat" data-widget="chat" data-hydrate="idle"><a class="chat-launcher" href="/inbox" aria-label="Chat">✉</a></aside>`;

let stop = () => {};
const host = () => document.querySelector<HTMLElement>('[data-widget="chat"]')!;
/** React marks the element it renders into with a __reactContainer$ key. */
const hasReactRoot = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactContainer$'));

async function mountLauncher(): Promise<void> {
  refreshSession();
  writeSiteConfig();
  document.body.innerHTML = LAUNCHER;
  stop = startWidgets(document, registry);
  await waitFor(() => expect(host()).toHaveAttribute('data-widget-state', 'mounted'));
}

const rosewoodMessage = {
  id: 501,
  idConversation: 7001,
  fromType: 'vendor',
  fromId: 1000,
  toType: 'user',
  toId: 1,
  body: 'We still have June 13 open.',
  publishedDate: '2026-11-24',
  publishedTime: '10:00',
  ts: 1795000000,
  actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null },
  numPending: 3,
};

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO', 'conciergeClosed']) removeCookie(name);
  localStorage.clear();
  await logInAs('couple');
});

afterEach(async () => {
  stop();
  await disconnectRealtime();
});

describe('the chat’s launcher on an account’s page, with no React', () => {
  it('follows the channel, and the first message brings the whole chat, which shows it', async () => {
    await mountLauncher();
    const launcher = screen.getByRole('button', { name: 'Chat' });
    expect(launcher.tagName).toBe('A');
    expect(hasReactRoot(host())).toBe(false);
    // Taken once the session check answered and the channel is subscribed.
    await waitFor(() => expect(pushEvent('private-user-1', 'message', rosewoodMessage)).toBe(1));
    const notice = await screen.findByText('New message from Rosewood Estate');
    expect(within(notice.closest('.chat-notification')!).getByText('We still have June 13 open.')).toBeInTheDocument();
    expect(hasReactRoot(host())).toBe(true);
    // One subscription for the chat from now on: the launcher's early watch stopped.
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { ...rosewoodMessage, id: 502, body: 'And June 20.' })).toBe(1));
  });

  it('answers a click on the server’s launcher at once, and the whole chat takes over, open on the conversations', async () => {
    await mountLauncher();
    const server = screen.getByRole('button', { name: 'Chat' });
    // Pressed in the click's own task, before any chunk came.
    server.click();
    expect(server).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat' }).tagName).toBe('BUTTON'));
    const panel = screen.getByRole('dialog', { name: 'Conversations' });
    expect(await within(panel).findByRole('button', { name: /Rosewood Estate/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks who is chatting and for the conversations menu at the tap, together, each once', async () => {
    // Who is chatting is held until the menu was asked for: asked one after the other, as the
    // chat does once its code runs, the menu would wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/pusher/pusherCheck.php', async () => {
        await held;
        return undefined;
      }),
    );
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      await mountLauncher();
      await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
      await waitFor(() => expect(asked).toContain('/pusher/pusherMenu.php'));
      expect(asked).toContain('/pusher/pusherCheck.php');
      release();
      // The whole chat's panel (React's launcher in: its first commit replaced the first panel).
      await waitFor(() => expect(screen.getByRole('button', { name: 'Chat' }).tagName).toBe('BUTTON'));
      const menu = screen.getByRole('dialog', { name: 'Conversations' });
      expect(await within(menu).findByRole('button', { name: /Rosewood Estate/ })).toBeInTheDocument();
      expect(asked.filter((path) => path === '/pusher/pusherCheck.php')).toHaveLength(1);
      expect(asked.filter((path) => path === '/pusher/pusherMenu.php')).toHaveLength(1);
    } finally {
      release();
      server.events.removeListener('request:start', listen);
    }
  });

  it('brings the whole chat at once when it was left open on the previous page', async () => {
    // The stand-in's couple has the chatbot: its namespace is 'bot'.
    writeValue(storedValues.chatState.bot, { idConversation: 7001, fromId: 1, fromType: 'user', status: 'open', actorName: 'Rosewood Estate', TTL: Date.now() + 60_000 });
    await mountLauncher();
    expect(await screen.findByRole('dialog', { name: 'Rosewood Estate' })).toBeInTheDocument();
  });
});
