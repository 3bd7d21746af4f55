import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, callsFrom, collectErrors, logIn, pushEventUntilShown, pushUntilShown, usePreviewInChromium, expectFocused, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

const COUPLE = ['couple@example.com', 'Wedding2026!'] as const;
const VENDOR = ['vendor@example.com', 'Vendor2026!'] as const;

/** A browser context logged in as `who`, on `path`, with the chat mounted (logged-in pages mount it when idle). */
async function loggedIn(who: readonly [string, string], path = 'home', width = 1280, reset = false, userAgent?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: { width, height: 800 }, ...(userAgent ? { userAgent } : {}) });
  // Every realtime ping this page's own sockets receive (untilSubscribed): the stand-in counts a
  // socket of the page before a reload as subscribed until it has seen it close.
  await context.addInitScript(() => {
    const heard: string[] = ((window as unknown as { pingsHeard?: string[] }).pingsHeard = []);
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent) => {
          if (typeof event.data === 'string' && event.data.includes('ping-token-')) heard.push(event.data);
        });
      }
    };
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // A reset restores the seed, sessions included: before logging in.
  if (reset) await resetStandIn(env.url);
  await logIn(context, env.url, ...who);
  await page.goto(env.url + path);
  await page.waitForSelector('[data-widget="chat"][data-widget-state="mounted"]', { state: 'attached' });
  return { context, page, errors };
}

/**
 * Waits until the page's chat is connected and its channel joined (a push reaches this page's
 * own socket, not one of the page before a reload, which the stand-in may still count), without
 * sending anything: the whole chat's, once it is open; before that, the server's launcher
 * follows the channel (it brings the whole chat with the first message).
 */
async function untilSubscribed(page: Page, channel: string): Promise<void> {
  await page.waitForSelector('.chat[data-connection="connected"], a.chat-launcher', { state: 'attached' });
  await page.waitForFunction(
    async (name) => {
      const token = `ping-token-${Math.random().toString(36).slice(2)}`;
      await fetch('/__mock/push', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: name, event: 'ping', data: { token } }) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      return ((window as unknown as { pingsHeard?: string[] }).pingsHeard ?? []).some((frame) => frame.includes(token));
    },
    channel,
    { polling: 200, timeout: 15000 },
  );
}

async function openConversation(page: Page, name: RegExp | string) {
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Conversations' });
  await menu.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: typeof name === 'string' ? name : undefined });
}

describe('the chat, as couples and vendors use it', () => {
  it('carries a vendor’s reply from its request page to the couple’s open conversation within a second, and the couple’s reply back', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    const vendor = await loggedIn(VENDOR, 'inbox?id=7001');
    await openConversation(couple.page, /^Rosewood Estate/);
    const log = couple.page.getByRole('log', { name: 'Messages' });
    await log.getByText(/June 13 is still open/).waitFor();
    await untilSubscribed(couple.page, 'private-user-1');

    await vendor.page.getByLabel('Reply to Alex Morgan').fill('We can hold June 13 for you until Friday.');
    await vendor.page.getByRole('button', { name: 'Send' }).click();
    await vendor.page.getByText('Your reply has been sent').waitFor();
    await log.getByText('We can hold June 13 for you until Friday.').waitFor({ timeout: 1000 });

    // The couple answers in the chat; it reaches the vendor's page live, then its request page.
    await untilSubscribed(vendor.page, 'private-vendor-1000');
    const toVendor = await callsFrom(env.url, '/tools/VendorsSolicRun');
    await couple.page.getByRole('textbox', { name: 'Message' }).fill('Wonderful, please hold it!');
    await couple.page.keyboard.press('Enter');
    await log.getByText('Wonderful, please hold it!').waitFor();
    await vendor.page
      .getByText('New message from Alex Morgan')
      .waitFor()
      .catch(async (error: Error) => {
        // Seen once in a full run, never alone: what the vendor's page and the stand-in had, to tell why.
        const chat = await vendor.page.locator('[data-widget="chat"]').evaluate((el) => `${el.getAttribute('data-widget-state')}: ${el.outerHTML.slice(0, 300)}`);
        throw new Error(`${error.message}\nThe vendor's chat: ${chat}\nThe vendor's errors: ${JSON.stringify(vendor.errors)}\nThe couple's replies the stand-in took: ${JSON.stringify(await toVendor())}`);
      });
    await vendor.page.reload();
    await vendor.page.locator('.messages').getByText('Wonderful, please hold it!').waitFor();

    expect(couple.errors).toEqual([]);
    expect(vendor.errors).toEqual([]);
    await couple.context.close();
    await vendor.context.close();
  });

  it('with the chat closed, a vendor’s reply brings a notification and the inbox badge goes up', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    const badge = couple.page.getByRole('link', { name: /^Inbox, \d+ unread messages?$/ });
    const before = Number(/(\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1]);
    await untilSubscribed(couple.page, 'private-user-1');
    const vendor = await loggedIn(VENDOR, 'inbox?id=7001');
    await vendor.page.getByLabel('Reply to Alex Morgan').fill('A quick question about your guest count.');
    await vendor.page.getByRole('button', { name: 'Send' }).click();

    const notification = couple.page.getByRole('status').filter({ hasText: 'New message from Rosewood Estate' });
    await notification.getByText('A quick question about your guest count.').waitFor();
    await couple.page.getByRole('link', { name: `Inbox, ${before + 1} unread messages`, exact: true }).waitFor();
    await notification.getByRole('button', { name: 'Open' }).click();
    const conversation = couple.page.getByRole('dialog', { name: 'Rosewood Estate' });
    await conversation.getByRole('log', { name: 'Messages' }).getByText('A quick question about your guest count.').waitFor();
    expect(couple.errors).toEqual([]);
    expect(vendor.errors).toEqual([]);
    await couple.context.close();
    await vendor.context.close();
  });

  it('shows who is writing for 6 s, and hostile and endless messages as text: nothing runs, the layout holds', async () => {
    const couple = await loggedIn(COUPLE, 'home', 375, true);
    const dialogs: string[] = [];
    couple.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openConversation(couple.page, /^Rosewood Estate/);
    await untilSubscribed(couple.page, 'private-user-1');
    const message = (id: number, body: string) => ({
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
    });
    // The vendor writing: shown, then hidden 6 s later (spec §9).
    await couple.page.evaluate(() =>
      window.mockBackend?.push('private-user-1', 'status', {
        idConversation: 7001,
        body: '',
        actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null },
        toType: 'user',
        toId: 1,
        status: 'writing',
      }),
    );
    const writing = couple.page.getByText('Rosewood Estate is writing…');
    await writing.waitFor();
    const shownAt = Date.now();
    await writing.waitFor({ state: 'detached', timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4500);
    const word = 'a'.repeat(10_000);
    await couple.page.evaluate(
      async ([hostile, long]) => {
        await window.mockBackend?.push('private-user-1', 'message', hostile);
        await window.mockBackend?.push('private-user-1', 'message', long);
      },
      [message(90001, '<img src=x onerror=alert(1)>'), message(90002, word)],
    );
    const log = couple.page.getByRole('log', { name: 'Messages' });
    await log.getByText('<img src=x onerror=alert(1)>', { exact: true }).waitFor();
    await log.getByText(word).waitFor();
    // No image of the message's own: the only ones are the vendor's avatars.
    await expect(log.locator('img:not(.chat-avatar)').count()).resolves.toBe(0);
    await expect(log.locator('img.chat-avatar').evaluateAll((images) => [...new Set(images.map((img) => img.getAttribute('src')))])).resolves.toEqual(['/fixtures/img/vendor-1.svg']);
    const widths = await couple.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: innerWidth,
      panel: document.querySelector('dialog')!.getBoundingClientRect().width,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.panel).toBeLessThanOrEqual(widths.viewport);
    expect(dialogs).toEqual([]);
    await couple.context.close();
  });
});

