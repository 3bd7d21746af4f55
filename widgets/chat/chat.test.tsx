import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { pushEvent } from '../../mocks/pusher';
import { setScenario } from '../../mocks/scenarios';
import { logInAs, STAND_IN_PUSHER, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { botDelay } from './bot-typing';
import { removeCookie } from '../../src/lib/cookies';
import { disconnectRealtime, subscribe } from '../../src/lib/realtime';
import { refreshSession } from '../../src/state/session';
import { pushModal, removeModal } from '../../src/ui/modal/modal-stack';

useMockBackend();

const LAUNCHER = `<aside aria-label="Chat" data-widget="chat" data-hydrate="load"><a href="/inbox" aria-label="Chat">Chat</a></aside>`;

/** What the stand-in received: path and form fields, in order. */
let received: { path: string; body: Record<string, string> }[] = [];
const record = async ({ request }: { request: Request }) => {
  const body = request.method === 'POST' ? Object.fromEntries(new URLSearchParams(await request.clone().text())) : {};
  received.push({ path: new URL(request.url).pathname, body });
};

let stop = () => {};
async function mountChat({ keepConfig = false, launcher = LAUNCHER } = {}): Promise<void> {
  refreshSession();
  if (!keepConfig) writeSiteConfig();
  document.body.innerHTML = launcher;
  stop = startWidgets(document, registry);
  await waitFor(() => expect(document.querySelector('[data-widget="chat"]')).toHaveAttribute('data-widget-state', 'mounted'));
}

/** Until the couple's channel takes pushes (the chat subscribed to it). */
async function pushToCouple(event: string, data: unknown): Promise<void> {
  await waitFor(() => expect(pushEvent('private-user-1', event, data)).toBe(1));
}

const vendorMessage = (body: string, id = 500) => ({
  id,
  idConversation: 7001,
  fromType: 'vendor',
  fromId: 1000,
  toType: 'user',
  toId: 1,
  body,
  publishedDate: '2026-11-24',
  publishedTime: '10:00',
  ts: 1795000000,
  actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null },
  numPending: 3,
});

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO', 'conciergeClosed']) removeCookie(name);
  sessionStorage.clear();
  localStorage.clear();
  received = [];
  server.events.on('request:start', record);
  botDelay.min = 0;
  botDelay.max = 0;
  await logInAs('couple');
});

