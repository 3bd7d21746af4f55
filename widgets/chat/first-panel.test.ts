import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMenuItem } from '../../src/api/chat-schemas';
import { writeSiteConfig } from '../../mocks/testing';
import { firstPanelOpen, showFirstPanel, takeFirstPanel, takeIntent, type EarlyAnswers } from './first-panel';
import { firstPanel } from './first-panel-state';

const item = (over: Partial<ConversationMenuItem>): ConversationMenuItem => ({
  id: 7001,
  toId: 1000,
  toType: 'vendor',
  actorName: 'Rosewood Estate',
  actorAvatar: null,
  pendingMessages: 0,
  lastMessage: 'Hello',
  subject: '',
  date: '2026-03-03',
  ...over,
});

const couple = { actor: { type: 'user' as const } };
let el: HTMLElement;
let launcher: HTMLElement;

function answers(menu: ConversationMenuItem[] | undefined, check: typeof couple | undefined = couple): EarlyAnswers {
  return { check: Promise.resolve(check), menu: Promise.resolve(menu) };
}

beforeEach(() => {
  writeSiteConfig();
  document.body.innerHTML = `<aside aria-label="Chat" data-widget="chat"><a class="chat-launcher" href="/inbox" aria-label="Chat" role="button" aria-expanded="false">✉</a></aside>`;
  el = document.querySelector('aside')!;
  launcher = el.querySelector('a')!;
});

afterEach(() => {
  takeFirstPanel();
  takeIntent(['item', 'startConcierge']);
});

/** The launcher's tap, as launcher.ts answers it: the state at once, the panel once its chunk is in. */
function tap(ask: (again?: boolean) => Promise<EarlyAnswers | undefined>) {
  firstPanel.open = !firstPanel.open;
  showFirstPanel(el, launcher, ask);
}

describe('the chat’s first panel, before React', () => {
  it('opens at once with the focus, then lists the conversations as the whole chat does, as text', async () => {
    let answer!: (menu: ConversationMenuItem[]) => void;
    const menu = new Promise<ConversationMenuItem[] | undefined>((resolve) => (answer = resolve));
    tap(() => Promise.resolve({ check: Promise.resolve(couple), menu }));
    const panel = screen.getByRole('dialog', { name: 'Conversations' });
    expect(panel).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Connecting to the chat…')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Minimize chat' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close chat' })).toBeInTheDocument();

    answer([
      item({ actorName: '<b>Rosewood</b> Estate', lastMessage: 'See <i>you</i> soon', pendingMessages: 2, actorAvatar: 'javascript:alert(1)' }),
      item({ id: 7002, toType: 'concierge', toId: 1, actorName: 'Wedding Concierge' }),
    ]);
    const rosewood = await within(panel).findByRole('button', { name: /Rosewood/ });
    // The server's name is text; the preview is stripped of tags; no unsafe avatar.
    expect(rosewood).toHaveTextContent('<b>Rosewood</b> Estate2026-03-03See you soon2 unread messages');
    expect(rosewood.querySelector('img')).toBeNull();
    expect(within(panel).getByRole('button', { name: /Wedding Concierge/ })).toBeInTheDocument();
    // A concierge conversation is listed: no button to start one.
    expect(within(panel).queryByRole('button', { name: 'Ask our wedding concierge' })).not.toBeInTheDocument();
  });

  it('hands a chosen conversation to the whole chat, marked busy meanwhile, and only the first choice', async () => {
    tap(() => Promise.resolve(answers([item({}), item({ id: 7002, actorName: 'Amber DJ Co.' })])));
    const rosewood = await screen.findByRole('button', { name: /Rosewood Estate/ });
    await userEvent.click(rosewood);
    await userEvent.click(screen.getByRole('button', { name: /Amber DJ Co\./ }));
    expect(rosewood).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Amber DJ Co\./ })).not.toHaveAttribute('aria-busy');
    expect(firstPanelOpen()).toBe(true);
    expect(takeFirstPanel()).toEqual({ open: true, left: undefined });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The part of the whole chat that opens conversations takes it, once; the concierge's start button does not.
    expect(takeIntent(['startConcierge'])).toBeUndefined();
    expect(takeIntent(['item'])).toEqual({ type: 'item', item: item({}) });
    expect(takeIntent(['item'])).toBeUndefined();
  });

  it('offers to start a conversation with the concierge when there is none, and says when there are no conversations', async () => {
    tap(() => Promise.resolve(answers([])));
    await userEvent.click(await screen.findByRole('button', { name: 'Ask our wedding concierge' }));
    expect(screen.getByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask our wedding concierge' })).toHaveAttribute('aria-busy', 'true');
    takeFirstPanel();
    expect(takeIntent(['startConcierge'])).toEqual({ type: 'startConcierge' });
  });

  it('minimizes with Escape, the launcher or its button, giving the focus back to the launcher; the whole chat is told how', async () => {
    const ask = () => Promise.resolve(answers([item({})]));
    tap(ask);
    await userEvent.click(await screen.findByRole('button', { name: /Rosewood Estate/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).not.toHaveAttribute('aria-controls');
    // Left: what was chosen in it is forgotten.
    expect(takeIntent(['item'])).toBeUndefined();

    // The launcher opens it again, and a second tap minimizes it.
    tap(ask);
    expect(screen.getByRole('dialog', { name: 'Conversations' })).toHaveFocus();
    tap(ask);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    tap(ask);
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(launcher).toHaveFocus();
    expect(takeFirstPanel()).toEqual({ open: false, left: 'close' });
    expect(takeFirstPanel()).toBeUndefined();
  });

  it('asks for the menu’s two calls before it builds and focuses its panel (that makes the browser lay the page out)', async () => {
    const panelThen: boolean[] = [];
    tap(() => {
      panelThen.push(el.querySelector('dialog') !== null);
      return Promise.resolve(answers([item({})]));
    });
    expect(await screen.findByRole('button', { name: /Rosewood Estate/ })).toBeInTheDocument();
    expect(panelThen).toEqual([false]);
  });

  it('says when the chat could not be loaded, and Try again asks anew', async () => {
    const ask = vi.fn((again?: boolean) => Promise.resolve(again ? answers([item({})]) : answers(undefined)));
    tap(ask);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chat could not be loaded. Try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Rosewood Estate/ })).toBeInTheDocument();
    expect(ask.mock.calls).toEqual([[false], [true]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is open from the tap, before its chunk came: a whole chat that comes first mounts open, and the late panel does not show', () => {
    firstPanel.open = true;
    expect(firstPanelOpen()).toBe(true);
    expect(takeFirstPanel()).toEqual({ open: true, left: undefined });
    showFirstPanel(el, launcher, () => Promise.resolve(answers([item({})])));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(firstPanelOpen()).toBe(false);
  });
});