/** The form fields of every POST the page sends to `path`, in order. */
/** The calls to `path` the stand-in takes from now on, read on its side (browser-helpers.ts). */
const postsTo = (_page: Page, path: string) => callsFrom(env.url, path);

describe('the chat’s first panel, before React comes', () => {
  it('a couple’s tap lists the conversations with no React; one chosen there opens once the whole chat comes, with no frame without a panel', async () => {
    const { context, page, errors } = await loggedIn(COUPLE, 'home', 412);
    try {
      // React's chunk is held until the test lets it go: what shows meanwhile has no React.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/chunks\/react-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const hasReactRoot = () => page.evaluate(() => Object.keys(document.querySelector('[data-widget="chat"]')!).some((key) => key.startsWith('__reactContainer$')));
      await page.getByRole('button', { name: 'Chat', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Conversations' });
      await expectFocused(panel);
      const rosewood = panel.getByRole('button', { name: /Rosewood Estate/ });
      await rosewood.waitFor();
      expect(await panel.getByRole('button', { name: /Wedding Concierge/ }).textContent()).toContain('1 unread message');
      expect(await axeViolations(page)).toEqual([]);
      // Watches, from now, for a moment with no open panel in the chat.
      await page.evaluate(() => {
        const chat = document.querySelector('[data-widget="chat"]')!;
        new MutationObserver(() => {
          if (!chat.hasAttribute('data-panel-gone') && !chat.querySelector('dialog.chat-panel[open]')) chat.setAttribute('data-panel-gone', '');
        }).observe(chat, { childList: true, subtree: true, attributes: true });
      });
      await rosewood.click();
      expect(await rosewood.getAttribute('aria-busy')).toBe('true');
      expect(await hasReactRoot()).toBe(false);

      release();
      const conversation = page.getByRole('dialog', { name: 'Rosewood Estate' });
      await conversation.getByText(/Would you like to come for a tour this weekend\?/).waitFor();
      expect(await hasReactRoot()).toBe(true);
      expect(await page.locator('[data-widget="chat"][data-panel-gone]').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Chat', exact: true }).getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the concierge’s guided chatbot', () => {
  it('takes a couple through every kind of question to the end, on a phone, keyboard and axe-clean at the date', async () => {
    const couple = await loggedIn(COUPLE, 'home', 375, true);
    const replies = await postsTo(couple.page, '/pusher/pusherReply.php');
    const checks = await postsTo(couple.page, '/pusher/pusherValidate.php');
    const picked = await postsTo(couple.page, '/pusher/pusherCalendar.php');
    const panel = await openConversation(couple.page, /^Wedding Concierge/);
    const log = couple.page.getByRole('log', { name: 'Messages' });
    const send = () => panel.getByRole('button', { name: 'Send' }).click();

    // 8: quick replies, which set the sector.
    await panel.getByRole('group', { name: 'Hi! Which vendors are you looking for first?' }).getByRole('button', { name: 'Photographers' }).click();
    // 2: several options.
    const priorities = panel.getByRole('group', { name: 'What matters most to you? Choose all that apply.' });
    // Sent with none chosen: the form kit's problem, announced and tied to the group; nothing is sent.
    await send();
    await panel.getByRole('alert').filter({ hasText: 'Choose at least one option.' }).waitFor();
    await expect(priorities.getAttribute('aria-describedby').then((ids) => couple.page.evaluate((list) => (list ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '), ids))).resolves.toContain('Choose at least one option.');
    expect(await replies()).toHaveLength(1);
    await priorities.getByRole('checkbox', { name: 'Price' }).check();
    await priorities.getByRole('checkbox', { name: 'Style' }).check();
    await send();
    // 3: a number, decimal separators stripped. Empty, it is the kit's problem first, on the field.
    const guests = panel.getByRole('textbox', { name: 'How many guests are you expecting?' });
    await send();
    await panel.getByRole('alert').filter({ hasText: 'Please write an answer.' }).waitFor();
    await expect(guests.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await replies()).toHaveLength(2);
    await guests.fill('1.200');
    await send();
    // 5: a place, with the site's city search; the server checks what is sent: its complaint
    // shows in the chat, then a place picked from the list by keyboard.
    const place = panel.getByRole('combobox', { name: 'Where is your wedding?' });
    await place.fill('Atlantis');
    await send();
    await log.getByText('We could not find that city. Please try another one.').waitFor();
    await place.fill('');
    await place.pressSequentially('San Fr');
    await panel.getByRole('option', { name: 'San Francisco, California' }).waitFor();
    // The list opens above the field, inside the chat.
    const [list, field] = await Promise.all([panel.getByRole('listbox').boundingBox(), place.boundingBox()]);
    expect(list!.y + list!.height).toBeLessThanOrEqual(field!.y);
    await place.press('ArrowDown');
    await place.press('Enter');
    await expect(place.inputValue()).resolves.toBe('San Francisco, California');
    await send();
    // 6: the date picker, by keyboard: next month, same day.
    const grid = panel.getByRole('grid', { name: 'Wedding date' });
    await grid.waitFor();
    expect(await axeViolations(couple.page)).toEqual([]);
    await grid.locator('[tabindex="0"]').focus();
    await couple.page.keyboard.press('PageDown');
    await couple.page.keyboard.press('Enter');
    await send();
    // 10 and 12: free text. The server's complaint goes into the chat and the tries go up…
    await panel.getByRole('textbox', { name: 'What is your name?' }).fill('A');
    await send();
    await log.getByText('Please tell us your name.').waitFor();
    await panel.getByRole('textbox', { name: 'What is your name?' }).fill('Alex Morgan');
    await send();
    // 11: an e-mail, with its opt-in (unticked until ticked).
    await panel.getByRole('textbox', { name: 'What e-mail address should vendors write to?' }).fill('alex.morgan@example.com');
    await panel.getByRole('checkbox', { name: 'Send me wedding ideas and offers by e-mail' }).check();
    await send();
    // …for that question only: the next one starts again at none (the e-mail's check, once the server has it).
    await expect.poll(async () => (await checks()).filter((c) => c.type === '10' || c.type === '11').map((c) => [c.type, c.tries])).toEqual([['10', '0'], ['10', '1'], ['11', '0']]);
    await panel.getByRole('textbox', { name: 'What phone number can vendors reach you on?' }).fill('415 555 0100');
    await send();
    // 20 then 19: the vendors, 5 s after their message; 18: the person picks.
    await log.getByText('Looking for the best vendors for you…').waitFor();
    const vendors = panel.getByRole('list', { name: 'Vendors for you' });
    await vendors.waitFor({ timeout: 15000 });
    // Each quick reply shows the icon the server names (hidden from screen readers: its text says it).
    const other = panel.getByRole('button', { name: 'Show me other options' });
    await expect(other.locator('svg[data-icon="refresh"][aria-hidden="true"]').count()).resolves.toBe(1);
    await other.click();
    const picker = panel.getByRole('group', { name: 'Which of them would you like to hear from?' });
    await picker.getByRole('checkbox').first().check();
    await send();
    // 15: flush and end.
    await panel.getByText('This conversation has ended.').waitFor();
    await log.getByText('All set! The vendors you chose will answer in your inbox.').waitFor();

    const sent = await replies();
    expect(sent.map((r) => r.questionId)).toEqual(['1', '2', '3', '4', '5', '6', '12', '7', '9', '10']);
    // Each answer names the concierge it answers (spec §3 idConcierge; the stand-in's is 1).
    expect(sent[0]).toMatchObject({ comentario: 'Photographers', answerId: '6', sectorId: '6', flowId: '1', idConcierge: '1' });
    expect(sent.map((reply) => reply.idConcierge)).toEqual(sent.map(() => '1'));
    expect(sent[1]).toMatchObject({ comentario: 'Price, Style' });
    expect(sent[2]).toMatchObject({ comentario: '1200' });
    // The place's ids go with it (spec §3 reply payload): California (5), San Francisco (501).
    expect(sent[3]).toMatchObject({ comentario: 'San Francisco, California', provinciaId: '5', poblacionId: '501' });
    // The e-mail goes with the opt-in the person ticked; no other answer carries one.
    expect(sent[6]).toMatchObject({ comentario: 'alex.morgan@example.com', mailOptIn: '1' });
    expect(sent.filter((reply) => 'mailOptIn' in reply)).toHaveLength(1);
    const dates = await picked();
    expect(dates).toHaveLength(1);
    expect(dates[0]!.pickedDate).toMatch(/^20\d{6}$/);
    // The picked vendor, as PHP reads a list (vendorIds[0]=…): one id.
    expect(sent.at(-1)!.vendorIds).toEqual([expect.stringMatching(/^\d+$/)]);
    expect(couple.errors).toEqual([]);
    await couple.context.close();
  }, 90_000);
});

describe('the chat offline', () => {
  it('says so when the realtime server drops, reconnects without a retry storm, and keeps what was typed', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    await openConversation(couple.page, /^Rosewood Estate/);
    await untilSubscribed(couple.page, 'private-user-1');
    const field = couple.page.getByRole('textbox', { name: 'Message' });
    await field.fill('Do you allow sparklers?');

    // Every WebSocket pusher-js opens from now on: refused during the outage, then the one that reconnects.
    const opened: number[] = [];
    couple.page.on('websocket', () => opened.push(Date.now()));
    const outageFrom = Date.now();
    await couple.page.evaluate(() => window.mockBackend?.realtime({ outage: true }));
    await couple.page.evaluate(() => window.mockBackend?.scenario('offline'));
    // Said once pusher-js gives the connection up as unavailable (10 s, spec §9).
    await couple.page.getByText('You are offline. Reconnecting…').waitFor({ timeout: 15000 });
    await couple.page.keyboard.press('Enter');
    await couple.page.getByRole('alert').filter({ hasText: 'Your message could not be sent. Please try again.' }).waitFor();
    await expect(field.inputValue()).resolves.toBe('Do you allow sparklers?');

    await couple.page.evaluate(async () => {
      await window.mockBackend?.realtime({ outage: false });
      await window.mockBackend?.scenario('normal');
    });
    await couple.page.waitForSelector('.chat[data-connection="connected"]', { state: 'attached', timeout: 40_000 });
    // No retry storm: a few refused attempts, then seconds without any (pusher-js backs off).
    const since = opened.map((at) => at - outageFrom);
    const longestPause = Math.max(0, ...since.slice(1).map((at, i) => at - since[i]!));
    expect(since.length, `WebSockets opened at ${since.join(', ')} ms`).toBeLessThanOrEqual(5);
    expect(longestPause, `WebSockets opened at ${since.join(', ')} ms`).toBeGreaterThanOrEqual(5000);
    await couple.page.getByRole('button', { name: 'Send' }).click();
    await couple.page.getByRole('log', { name: 'Messages' }).getByText('Do you allow sparklers?').waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    await couple.context.close();
  }, 120_000);

  it('says so when the server refuses the channel (403)', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    // The first page may still be asking for its channel: it leaves first, and what it said goes
    // with it, so the console below is the refused page's alone.
    const home = couple.page.url();
    await couple.page.goto('about:blank');
    couple.errors.length = 0;
    await couple.context.route('**/pusher/pusherAuth.php', (route) => route.fulfill({ status: 403, body: 'Forbidden' }));
    await couple.page.goto(home);
    await couple.page.waitForSelector('[data-widget="chat"][data-widget-state="mounted"]', { state: 'attached' });
    // The server's launcher until the tap; the whole chat then asks for the channel again, refused again.
    await couple.page.getByRole('button', { name: 'Chat', exact: true }).click();
    await couple.page.waitForSelector('.chat[data-connection="refused"]', { state: 'attached', timeout: 15000 });
    await couple.page.getByText('New messages cannot reach this page right now. What you send still goes.').waitFor();
    // The console names the couple's own channel (never private-user-undefined).
    expect(couple.errors.filter((e) => e.startsWith('[widgets]'))).toEqual([expect.stringMatching(/^\[widgets\] The realtime channel private-user-1 was refused\./)]);
    await couple.context.close();
  });
});

describe('the chat after a deploy removed its chunks', () => {
  it('the launcher, whose whole chat cannot come, is the server’s link to the inbox; nothing uncaught', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    // The launcher is the server's (idle, with no React); a deploy removes the whole chat's chunks.
    await couple.page.evaluate(() => window.mockBackend?.chunks({ gone: true }));
    try {
      await couple.page.getByRole('button', { name: 'Chat', exact: true }).click();
      await couple.page.waitForURL(/\/inbox$/);
    } finally {
      await couple.page.evaluate(() => window.mockBackend?.chunks({ gone: false }));
    }
    expect(couple.errors.filter((error) => error.startsWith('uncaught:'))).toEqual([]);
    await couple.context.close();
  });

  it('says so where the launcher was tapped, and Try again opens the chat once the chunks are back; nothing uncaught', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    // A message brought the whole chat (its notification), not its panel, which comes with the
    // first opening. A deploy removes the chunks; then the person taps the launcher.
    const message = { id: 900, idConversation: 7001, fromType: 'vendor', fromId: 1000, toType: 'user', toId: 1, body: 'Are you free on Saturday?', publishedDate: '2026-11-24', publishedTime: '10:00', ts: 1795000000, actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null }, numPending: 3 };
    await pushUntilShown(couple.page, 'private-user-1', message, couple.page.getByText('New message from Rosewood Estate'));
    await couple.page.evaluate(() => window.mockBackend?.chunks({ gone: true }));
    try {
      await couple.page.getByRole('button', { name: 'Chat', exact: true }).click();
      const alert = couple.page.getByRole('alert').filter({ hasText: 'This part of the chat could not load. Check your connection and try again.' });
      await alert.waitFor({ timeout: 10_000 });
      // The tap closed the notification, which sat where the alert now is (it covered Try again once).
      await expect(couple.page.getByText('New message from Rosewood Estate').count()).resolves.toBe(0);
      await couple.page.evaluate(() => window.mockBackend?.chunks({ gone: false }));
      await alert.getByRole('button', { name: 'Try again' }).click();
      // The conversation the message came in.
      await couple.page.getByRole('dialog', { name: 'Rosewood Estate' }).getByText('Are you free on Saturday?').waitFor();
      await expect(alert.count()).resolves.toBe(0);
    } finally {
      await couple.page.evaluate(() => window.mockBackend?.chunks({ gone: false }));
    }
    expect(couple.errors.filter((error) => error.startsWith('uncaught:'))).toEqual([]);
    await couple.context.close();
  });
});

describe('a visitor’s chat', () => {
  it('opens the concierge’s guided chatbot for an anonymous visitor on their own channel (their GUID): an answer brings the next question', async () => {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const replies = await postsTo(page, '/pusher/pusherReply.php');
    // The channels the stand-in authorised, on its side.
    const auths = await postsTo(page, '/pusher/pusherAuth.php');
    const channels = async () => (await auths()).map((auth) => auth.channel_name);
    await page.goto(`${env.url}home`);
    // The server's link to the inbox until the tap, which opens the whole chat.
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    // No conversations menu for a visitor: the concierge's chatbot asks at once (spec §6: users and anonymous visitors).
    const panel = page.getByRole('dialog', { name: 'Wedding Concierge' });
    const log = panel.getByRole('log', { name: 'Messages' });
    await log.getByText('Hi! Which vendors are you looking for first?').waitFor();
    await panel.getByText('Finds the right vendors for you').waitFor();
    // On a phone, a visitor has the Close button too (spec §6: logged users, mobile, or apps).
    await panel.getByRole('button', { name: 'Close chat' }).waitFor();
    // The visitor's GUID (set with their first page) names their channel (spec §7 private-anonymous-{id}).
    const guid = (await context.cookies()).find((cookie) => cookie.name === 'GUID')?.value;
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await expect.poll(channels).toEqual([`private-anonymous-${guid}`]);
    await panel.getByRole('button', { name: 'Photographers' }).click();
    await log.getByText('What matters most to you? Choose all that apply.').waitFor();
    expect(await replies()).toEqual([expect.objectContaining({ comentario: 'Photographers', questionId: '1', answerId: '6' })]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('refreshing the chatbot (spec §5)', () => {
  /** A visitor's chatbot on a phone, its first question answered; `userAgent` for the app's web view. */
  async function answeredChatbot(userAgent?: string) {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 740 }, ...(userAgent ? { userAgent } : {}) });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}home`);
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Wedding Concierge' });
    const log = panel.getByRole('log', { name: 'Messages' });
    await panel.getByRole('button', { name: 'Photographers' }).click();
    await log.getByText('What matters most to you? Choose all that apply.').waitFor();
    return { context, page, errors, panel, log };
  }

  it("asks 'Are you sure you want to refresh the chat? All messages will be lost.': no keeps the conversation, yes starts again", async () => {
    const { context, page, errors, panel, log } = await answeredChatbot();
    const asked: string[] = [];
    let accept = false;
    page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (accept ? dialog.accept() : dialog.dismiss());
    });
    await panel.getByRole('button', { name: 'Refresh chat' }).click();
    expect(asked).toEqual(['confirm: Are you sure you want to refresh the chat? All messages will be lost.']);
    await expect(log.getByText('What matters most to you? Choose all that apply.').count()).resolves.toBe(1);
    accept = true;
    await panel.getByRole('button', { name: 'Refresh chat' }).click();
    await expect.poll(() => log.getByText('What matters most to you? Choose all that apply.').count()).toBe(0);
    await log.getByText('Hi! Which vendors are you looking for first?').waitFor();
    expect(asked).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks nothing where the chat’s alerts are disabled (the app), and starts again', async () => {
    const { context, page, errors, panel, log } = await answeredChatbot(APP_USER_AGENT);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await panel.getByRole('button', { name: 'Refresh chat' }).click();
    await expect.poll(() => log.getByText('What matters most to you? Choose all that apply.').count()).toBe(0);
    await log.getByText('Hi! Which vendors are you looking for first?').waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the multi-category chatbot’s page', () => {
  it('opens the concierge’s chatbot by itself when the server says trigger, for a visitor; closed by hand, it stays closed on the next visit', async () => {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const asks = await postsTo(page, '/pusher/pusherConcierge.php');
    await page.goto(`${env.url}multi-category-chatbot`);
    const panel = page.getByRole('dialog', { name: 'Wedding Concierge' });
    await panel.getByRole('log', { name: 'Messages' }).getByText('Hi! Which vendors are you looking for first?').waitFor();
    expect((await asks())[0]).toEqual({ type: 'multi-category-chatbot', url: `${env.url}multi-category-chatbot` });
    expect(await axeViolations(page)).toEqual([]);
    // Minimized by hand, which records the manual close (spec §4): the concierge does not start on its own for a day.
    await panel.getByRole('button', { name: 'Minimize chat' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForSelector('[data-widget="chat"][data-widget-state="mounted"]', { state: 'attached' });
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Wedding Concierge' }).count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Request pricing from several vendors' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays a launcher, saying nothing, when the question whether to open fails (a 500); a tap still opens the chatbot', async () => {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    let failed = false;
    // The question whether to open (no mode) fails once; the chatbot's own calls go on.
    await page.route('**/pusher/pusherConcierge.php', (route) => {
      if (failed || (route.request().postData() ?? '').includes('mode')) return route.fallback();
      failed = true;
      return route.fulfill({ status: 500, body: '' });
    });
    const refused = page.waitForResponse((response) => response.url().endsWith('/pusher/pusherConcierge.php') && response.status() === 500);
    await page.goto(`${env.url}multi-category-chatbot`);
    await refused;
    await page.waitForSelector('[data-widget="chat"][data-widget-state="mounted"]', { state: 'attached' });
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    const launcher = page.getByRole('button', { name: 'Chat', exact: true });
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('false');
    await launcher.click();
    await page.getByRole('dialog', { name: 'Wedding Concierge' }).getByRole('log', { name: 'Messages' }).getByText('Hi! Which vendors are you looking for first?').waitFor();
    expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
    await context.close();
  });
});

describe('a couple and the concierge', () => {
  it('a guest with no concierge conversation starts one from the list (pusherNew), and its chatbot asks', async () => {
    const guest = await loggedIn(['guest@example.com', 'Guest2026!'], 'home', 1280, true);
    const conversations = async () => ((await (await guest.page.request.get(`${env.url}__mock/state`)).json()) as { counts: { conversations: number } }).counts.conversations;
    const before = await conversations();
    const started = await postsTo(guest.page, '/pusher/pusherNew.php');
    await guest.page.getByRole('button', { name: 'Chat', exact: true }).click();
    const menu = guest.page.getByRole('dialog', { name: 'Conversations' });
    await menu.getByRole('button', { name: 'Ask our wedding concierge' }).click();
    const panel = guest.page.getByRole('dialog', { name: 'Wedding Concierge' });
    await panel.getByRole('log', { name: 'Messages' }).getByText('Hi! Which vendors are you looking for first?').waitFor();
    expect(await started()).toEqual([{ fromType: 'user', fromId: '2' }]);
    // The server started it: one conversation more on the stand-in's side.
    expect(await conversations()).toBe(before + 1);
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });

  it('says so when the server cannot start it, and Try again starts it', async () => {
    const guest = await loggedIn(['guest@example.com', 'Guest2026!'], 'home', 1280, true);
    let failing = true;
    await guest.page.route('**/pusher/pusherNew.php', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await guest.page.getByRole('button', { name: 'Chat', exact: true }).click();
    const menu = guest.page.getByRole('dialog', { name: 'Conversations' });
    await menu.getByRole('button', { name: 'Ask our wedding concierge' }).click();
    const alert = menu.getByRole('alert').filter({ hasText: 'The conversation with the concierge could not be started. Please try again.' });
    await alert.waitFor();
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await guest.page.getByRole('dialog', { name: 'Wedding Concierge' }).getByRole('log', { name: 'Messages' }).getByText('Hi! Which vendors are you looking for first?').waitFor();
    expect(guest.errors.filter((e) => !e.includes('500'))).toEqual([]);
    await guest.context.close();
  });
});

describe('a vendor and the concierge', () => {
  it('a vendor starts a conversation with the vendors’ concierge from the list, writes, and the concierge answers', async () => {
    const vendor = await loggedIn(VENDOR, 'home', 1280, true);
    const started = await postsTo(vendor.page, '/pusher/pusherNew.php');
    const asked = await postsTo(vendor.page, '/pusher/pusherConciergeVendor.php');
    await vendor.page.getByRole('button', { name: 'Chat', exact: true }).click();
    await vendor.page.getByRole('dialog', { name: 'Conversations' }).getByRole('button', { name: 'Ask our wedding concierge' }).click();
    const panel = vendor.page.getByRole('dialog', { name: 'Wedding Concierge' });
    const log = panel.getByRole('log', { name: 'Messages' });
    await log.getByText('Hi! I am the vendor concierge. How can I help with your storefront or your requests?').waitFor();
    await panel.getByText('Help with your storefront and your requests').waitFor();
    expect(await started()).toEqual([{ fromType: 'vendor', fromId: '1000' }]);
    expect(await asked()).toHaveLength(1);
    await untilSubscribed(vendor.page, 'private-vendor-1000');
    await panel.getByRole('textbox', { name: 'Message' }).fill('How do I add photos to my storefront?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await log.getByText('How do I add photos to my storefront?').waitFor();
    await log.getByText('Thanks! Our vendor support team will get back to you shortly.').waitFor();
    expect(await axeViolations(vendor.page)).toEqual([]);
    expect(vendor.errors).toEqual([]);
    await vendor.context.close();
  });

  it('a vendor whose concierge cannot be named (pusherConciergeVendor fails, 500) still gets the concierge’s conversation, by its history', async () => {
    const vendor = await loggedIn(VENDOR, 'home', 1280, true);
    const asked = await postsTo(vendor.page, '/pusher/pusherConciergeVendor.php');
    await vendor.page.route('**/pusher/pusherConciergeVendor.php', (route) => route.fulfill({ status: 500, body: '' }));
    const requested = vendor.page.waitForRequest('**/pusher/pusherConciergeVendor.php');
    await vendor.page.getByRole('button', { name: 'Chat', exact: true }).click();
    await vendor.page.getByRole('dialog', { name: 'Conversations' }).getByRole('button', { name: 'Ask our wedding concierge' }).click();
    const panel = vendor.page.getByRole('dialog', { name: 'Wedding Concierge' });
    await panel.getByRole('log', { name: 'Messages' }).getByText('Hi! I am the vendor concierge. How can I help with your storefront or your requests?').waitFor();
    await requested;
    expect(await panel.getByRole('alert').count()).toBe(0);
    // Refused in the page: the stand-in never took it.
    expect(await asked()).toEqual([]);
    expect(vendor.errors.filter((e) => !e.includes('500'))).toEqual([]);
    await vendor.context.close();
  });
});

describe('the chat’s realtime changes', () => {
  it('shows a changed message in its place (update) and a renamed vendor in the conversation (user), on a storefront whose item the calls name', async () => {
    const couple = await loggedIn(COUPLE, 'biz/rosewood-estate-1000.html', 1280, true);
    const menus = await postsTo(couple.page, '/pusher/pusherMenu.php');
    await openConversation(couple.page, /^Rosewood Estate/);
    // The storefront's vendor is the chat's item (spec §7 idItem).
    expect((await menus()).at(-1)).toMatchObject({ idItem: '1000' });
    const log = couple.page.getByRole('log', { name: 'Messages' });
    const message = { id: 910, idConversation: 7001, fromType: 'vendor', fromId: 1000, toType: 'user', toId: 1, body: 'We have a cancellation in June!', publishedDate: '2026-11-24', publishedTime: '10:00', ts: 1795000000, actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null } };
    await pushUntilShown(couple.page, 'private-user-1', message, log.getByText('We have a cancellation in June!'));
    await pushEventUntilShown(couple.page, 'private-user-1', 'update', { ...message, body: 'We have two cancellations in June!' }, log.getByText('We have two cancellations in June!'));
    await expect(log.getByText(/cancellation/).count()).resolves.toBe(1);
    const renamed = { id: 1000, type: 'vendor', name: 'Rosewood Estate & Gardens', avatar: null };
    await pushEventUntilShown(couple.page, 'private-user-1', 'user', renamed, couple.page.getByRole('dialog', { name: 'Rosewood Estate & Gardens' }));
    expect(couple.errors).toEqual([]);
    await couple.context.close();
  });
});

describe('the chatbot on a storefront', () => {
  it("sends the storefront's vendor as the reply's item (spec §3 reply payload: idItem)", async () => {
    const couple = await loggedIn(COUPLE, 'biz/rosewood-estate-1000.html', 1280, true);
    const replies = await postsTo(couple.page, '/pusher/pusherReply.php');
    const panel = await openConversation(couple.page, /^Wedding Concierge/);
    await panel.getByRole('group', { name: 'Hi! Which vendors are you looking for first?' }).getByRole('button', { name: 'Photographers' }).click();
    await panel.getByRole('log', { name: 'Messages' }).getByText('What matters most to you? Choose all that apply.').waitFor();
    expect(await replies()).toEqual([expect.objectContaining({ comentario: 'Photographers', idItem: '1000', type: 'biz' })]);
    expect(couple.errors).toEqual([]);
    await couple.context.close();
  });
});

describe('the chat beside the page’s layers', () => {
  it('minimizes when a tile’s lead layer opens over it, records no manual close, and opens again from its launcher', async () => {
    const couple = await loggedIn(COUPLE, 'c/ca/san-francisco/wedding-photographers/6-vendors.html', 1280);
    const launcher = couple.page.getByRole('button', { name: 'Chat', exact: true });
    await launcher.click();
    const conversations = couple.page.getByRole('dialog', { name: 'Conversations' });
    await conversations.waitFor();
    // The chat is beside the page (non-modal): the page's own controls still take a tap.
    await couple.page.getByRole('link', { name: /^Request pricing from / }).first().click();
    await couple.page.locator('[role="dialog"][aria-modal="true"]').first().waitFor();
    // Gone from the page, not only hidden from the accessibility tree behind the modal layer.
    await couple.page.locator('dialog.chat-panel').waitFor({ state: 'detached' });
    expect((await couple.context.cookies()).map((cookie) => cookie.name)).not.toContain('conciergeClosed');
    await couple.page.keyboard.press('Escape');
    await couple.page.locator('[role="dialog"][aria-modal="true"]').waitFor({ state: 'detached' });
    await launcher.click();
    await conversations.waitFor();
    expect(couple.errors).toEqual([]);
    await couple.context.close();
  });
});

describe('the chat beside the header', () => {
  it('on a laptop the account menu opens over an open chat: Log out takes the click; the connection notice moves nothing in the panel', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280);
    await couple.page.setViewportSize({ width: 1280, height: 720 });
    await openConversation(couple.page, /^Rosewood Estate/);
    const log = couple.page.getByRole('log', { name: 'Messages' });
    await log.getByText(/June 13 is still open/).waitFor();
    await untilSubscribed(couple.page, 'private-user-1');
    const before = await log.boundingBox();
    // The realtime server drops: the panel says so, over the conversation's top, which stays where it was.
    await couple.page.evaluate(() => window.mockBackend?.realtime({ outage: true }));
    try {
      await couple.page.getByText('You are offline. Reconnecting…').waitFor();
      expect(await log.boundingBox()).toEqual(before);
    } finally {
      await couple.page.evaluate(() => window.mockBackend?.realtime({ outage: false }));
    }
    await couple.page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    const logOut = couple.page.getByRole('link', { name: 'Log out' });
    await logOut.waitFor();
    // Nothing of the chat over it: the element at its centre is the link itself.
    const box = (await logOut.boundingBox())!;
    expect(await couple.page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('Log out');
    expect(couple.errors.filter((error) => !/realtime|WebSocket/i.test(error))).toEqual([]);
    await couple.context.close();
  });
});

describe('the chat by keyboard', () => {
  for (const width of [375, 1280]) {
    it(`opens, answers and closes with the keyboard alone, axe-clean, at ${width} px`, async () => {
      const couple = await loggedIn(COUPLE, 'home', width, true);
      const launcher = couple.page.getByRole('button', { name: 'Chat', exact: true });
      // The launcher is the page's last stop: one Shift+Tab from the start reaches it.
      await couple.page.keyboard.press('Shift+Tab');
      await expectFocused(launcher);
      await couple.page.keyboard.press('Enter');
      const menu = couple.page.getByRole('dialog', { name: 'Conversations' });
      await menu.getByRole('button', { name: /^Rosewood Estate/ }).waitFor();
      expect(await axeViolations(couple.page)).toEqual([]);
      // Past the head's buttons: Minimize, and Close (a logged-in couple has it on every screen).
      await couple.page.keyboard.press('Tab');
      await expectFocused(menu.getByRole('button', { name: 'Minimize chat' }));
      await couple.page.keyboard.press('Tab');
      await expectFocused(menu.getByRole('button', { name: 'Close chat' }));
      await couple.page.keyboard.press('Tab');
      await expectFocused(menu.getByRole('button', { name: /^Rosewood Estate/ }));
      await couple.page.keyboard.press('Enter');
      const conversation = couple.page.getByRole('dialog', { name: 'Rosewood Estate' });
      await conversation.getByRole('log', { name: 'Messages' }).getByText(/June 13 is still open/).waitFor();
      expect(await axeViolations(couple.page)).toEqual([]);
      await conversation.getByRole('textbox', { name: 'Message' }).focus();
      await couple.page.keyboard.type('See you Saturday!');
      await couple.page.keyboard.press('Enter');
      await conversation.getByRole('log', { name: 'Messages' }).getByText('See you Saturday!').waitFor();
      await couple.page.keyboard.press('Escape');
      await expect(couple.page.getByRole('dialog').count()).resolves.toBe(0);
      await expectFocused(launcher);
      expect(couple.errors).toEqual([]);
      await couple.context.close();
    });
  }
});

/** A realtime message to the couple (user 1), from the concierge or from Rosewood Estate. */
function toCouple(id: number, body: string, from: 'concierge' | 'vendor', idConversation = from === 'vendor' ? 7001 : 9001) {
  const actor = from === 'vendor' ? { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null } : { id: 0, type: 'concierge', name: 'Wedding Concierge', avatar: null };
  return { id, idConversation, fromType: from, fromId: actor.id, toType: 'user', toId: 1, body, publishedDate: '2026-11-24', publishedTime: '10:00', ts: 1795000000, actor };
}

const DAY_S = 86_400;
/** The native app's web view on Android (src/lib/native-app.ts's token). */
const APP_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EverwedApp/android';

describe('the chat closed by hand', () => {
  for (const [where, userAgent, days] of [
    ['on a phone', undefined, 1],
    ['in the app', APP_USER_AGENT, 3],
  ] as const) {
    it(`${where}: Close records the manual close for ${days} day(s), and on the next page the concierge stays quiet while a vendor still comes`, async () => {
      const couple = await loggedIn(COUPLE, 'home', 375, true, userAgent);
      const launcher = couple.page.getByRole('button', { name: 'Chat', exact: true });
      await launcher.click();
      const menu = couple.page.getByRole('dialog', { name: 'Conversations' });
      await menu.getByRole('button', { name: /^Rosewood Estate/ }).waitFor();
      await menu.getByRole('button', { name: 'Close chat' }).click();
      await expect(couple.page.getByRole('dialog').count()).resolves.toBe(0);
      await expectFocused(launcher);
      const cookie = (await couple.context.cookies()).find((c) => c.name === 'conciergeClosed');
      expect(cookie?.value).toBe('1');
      // Spec §9: manual-close suppression 1 day on the web, 3 days in the app.
      expect(Math.abs(cookie!.expires - (Date.now() / 1000 + days * DAY_S))).toBeLessThan(120);

      await couple.page.reload();
      await couple.page.waitForSelector('[data-widget="chat"][data-widget-state="mounted"]', { state: 'attached' });
      await untilSubscribed(couple.page, 'private-user-1');
      await couple.page.evaluate(
        async ([fromConcierge, fromVendor]) => {
          await window.mockBackend?.push('private-user-1', 'message', fromConcierge);
          await window.mockBackend?.push('private-user-1', 'message', fromVendor);
        },
        [toCouple(90011, 'Can I help you find a photographer?', 'concierge'), toCouple(90012, 'Your tasting is booked.', 'vendor')],
      );
      // One notification at a time, in order: the vendor's shows first, so the concierge's never came.
      const notification = couple.page.getByRole('status').filter({ hasText: 'New message from' });
      await notification
        .filter({ hasText: 'New message from Rosewood Estate' })
        .getByText('Your tasting is booked.')
        .waitFor()
        .catch(async (error: Error) => {
          // Seen in full runs about one in ten, never alone: what the page had, to tell why.
          const chat = await couple.page.locator('[data-widget="chat"]').evaluate((el) => `${el.getAttribute('data-widget-state')}: ${el.outerHTML.slice(0, 600)}`);
          const stored = await couple.page.evaluate(() => [localStorage.getItem('concierge'), localStorage.getItem('bot'), document.cookie].join(' | '));
          throw new Error(`${error.message}\nThe chat: ${chat}\nStored: ${stored}\nErrors: ${JSON.stringify(couple.errors)}`);
        });
      await expect(couple.page.getByText('New message from Wedding Concierge').count()).resolves.toBe(0);
      await expect(couple.page.getByText('Can I help you find a photographer?').count()).resolves.toBe(0);
      expect(couple.errors).toEqual([]);
      await couple.context.close();
    });
  }

  it('has a Close button for a logged-in couple on a wide screen too, and none for a visitor there: Minimize only (spec §6)', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    await couple.page.getByRole('button', { name: 'Chat', exact: true }).click();
    const menu = couple.page.getByRole('dialog', { name: 'Conversations' });
    await menu.getByRole('button', { name: /^Rosewood Estate/ }).waitFor();
    await menu.getByRole('button', { name: 'Minimize chat' }).waitFor();
    await menu.getByRole('button', { name: 'Close chat' }).waitFor();
    await couple.context.close();

    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${env.url}home`);
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Wedding Concierge' });
    await panel.getByRole('log', { name: 'Messages' }).getByText('Hi! Which vendors are you looking for first?').waitFor();
    await panel.getByRole('button', { name: 'Minimize chat' }).waitFor();
    await expect(panel.getByRole('button', { name: 'Close chat' }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the concierge’s status', () => {
  it('reads its own notice for each status: 2 and 3 outside support hours, 4 away', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    const notices = [
      ['outside-hours', "Sorry, I can't help you right now. Our wedding experts answer Monday–Friday 9am–9pm; write to us at help@example.com."],
      ['closed-hours', 'Outside of operating hours'],
      ['away', 'Our wedding concierge is away right now. Leave your message and we will answer as soon as we are back.'],
    ] as const;
    try {
      await couple.page.getByRole('button', { name: 'Chat', exact: true }).click();
      for (const [scenario, notice] of notices) {
        await couple.page.evaluate((name) => window.mockBackend?.scenario(name), scenario);
        await couple.page.getByRole('dialog', { name: 'Conversations' }).getByRole('button', { name: /^Wedding Concierge/ }).click();
        const panel = couple.page.getByRole('dialog', { name: 'Wedding Concierge' });
        await panel.getByText(notice, { exact: true }).waitFor();
        // One notice at a time: the other statuses' words are not there.
        for (const [, other] of notices) if (other !== notice) await expect(panel.getByText(other, { exact: true }).count()).resolves.toBe(0);
        await panel.getByRole('button', { name: 'Back to conversations' }).click();
      }
    } finally {
      await couple.page.evaluate(() => window.mockBackend?.scenario('normal'));
    }
    expect(couple.errors).toEqual([]);
    await couple.context.close();
  });
});

describe('a message while the conversations list is open', () => {
  it('updates the list’s line and unread count and leaves the list open: no notification, nothing marked read', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    const markedRead = await postsTo(couple.page, '/pusher/pusherMarkAsRead.php');
    await couple.page.getByRole('button', { name: 'Chat', exact: true }).click();
    const menu = couple.page.getByRole('dialog', { name: 'Conversations' });
    const rosewood = menu.getByRole('button', { name: /^Rosewood Estate/ });
    const unread = async () => Number(/(\d+) unread messages?/.exec((await rosewood.textContent()) ?? '')?.[1] ?? 0);
    const before = await unread();
    await untilSubscribed(couple.page, 'private-user-1');

    const vendor = await loggedIn(VENDOR, 'inbox?id=7001');
    await vendor.page.getByLabel('Reply to Alex Morgan').fill('Our florist can come on Thursday.');
    await vendor.page.getByRole('button', { name: 'Send' }).click();
    await vendor.page.getByText('Your reply has been sent').waitFor();

    await rosewood.filter({ hasText: 'Our florist can come on Thursday.' }).waitFor();
    await rosewood.filter({ hasText: before + 1 === 1 ? '1 unread message' : `${before + 1} unread messages` }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(couple.page.getByText('New message from Rosewood Estate').count()).resolves.toBe(0);
    expect(await markedRead()).toEqual([]);
    expect(couple.errors).toEqual([]);
    expect(vendor.errors).toEqual([]);
    await couple.context.close();
    await vendor.context.close();
  });
});