afterEach(async () => {
  server.events.removeListener('request:start', record);
  stop();
  await disconnectRealtime();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openRosewood() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Conversations' });
  await user.click(await within(panel).findByRole('button', { name: /^Rosewood Estate/ }));
  await screen.findByRole('dialog', { name: 'Rosewood Estate' });
  return user;
}

describe('the chat widget', () => {
  it('lists the couple’s conversations with previews and pending counts, and opening one marks it read', async () => {
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const menu = await screen.findByRole('dialog', { name: 'Conversations' });
    const rosewood = await within(menu).findByRole('button', { name: /^Rosewood Estate/ });
    expect(rosewood).toHaveTextContent('2 unread messages');
    expect(rosewood).toHaveTextContent('Would you like to come for a tour this weekend?');

    await user.click(rosewood);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/June 13 is still open/)).toBeInTheDocument();
    await waitFor(() => expect(received.some((r) => r.path === '/pusher/pusherMarkAsRead.php' && r.body.idConversation === '7001')).toBe(true));
  });

  it('appends a pushed reply to the open conversation, as text, and shows who is writing', async () => {
    await mountChat();
    await openRosewood();
    await pushToCouple('status', { idConversation: 7001, body: '', actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null }, toType: 'user', toId: 1, status: 'writing' });
    expect(await screen.findByText('Rosewood Estate is writing…')).toBeInTheDocument();

    await pushToCouple('message', vendorMessage('<img src=x onerror=alert(1)>'));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    // The only images are the vendor's avatars, none from the message.
    expect(new Set([...log.querySelectorAll('img')].map((img) => img.getAttribute('src')))).toEqual(new Set(['/fixtures/img/vendor-1.svg']));
    expect(screen.queryByText('Rosewood Estate is writing…')).not.toBeInTheDocument();
  });

  it('shows a changed message in its place (realtime update), and a renamed vendor everywhere it shows (realtime user)', async () => {
    await mountChat();
    await openRosewood();
    await pushToCouple('message', vendorMessage('We have a cancellation in June!'));
    const log = screen.getByRole('log', { name: 'Messages' });
    await within(log).findByText('We have a cancellation in June!');
    await pushToCouple('update', vendorMessage('We have two cancellations in June!'));
    expect(await within(log).findByText('We have two cancellations in June!')).toBeInTheDocument();
    expect(within(log).queryByText('We have a cancellation in June!')).not.toBeInTheDocument();
    // Once, in place: not a new message.
    expect(within(log).getAllByText(/cancellation/)).toHaveLength(1);

    await pushToCouple('user', { id: 1000, type: 'vendor', name: 'Rosewood Estate & Gardens', avatar: null });
    expect(await screen.findByRole('dialog', { name: 'Rosewood Estate & Gardens' })).toBeInTheDocument();
    expect(within(log).getAllByText('Rosewood Estate & Gardens').length).toBeGreaterThan(0);
    expect(within(log).queryByText('Rosewood Estate')).not.toBeInTheDocument();
    // With the list on screen (the server's, read again on the way back), its line follows too.
    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    const panel = await screen.findByRole('dialog', { name: 'Conversations' });
    await within(panel).findByRole('button', { name: /^Rosewood Estate(?! &)/ });
    await pushToCouple('user', { id: 1000, type: 'vendor', name: 'Rosewood Estate & Gardens', avatar: null });
    expect(await within(panel).findByRole('button', { name: /^Rosewood Estate & Gardens/ })).toBeInTheDocument();
  });

  it('keeps its channel when the couple’s own name changes (realtime user): still subscribed once, messages still come', async () => {
    await mountChat();
    await openRosewood();
    await pushToCouple('message', vendorMessage('First.', 601));
    const auths = () => received.filter((r) => r.path === '/pusher/pusherAuth.php').length;
    const before = auths();
    await pushToCouple('user', { id: 1, type: 'user', name: 'Alex M.', avatar: null });
    await pushToCouple('message', vendorMessage('Second.', 602));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Second.')).toBeInTheDocument();
    expect(auths()).toBe(before);
  });

  it('drops and logs a pushed message that does not match the schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountChat();
    await openRosewood();
    await pushToCouple('message', { ...vendorMessage('Broken'), idConversation: 'seven' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[widgets] Widget "chat": a realtime "message" event did not match its schema; dropped.', expect.any(Array)));
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('sends the couple’s reply to the vendor through /tools/VendorsSolicRun and keeps it when the send fails', async () => {
    await mountChat();
    const user = await openRosewood();
    const field = screen.getByRole('textbox', { name: 'Message' });

    server.use(http.post('*/tools/VendorsSolicRun', () => HttpResponse.error()));
    await user.type(field, 'Saturday at 11am works for us{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
    expect(field).toHaveValue('Saturday at 11am works for us');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    const sent = received.filter((r) => r.path === '/tools/VendorsSolicRun').at(-1);
    expect(sent?.body).toMatchObject({ Comentario: 'Saturday at 11am works for us', id_solicitud: '7001' });
    expect(await within(screen.getByRole('log', { name: 'Messages' })).findByText('Saturday at 11am works for us')).toBeInTheDocument();
  });

  it('keeps an unsent reply through a reload of the page, for that conversation only, until it is sent', async () => {
    await mountChat();
    const user = await openRosewood();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Can we bring our dog?');
    // The page reloads: the widget goes, and a new one mounts on the same session.
    stop();
    await disconnectRealtime();
    await mountChat();
    // The stored chat state brings the conversation back open, and the draft with it.
    await screen.findByRole('dialog', { name: 'Rosewood Estate' });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    expect(field).toHaveValue('Can we bring our dog?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    // Still the vendor's conversation after the reload: the reply goes to the vendor, not to the concierge.
    expect(received.filter((r) => r.path === '/tools/VendorsSolicRun').map((r) => r.body.Comentario)).toEqual(['Can we bring our dog?']);
    expect(received.some((r) => r.path === '/pusher/pusherReply.php')).toBe(false);
    // Back open after the reload, it is read up to the last message the server has.
    expect(received.filter((r) => r.path === '/pusher/pusherMarkAsRead.php').map((r) => r.body.idMessage)).toEqual(['3', '3']);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('chatDraft'))).toEqual([]);
  });

  it('with the chat closed, a pushed message starts it minimized with a notification that opens the conversation', async () => {
    await mountChat();
    await pushToCouple('message', vendorMessage('We have a cancellation in June!'));
    const notification = await screen.findByText('New message from Rosewood Estate');
    // Announced politely: the notification sits in a status region.
    expect(notification.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(received.find((r) => r.path === '/pusher/pusherShowTrace.php')?.body).toEqual({ idMessage: '500' }));
    expect(screen.getAllByText('We have a cancellation in June!').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('We have a cancellation in June!')).toBeInTheDocument();
  });

  it('shows a message that came before it followed the channel, which the account’s header had joined first: none is missed', async () => {
    // The header joins the couple's channel at load; the whole chat mounts later.
    writeSiteConfig();
    refreshSession();
    const stopHeader = subscribe('private-user-1', 'message', () => {});
    try {
      await waitFor(() => expect(pushEvent('private-user-1', 'message', vendorMessage('We have a cancellation in June!'))).toBe(1));
      await mountChat({ keepConfig: true });
      expect(await screen.findByText('New message from Rosewood Estate')).toBeInTheDocument();
      expect(screen.getAllByText('We have a cancellation in June!').length).toBeGreaterThan(0);
    } finally {
      stopHeader();
    }
  });

  it('opening the chat from its launcher closes the notification on screen and those waiting: the chat now shows them', async () => {
    await mountChat();
    await pushToCouple('message', vendorMessage('We have a cancellation in June!'));
    await screen.findByText('New message from Rosewood Estate');
    await pushToCouple('message', vendorMessage('And one in July.', 501));
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await screen.findByRole('dialog');
    // Nothing is left to cover the panel or what it says (the notifications sit where it opens).
    expect(screen.queryByText('New message from Rosewood Estate')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('shows each side’s avatar beside its name: on the conversation’s line and its messages, none on the couple’s own', async () => {
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Conversations' });
    const line = await within(panel).findByRole('button', { name: /^Rosewood Estate/ });
    // Decorative (the name is beside it), so it adds nothing to the line's name.
    expect(line.querySelector('img')).toHaveAttribute('src', '/fixtures/img/vendor-1.svg');
    expect(line.querySelector('img')).toHaveAttribute('alt', '');
    await user.click(line);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const theirs = await within(log).findByText(/June 13 is still open/);
    expect(theirs.closest('li')?.querySelector('img')).toHaveAttribute('src', '/fixtures/img/vendor-1.svg');
    const mine = log.querySelectorAll('.chat-message--mine');
    expect(mine.length).toBeGreaterThan(0);
    for (const item of mine) expect(item.querySelector('img')).toBeNull();
  });

  it('minimizes when a layer of the page opens over it (forced: no manual close recorded), and opens again from its launcher', async () => {
    await mountChat();
    await openRosewood();
    pushModal('log-in-layer');
    try {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rosewood Estate' })).not.toBeInTheDocument());
      expect(document.cookie).not.toContain('conciergeClosed');
    } finally {
      removeModal('log-in-layer');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByRole('dialog', { name: 'Rosewood Estate' })).toBeInTheDocument();
  });

  it('names the item the page shows (its data-item-id) in its calls: spec §7 type and idItem', async () => {
    await mountChat({ launcher: LAUNCHER.replace('data-widget="chat"', 'data-widget="chat" data-item-id="1000"') });
    await openRosewood();
    const menu = received.find((r) => r.path === '/pusher/pusherMenu.php');
    const history = received.find((r) => r.path === '/pusher/pusherHistory.php');
    expect([menu?.body.idItem, history?.body.idItem]).toEqual(['1000', '1000']);
    expect(menu?.body.type).toBeTruthy();
  });

  it('minimizing records the manual close and gives the focus back to the launcher', async () => {
    await mountChat();
    const user = await openRosewood();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveFocus();
    expect(document.cookie).toContain('conciergeClosed=1');
  });

  it('opens on the next page as it was left: the same conversation, open', async () => {
    await mountChat();
    await openRosewood();
    stop();
    await mountChat();
    const panel = await screen.findByRole('dialog', { name: 'Rosewood Estate' });
    expect(await within(panel).findByText(/June 13 is still open/)).toBeInTheDocument();
    expect(JSON.parse(JSON.parse(localStorage.getItem('bot') ?? '{}').v ?? '{}')).toMatchObject({ idConversation: 7001, fromType: 'user', fromId: 1, status: 'open' });
  });

  it('refreshes the vendor’s request when a couple’s message reaches the vendor’s chat', async () => {
    await logInAs('vendor');
    await mountChat();
    const fromCouple = { ...vendorMessage('Can we visit on Sunday?', 501), fromType: 'user', fromId: 1, toType: 'vendor', toId: 1000, actor: { id: 1, type: 'user', name: 'Alex Morgan', avatar: null } };
    await waitFor(() => expect(pushEvent('private-vendor-1000', 'message', fromCouple)).toBe(1));
    expect(await screen.findByText('New message from Alex Morgan')).toBeInTheDocument();
    await waitFor(() => expect(received.filter((r) => r.path === '/emp-AdminSolicitudesRefresh.php').map((r) => r.body)).toEqual([{ idMessage: '501' }]));
  });

  for (const alertsDisabled of [false, true]) {
    it(`refreshing the chatbot ${alertsDisabled ? 'starts it again at once when the site disables alerts' : 'asks first, and a No keeps the conversation'}`, async () => {
      writeSiteConfig({ pusher: STAND_IN_PUSHER, features: { chatAlertsDisabled: alertsDisabled } });
      const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
      vi.stubGlobal('confirm', confirm);
      await mountChat({ keepConfig: true });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Chat' }));
      await user.click(await within(await screen.findByRole('dialog', { name: 'Conversations' })).findByRole('button', { name: /^Wedding Concierge/ }));
      const refresh = await screen.findByRole('button', { name: 'Refresh chat' });
      const restarts = () => received.filter((r) => r.path === '/pusher/pusherConcierge.php' && r.body.forceConcierge === '1');
      if (!alertsDisabled) {
        await user.click(refresh);
        expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to refresh the chat? All messages will be lost.');
        expect(restarts()).toEqual([]);
      }
      await user.click(refresh);
      await waitFor(() => expect(restarts()).toHaveLength(1));
      expect(confirm).toHaveBeenCalledTimes(alertsDisabled ? 0 : 2);
    });
  }

  it('a vendor asks the concierge: a new conversation (pusherNew), the vendors\u2019 concierge (pusherConciergeVendor), and its answer', async () => {
    await logInAs('vendor');
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Conversations' })).findByRole('button', { name: 'Ask our wedding concierge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wedding Concierge' });
    expect(received.filter((r) => r.path === '/pusher/pusherNew.php').map((r) => r.body)).toEqual([{ fromType: 'vendor', fromId: '1000' }]);
    expect(received.some((r) => r.path === '/pusher/pusherConciergeVendor.php')).toBe(true);
    const log = await within(dialog).findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hi! I am the vendor concierge. How can I help with your storefront or your requests?')).toBeInTheDocument();
    // Template 2, vendor help.
    expect(within(dialog).getByText('Help with your storefront and your requests')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'How do I add photos?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Thanks! Our vendor support team will get back to you shortly.')).toBeInTheDocument();
    const reply = received.find((r) => r.path === '/pusher/pusherReply.php');
    expect(reply?.body).toMatchObject({ comentario: 'How do I add photos?', idConversation: expect.stringMatching(/^\d+$/) });

    // Back in the list, the conversation is there; no second one is offered.
    await user.click(within(dialog).getByRole('button', { name: 'Back to conversations' }));
    const menu = await screen.findByRole('dialog', { name: 'Conversations' });
    expect(await within(menu).findByRole('button', { name: /^Wedding Concierge/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Ask our wedding concierge' })).toBeNull();
  });

  it('says so when a new conversation with the concierge cannot be started, and Try again starts it', async () => {
    await logInAs('vendor');
    server.use(http.post('*/pusher/pusherNew.php', () => HttpResponse.error(), { once: true }));
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const menu = await screen.findByRole('dialog', { name: 'Conversations' });
    await user.click(await within(menu).findByRole('button', { name: 'Ask our wedding concierge' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent('The conversation with the concierge could not be started. Please try again.');
    await user.click(within(menu).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Wedding Concierge' })).toBeInTheDocument();
  });

  it('a vendor whose concierge cannot be named (pusherConciergeVendor fails) still gets the concierge’s conversation, by its history', async () => {
    await logInAs('vendor');
    server.use(http.post('*/pusher/pusherConciergeVendor.php', () => new HttpResponse(null, { status: 500 })));
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Conversations' })).findByRole('button', { name: 'Ask our wedding concierge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wedding Concierge' });
    const log = await within(dialog).findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hi! I am the vendor concierge. How can I help with your storefront or your requests?')).toBeInTheDocument();
    expect(received.some((r) => r.path === '/pusher/pusherConciergeVendor.php')).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('offers no new conversation with the concierge when the site turns it off (spec \u00a76, flag-dependent)', async () => {
    await logInAs('vendor');
    writeSiteConfig({ pusher: STAND_IN_PUSHER, features: { newConciergeConversations: false } });
    await mountChat({ keepConfig: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const menu = await screen.findByRole('dialog', { name: 'Conversations' });
    await within(menu).findByRole('button', { name: /^Alex Morgan/ });
    expect(within(menu).queryByRole('button', { name: 'Ask our wedding concierge' })).toBeNull();
  });

  /** A visitor opens the chat: the concierge's guided chatbot, its first question on screen. */
  async function visitorChatbot() {
    await fetch('/users-logout.php', { redirect: 'manual' });
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wedding Concierge' });
    const log = within(dialog).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hi! Which vendors are you looking for first?')).toBeInTheDocument();
    return { user, dialog, log };
  }

  it('an anonymous visitor gets the guided chatbot: its questions come, and an answer brings the next one', async () => {
    const { user, dialog, log } = await visitorChatbot();
    // Template 3, the multi-category chatbot.
    expect(within(dialog).getByText('Finds the right vendors for you')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Venues' }));
    expect(await within(log).findByText('What matters most to you? Choose all that apply.')).toBeInTheDocument();
    const reply = received.find((r) => r.path === '/pusher/pusherReply.php');
    expect(reply?.body).toMatchObject({ questionId: '1', answerId: '1', comentario: 'Venues' });
  });

  it('the chatbot’s answers check what is given on the form kit: the problem under the field, announced, focused, nothing sent until it is fixed', async () => {
    const { user, dialog, log } = await visitorChatbot();
    await user.click(await within(dialog).findByRole('button', { name: 'Venues' }));
    await within(log).findByText('What matters most to you? Choose all that apply.');
    const replies = () => received.filter((r) => r.path === '/pusher/pusherReply.php');
    // Nothing ticked: said under the options, the first one invalid, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one option.');
    const price = within(dialog).getByRole('checkbox', { name: 'Price' });
    // The whole group is described by it (every option is invalid), the focus on the first option.
    expect(within(dialog).getByRole('group', { name: 'What matters most to you? Choose all that apply.' })).toHaveAccessibleDescription('Choose at least one option.');
    for (const option of within(dialog).getAllByRole('checkbox')) expect(option).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(replies()).toHaveLength(1);
    // Ticking clears it; Send goes.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Style' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(log).findByText('How many guests are you expecting?');
    expect(replies()).toHaveLength(2);
    // A number of separators only is no answer: said, the field described by it, nothing sent.
    const guests = within(dialog).getByRole('textbox', { name: 'How many guests are you expecting?' });
    await user.type(guests, '..{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please write an answer.');
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription('Please write an answer.');
    expect(received.filter((r) => r.path === '/pusher/pusherValidate.php')).toEqual([]);
    await user.type(guests, '1.20');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    await within(log).findByText('Where is your wedding?');
    expect(replies()[2]?.body).toMatchObject({ questionId: '3', comentario: '120' });
  });

  describe('the concierge that opens by itself (pusherConcierge trigger), on the multi-category chatbot’s page', () => {
    const TRIGGER = LAUNCHER.replace('data-hydrate="load"', 'data-hydrate="load" data-concierge-trigger');
    beforeEach(async () => {
      await fetch('/users-logout.php', { redirect: 'manual' });
      history.pushState({}, '', '/multi-category-chatbot');
    });
    afterEach(() => history.pushState({}, '', '/'));
    const triggerAsks = () => received.filter((r) => r.path === '/pusher/pusherConcierge.php' && r.body.mode === undefined);

    it('opens the chatbot for a visitor when the server says trigger', async () => {
      await mountChat({ launcher: TRIGGER });
      const dialog = await screen.findByRole('dialog', { name: 'Wedding Concierge' });
      expect(await within(within(dialog).getByRole('log', { name: 'Messages' })).findByText('Hi! Which vendors are you looking for first?')).toBeInTheDocument();
      expect(triggerAsks()).toEqual([{ path: '/pusher/pusherConcierge.php', body: { type: 'multi-category-chatbot', url: 'http://localhost:3000/multi-category-chatbot' } }]);
    });

    it('does not start when the concierge was closed by hand (spec §4): no question to the server, no panel', async () => {
      document.cookie = 'conciergeClosed=1; path=/';
      await mountChat({ launcher: TRIGGER });
      // Who is chatting is asked; whether to open is not.
      await waitFor(() => expect(received.some((r) => r.path === '/pusher/pusherCheck.php')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(triggerAsks()).toEqual([]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('stays a launcher, saying nothing, when the question whether to open fails (a 500): nobody asked for the chat', async () => {
      let answered = () => {};
      const failed = new Promise<void>((resolve) => (answered = resolve));
      server.use(
        http.post(
          '*/pusher/pusherConcierge.php',
          () => {
            answered();
            return new HttpResponse(null, { status: 500 });
          },
          { once: true },
        ),
      );
      await mountChat({ launcher: TRIGGER });
      // The failed answer has come, and the chat has had the time to act on it.
      await failed;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(triggerAsks()).toHaveLength(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'false');
      // The launcher still opens the chatbot when tapped.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Chat' }));
      expect(await screen.findByRole('dialog', { name: 'Wedding Concierge' })).toBeInTheDocument();
    });

    it('stays a launcher where the server says no trigger (another page)', async () => {
      history.pushState({}, '', '/home');
      await mountChat({ launcher: TRIGGER });
      await waitFor(() => expect(triggerAsks()).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('tells the couple when the concierge is outside its hours', async () => {
    setScenario('outside-hours');
    await mountChat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Conversations' })).findByRole('button', { name: /^Wedding Concierge/ }));
    expect(await screen.findByText("Sorry, I can't help you right now. Our wedding experts answer Monday–Friday 9am–9pm; write to us at help@example.com.")).toBeInTheDocument();
  });
});
