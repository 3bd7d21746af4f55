import { describe, expect, it } from 'vitest';
import type { ChatMessage, TypingEvent } from '../../src/api/chat-schemas';
import { initialChatState, transition, TYPING_VISIBLE_MS, type ChatMachineState } from './machine';

function message(idConversation: number, id = 1): ChatMessage {
  return {
    id,
    idConversation,
    fromType: 'vendor',
    fromId: 1000,
    toType: 'user',
    toId: 1,
    body: 'We are free on that date!',
    publishedDate: '2026-11-24',
    publishedTime: '10:00',
    ts: 1795000000,
  };
}

function typing(idConversation: number): TypingEvent {
  return { idConversation, body: '', actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null }, toType: 'user', toId: 1, status: 'writing' };
}

const state = (partial: Partial<ChatMachineState>): ChatMachineState => ({ ...initialChatState(), ...partial });

describe('chat display transitions (spec §4)', () => {
  it('starts at the launcher, or closed when the concierge was closed by hand', () => {
    expect(initialChatState().display).toBe('launcher');
    expect(initialChatState(true).display).toBe('closed');
  });

  it('opening shows the conversation and marks its messages read', () => {
    const { state: next, effects } = transition(state({ display: 'minimized', conversationId: 7, summary: message(7) }), { type: 'open' });
    expect(next).toMatchObject({ display: 'open', conversationId: 7, summary: null });
    expect(effects).toEqual([{ type: 'markRead', conversationId: 7 }]);
  });

  it('opening another conversation loads it before marking it read', () => {
    const { effects } = transition(state({ display: 'open', conversationId: 7 }), { type: 'open', conversationId: 8 });
    expect(effects).toEqual([{ type: 'loadConversation', conversationId: 8 }, { type: 'markRead', conversationId: 8 }]);
  });

  it('opening with no conversation yet marks nothing', () => {
    expect(transition(state({}), { type: 'open' })).toEqual({ state: state({ display: 'open' }), effects: [] });
  });

  it.each(['minimize', 'close'] as const)('%s sets minimized and records the manual close', (type) => {
    const { state: next, effects } = transition(state({ display: 'open', conversationId: 7 }), { type });
    expect(next.display).toBe('minimized');
    expect(effects).toEqual([{ type: 'recordManualClose' }]);
  });

  it('a forced minimize turns open into minimized without recording a manual close', () => {
    expect(transition(state({ display: 'open' }), { type: 'forceMinimize' })).toEqual({ state: state({ display: 'minimized' }), effects: [] });
    expect(transition(state({ display: 'launcher' }), { type: 'forceMinimize' }).state.display).toBe('launcher');
  });

  it('inactivity disconnects and hides', () => {
    const { state: next, effects } = transition(state({ display: 'open', conversationId: 7 }), { type: 'inactive' });
    expect(next.display).toBe('hidden');
    expect(effects).toEqual([{ type: 'disconnect' }]);
  });

  it('activity after the inactivity disconnect reconnects and shows the launcher again', () => {
    expect(transition(state({ display: 'hidden' }), { type: 'active' })).toEqual({ state: state({ display: 'launcher' }), effects: [{ type: 'reconnect' }] });
    expect(transition(state({ display: 'open' }), { type: 'active' })).toEqual({ state: state({ display: 'open' }), effects: [] });
  });

  it('an incoming message with no active chat starts minimized with its summary and a notification', () => {
    const m = message(7);
    const { state: next, effects } = transition(state({}), { type: 'incoming', message: m });
    expect(next).toMatchObject({ display: 'minimized', conversationId: 7, summary: m });
    expect(effects).toEqual([{ type: 'loadConversation', conversationId: 7, message: m }, { type: 'notify', message: m }]);
  });

  it('an incoming message for the open conversation is appended and read', () => {
    const m = message(7);
    const { state: next, effects } = transition(state({ display: 'open', conversationId: 7 }), { type: 'incoming', message: m });
    expect(next.display).toBe('open');
    expect(effects).toEqual([{ type: 'append', message: m }, { type: 'markRead', conversationId: 7 }]);
  });

  it('an incoming message for another conversation loads it in the current state', () => {
    const m = message(8);
    const open = transition(state({ display: 'open', conversationId: 7 }), { type: 'incoming', message: m });
    expect(open.state).toMatchObject({ display: 'open', conversationId: 8, summary: null });
    expect(open.effects).toEqual([{ type: 'loadConversation', conversationId: 8, message: m }, { type: 'markRead', conversationId: 8 }]);
    const minimized = transition(state({ display: 'minimized', conversationId: 7 }), { type: 'incoming', message: m });
    expect(minimized.state).toMatchObject({ display: 'minimized', conversationId: 8, summary: m });
    expect(minimized.effects).toEqual([{ type: 'loadConversation', conversationId: 8, message: m }, { type: 'notify', message: m }]);
  });

  it('a hidden chat shows the launcher again, minimized, and plays a sound', () => {
    const m = message(7);
    const { state: next, effects } = transition(state({ display: 'hidden', conversationId: 7 }), { type: 'incoming', message: m });
    expect(next).toMatchObject({ display: 'minimized', summary: m });
    expect(effects).toEqual([{ type: 'append', message: m }, { type: 'playSound' }, { type: 'notify', message: m }]);
  });

  it('a vendor’s chat refreshes the request of every incoming message first, whatever it shows', () => {
    const m = message(7, 42);
    expect(transition(state({ display: 'open', conversationId: 7 }), { type: 'incoming', message: m, viewer: 'vendor' }).effects).toEqual([
      { type: 'refreshVendorRequest', messageId: 42 },
      { type: 'append', message: m },
      { type: 'markRead', conversationId: 7 },
    ]);
    const concierge = { ...m, fromType: 'concierge' as const };
    expect(transition(state({ display: 'closed' }), { type: 'incoming', message: concierge, viewer: 'vendor' }).effects).toEqual([{ type: 'refreshVendorRequest', messageId: 42 }]);
    expect(transition(state({}), { type: 'incoming', message: m, viewer: 'user' }).effects.map((e) => e.type)).not.toContain('refreshVendorRequest');
  });

  it('with the conversations list open, a message reloads the list and leaves it open: no notification, nothing marked read', () => {
    for (const conversationId of [null, 7, 8]) {
      const before = state({ display: 'open', conversationId });
      expect(transition(before, { type: 'incoming', message: message(7), listOpen: true })).toEqual({ state: before, effects: [{ type: 'reloadMenu' }] });
    }
    // A vendor's list: the request is refreshed too.
    expect(transition(state({ display: 'open' }), { type: 'incoming', message: message(7, 42), viewer: 'vendor', listOpen: true }).effects).toEqual([
      { type: 'refreshVendorRequest', messageId: 42 },
      { type: 'reloadMenu' },
    ]);
    // Not open: the list is not on screen, whatever the store last showed.
    expect(transition(state({ display: 'minimized', conversationId: 7 }), { type: 'incoming', message: message(7), listOpen: true }).effects).toContainEqual({ type: 'notify', message: message(7) });
  });

  it('a hidden chat stays hidden when minimized or closed', () => {
    expect(transition(state({ display: 'hidden' }), { type: 'close' })).toEqual({ state: state({ display: 'hidden' }), effects: [] });
  });

  it("shows 'writing' in the open conversation and hides it 6 s later", () => {
    const shown = transition(state({ display: 'open', conversationId: 7 }), { type: 'typing', event: typing(7), now: 1000 }).state;
    expect(shown.typing).toEqual({ name: 'Rosewood Estate', until: 1000 + TYPING_VISIBLE_MS });
    expect(transition(shown, { type: 'tick', now: 1000 + TYPING_VISIBLE_MS - 1 }).state.typing).not.toBeNull();
    expect(transition(shown, { type: 'tick', now: 1000 + TYPING_VISIBLE_MS }).state.typing).toBeNull();
  });

  it('ignores typing in another conversation, and a message ends the typing indicator', () => {
    expect(transition(state({ display: 'open', conversationId: 7 }), { type: 'typing', event: typing(8), now: 0 }).state.typing).toBeNull();
    const shown = state({ display: 'open', conversationId: 7, typing: { name: 'Rosewood Estate', until: 9000 } });
    expect(transition(shown, { type: 'incoming', message: message(7) }).state.typing).toBeNull();
  });

  it('the summary bubble fades', () => {
    expect(transition(state({ display: 'minimized', summary: message(7) }), { type: 'summaryFaded' }).state.summary).toBeNull();
  });

  it('closed by hand, the concierge stays quiet while a vendor’s message still comes', () => {
    const concierge = { ...message(9001), fromType: 'concierge' as const };
    expect(transition(state({ display: 'closed' }), { type: 'incoming', message: concierge })).toEqual({ state: state({ display: 'closed' }), effects: [] });
    expect(transition(state({ display: 'closed' }), { type: 'incoming', message: message(7) }).state.display).toBe('minimized');
  });

  it('restores the chat as it was left on the previous page, unless it was closed by hand', () => {
    const opened = transition(state({}), { type: 'restore', display: 'open', conversationId: 7 });
    expect(opened.state).toMatchObject({ display: 'open', conversationId: 7 });
    expect(opened.effects).toEqual([{ type: 'loadConversation', conversationId: 7 }, { type: 'markRead', conversationId: 7 }]);
    const minimized = transition(state({}), { type: 'restore', display: 'minimized', conversationId: 7 });
    expect(minimized).toEqual({ state: state({ display: 'minimized', conversationId: 7 }), effects: [{ type: 'loadConversation', conversationId: 7 }] });
    expect(transition(state({ display: 'closed' }), { type: 'restore', display: 'open', conversationId: 7 }).state.display).toBe('closed');
  });

  it.each(['expired', 'reload'] as const)('%s resets the chat and its stored data', (type) => {
    const { state: next, effects } = transition(state({ display: 'open', conversationId: 7 }), { type });
    expect(next).toEqual(initialChatState());
    expect(effects).toEqual([{ type: 'clearStored' }]);
    expect(transition(state({ display: 'closed' }), { type }).state.display).toBe('closed');
  });
});
