import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { ChatMessage } from '../../src/api/chat-schemas';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { botDelay, createBotTyping } from './bot-typing';
import { initialChatData, type ChatData } from './chat-data';
import { createNotificationQueue, NOTIFICATION_FADE_MS, NOTIFICATION_MS } from './notification-queue';
import { localMessage } from './sending';

useMockBackend();

const message = (id: number, partial: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  idConversation: 9001,
  fromType: 'concierge',
  fromId: 0,
  toType: 'user',
  toId: 1,
  body: `Question ${id}`,
  publishedDate: '2026-11-24',
  publishedTime: '10:00',
  ts: 1795000000,
  ...partial,
});
const question = (id: number) => message(id, { messageType: 10, questionId: id });

/** A chat with the concierge's conversation on screen, holding `messages`. */
const chatWith = (messages: ChatMessage[] = []) =>
  createStore<ChatData>(() => ({ ...initialChatData(false), conversation: { id: 9001, with: 'concierge', title: '', avatar: null, messages, messageDefault: null } }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the bot’s typing', () => {
  it('shows its live messages one after the other, each after its own delay, once each and in order', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const delay = botDelay.min + 0.5 * (botDelay.max - botDelay.min);
    const store = chatWith([question(1)]);
    const shown: number[] = [];
    const bot = createBotTyping(store, (m) => shown.push(m.id));
    bot.receive([question(2), question(3)], true);
    // The history read after a reply brings them again, and the one already on screen.
    bot.receive([question(1), question(2)], true);
    expect(store.getState().botTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([2]);
    expect(store.getState().botTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(delay);
    expect(shown).toEqual([2, 3]);
    expect(store.getState().botTyping).toBe(false);
  });

  it('shows a person’s message, and a history, at once', () => {
    const store = chatWith();
    const shown: number[] = [];
    const bot = createBotTyping(store, (m) => shown.push(m.id));
    bot.receive([message(4, { fromType: 'vendor' })], true);
    bot.receive([question(5)], false);
    expect(shown).toEqual([4, 5]);
    expect(store.getState().botTyping).toBe(false);
  });

  it('shows nothing more once the chat is gone', async () => {
    vi.useFakeTimers();
    const shown: number[] = [];
    const bot = createBotTyping(chatWith(), (m) => shown.push(m.id));
    bot.receive([question(6)], true);
    bot.destroy();
    await vi.advanceTimersByTimeAsync(botDelay.max);
    expect(shown).toEqual([]);
  });
});

describe('the notification queue', () => {
  it('shows one notification at a time for 5 s, fading in its last 300 ms with the title flashing, then the next', async () => {
    const traced: string[] = [];
    server.events.on('request:start', ({ request }) => void traced.push(new URL(request.url).pathname));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    document.title = 'Wedding venues';
    const store = createStore<ChatData>(() => initialChatData(false));
    const queue = createNotificationQueue(store);
    queue.notify(message(11));
    queue.notify(message(12));
    expect(store.getState()).toMatchObject({ notification: { id: 11 }, queue: [{ id: 12 }], notificationFading: false });
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('New message');
    vi.advanceTimersByTime(NOTIFICATION_MS - NOTIFICATION_FADE_MS - 1001);
    expect(store.getState().notificationFading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().notificationFading).toBe(true);
    vi.advanceTimersByTime(NOTIFICATION_FADE_MS);
    expect(store.getState()).toMatchObject({ notification: { id: 12 }, queue: [], notificationFading: false });
    queue.dismiss();
    expect(store.getState().notification).toBeNull();
    expect(document.title).toBe('Wedding venues');
    // Each notification shown is traced (spec §7 push-show trace).
    await vi.waitFor(() => expect(traced.filter((path) => path === '/pusher/pusherShowTrace.php')).toHaveLength(2), { timeout: 15_000 });
    server.events.removeAllListeners('request:start');
  });

  it('stops its timers and the title flash when the chat is gone', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    document.title = 'Wedding venues';
    const store = createStore<ChatData>(() => initialChatData(false));
    const queue = createNotificationQueue(store);
    queue.notify(message(-1));
    vi.advanceTimersByTime(1000);
    queue.destroy();
    expect(document.title).toBe('Wedding venues');
    vi.advanceTimersByTime(NOTIFICATION_MS);
    expect(store.getState().notification?.id).toBe(-1);
  });
});

describe('the chat’s own lines', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    // Node reads TZ again when it is set; undefined would be set as the string 'undefined'.
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  // Around midnight the UTC day is another day than the local one, west and east of Greenwich.
  it.each([
    { zone: 'America/Los_Angeles', hours: 23, minutes: 45, day: '2026-11-24', time: '23:45' },
    { zone: 'Asia/Tokyo', hours: 0, minutes: 15, day: '2026-11-24', time: '00:15' },
  ])('carry the local day beside the local time ($zone, $day $time)', ({ zone, hours, minutes, day, time }) => {
    process.env.TZ = zone;
    const now = new Date(2026, 10, 24, hours, minutes);
    expect(now.toISOString().slice(0, 10)).not.toBe(day);
    expect(localMessage(-1, 7001, { type: 'user', id: 1 }, 'See you Saturday!', now)).toMatchObject({ publishedDate: day, publishedTime: time, ts: Math.floor(now.getTime() / 1000) });
  });
});

describe('the avatars’ sources', () => {
  it('takes an http(s) or relative URL, and the server’s SVG as an image; never another scheme', async () => {
    const { avatarSource } = await import('./avatar-source');
    expect(avatarSource('/fixtures/img/vendor-1.svg')).toBe('/fixtures/img/vendor-1.svg');
    expect(avatarSource('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    for (const hostile of ['javascript:alert(1)', 'java\tscript:alert(1)', '//evil.example/a.png', 'data:text/html,<script>1</script>', 'mailto:a@b.c']) {
      expect(avatarSource(hostile)).toBeNull();
    }
    expect(avatarSource(null)).toBeNull();
    // The SVG goes in as an image's data, where its scripts never run, whatever it holds.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(avatarSource(null, svg)).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  });
});
