import type { ActorType, ConversationMenuItem } from '../../src/api/chat-schemas';
import { adoptStyles } from '../../src/lib/styles';
import tokensCss from '../../src/ui/tokens.css?inline';
import { avatarSource } from './avatar-source';
import css from './chat.css?inline';
import { askEarly, forgetEarly, peekEarly } from './chat-api';
import { offersConcierge } from './concierge-start';
import { firstPanel } from './first-panel-state';
import { messages } from './messages';
import { previewOf } from './preview';

/** The open panel's id (the launcher's aria-controls), the same for the whole chat's panel. */
export const PANEL_ID = 'chat-panel';

/** What the person chose in the first panel before the whole chat came: the whole chat does it. */
export type FirstPanelIntent = { type: 'item'; item: ConversationMenuItem } | { type: 'startConcierge' };

/** The panel shown; how the person left it (the whole chat records a manual minimize or close); what they chose in it. */
let shown: HTMLElement | undefined;
let left: 'minimize' | 'close' | undefined;
let intent: FirstPanelIntent | undefined;

/** The early answers the first panel shows (chat-api.ts peekEarly). */
export interface EarlyAnswers {
  check: Promise<{ actor: { type: ActorType } } | undefined>;
  menu: Promise<ConversationMenuItem[] | undefined>;
}

/**
 * An account's first tap on the chat's launcher opens this panel at once, with no React: the
 * same dialog, title and buttons as the whole chat's panel (panel.tsx, menu.tsx, in the same
 * classes and words), and the conversations menu as soon as the early answers are in, while
 * React and the whole chat still come. What the person does in it is handed over: the whole
 * chat (chat.tsx) mounts with the panel open, opens the conversation chosen here or starts the
 * concierge's, and minimizes or closes as the person did.
 *
 * Shows the panel as the launcher's taps left it (first-panel-state.ts): open, or not. `ask`
 * gives the early answers (and, with `again`, asks for them anew after a failure): the chat's
 * two first calls, which go as soon as this chunk is in (it brings their code with it).
 */
export function showFirstPanel(el: HTMLElement, launcher: HTMLElement, ask: (again?: boolean) => Promise<EarlyAnswers | undefined> = earlyAnswers): void {
  launcher.setAttribute('aria-expanded', String(firstPanel.open));
  if (!firstPanel.open) {
    // A tap left it closed (or the whole chat took over): minimized by hand.
    shown?.remove();
    shown = undefined;
    left = 'minimize';
    intent = undefined;
    launcher.removeAttribute('aria-controls');
    return;
  }
  left = undefined;
  if (shown) return;
  // The whole chat's panel, asked for beside the menu's calls while React still comes: the whole
  // chat mounts with it open (chat.tsx takes it from the cache). From here, not from the
  // launcher: its list of imports would weigh on every account's first load.
  import('./panel').catch(() => undefined);
  // The menu's two calls go out now, with the panel's chunk: before the styles and the focus
  // below make the browser lay the page out (at 4x CPU on a long page, a wave's worth of time).
  const answers = ask(false);
  adoptStyles(['ui-tokens', tokensCss], ['chat', css]);
  const dialog = document.createElement('dialog');
  dialog.id = PANEL_ID;
  dialog.className = 'chat-panel';
  dialog.setAttribute('aria-labelledby', 'chat-panel-title');
  dialog.tabIndex = -1;
  const leave = (how: 'minimize' | 'close') => {
    dialog.remove();
    shown = undefined;
    firstPanel.open = false;
    left = how;
    intent = undefined;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.removeAttribute('aria-controls');
    launcher.focus();
  };
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    leave('minimize');
  });
  shown = dialog;
  const body = paragraph('chat-panel__loading', messages.connecting);
  dialog.append(head(leave), body);
  el.append(dialog);
  dialog.show();
  launcher.setAttribute('aria-controls', PANEL_ID);
  dialog.focus();
  void showMenu(dialog, body, ask, answers);
}

/** The chat's first two answers, asked for once (anew after a failure), left for the whole chat to take. */
function earlyAnswers(again?: boolean): Promise<EarlyAnswers | undefined> {
  if (again) forgetEarly();
  askEarly();
  return Promise.resolve(peekEarly());
}

/**
 * Taken by the whole chat once its first commit replaced the server's launcher and the first
 * panel: whether it was open, and how the person left it; undefined when there was none.
 */
export function takeFirstPanel(): { open: boolean; left?: 'minimize' | 'close' } | undefined {
  const handed = firstPanel.open || left ? { open: firstPanel.open, left } : undefined;
  shown?.remove();
  // The whole chat's from now: a first panel whose chunk comes late does not show.
  shown = undefined;
  firstPanel.open = false;
  left = undefined;
  return handed;
}

/** Whether the first panel is open now (the whole chat then renders open from its first commit). */
export function firstPanelOpen(): boolean {
  return firstPanel.open;
}

/** The choice made in the first panel, for the part of the whole chat that does it (taken once). */
export function takeIntent(types: FirstPanelIntent['type'][]): FirstPanelIntent | undefined {
  const chosen = intent;
  if (!chosen || !types.includes(chosen.type)) return undefined;
  intent = undefined;
  return chosen;
}

function head(leave: (how: 'minimize' | 'close') => void): HTMLElement {
  const header = document.createElement('header');
  header.className = 'chat-panel__head';
  const title = document.createElement('h2');
  title.className = 'chat-panel__title';
  title.id = 'chat-panel-title';
  title.textContent = messages.conversations;
  header.append(title, iconButton('–', messages.minimize, () => leave('minimize')));
  // Only accounts see this panel: the close button is theirs everywhere (close-shown.ts).
  header.append(iconButton('×', messages.close, () => leave('close')));
  const status = paragraph('ui-visually-hidden', '');
  status.setAttribute('role', 'status');
  header.append(status);
  return header;
}

async function showMenu(dialog: HTMLDialogElement, body: HTMLElement, ask: (again?: boolean) => Promise<EarlyAnswers | undefined>, answers: Promise<EarlyAnswers | undefined>): Promise<void> {
  const early = await answers;
  const [checked, menu] = early ? await Promise.all([early.check, early.menu]) : [undefined, undefined];
  // Closed meanwhile, or the whole chat took over: it shows its own.
  if (shown !== dialog) return;
  if (!checked || !menu) {
    const error = paragraph('chat-panel__error', `${messages.loadFailed} `);
    error.setAttribute('role', 'alert');
    error.append(button('chat-link', messages.tryAgain, () => {
      const loading = paragraph('chat-panel__loading', messages.connecting);
      error.replaceWith(loading);
      void showMenu(dialog, loading, ask, ask(true));
    }));
    body.replaceWith(error);
    return;
  }
  body.replaceWith(menuOf(checked.actor.type, menu));
}

/** The conversations menu as menu.tsx draws it; a choice is marked busy and handed to the whole chat. */
function menuOf(actor: ActorType, menu: ConversationMenuItem[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'chat-menu';
  const choose = (control: HTMLButtonElement, chosen: FirstPanelIntent) => {
    if (shown !== control.closest('dialog') || intent) return;
    intent = chosen;
    control.setAttribute('aria-busy', 'true');
  };
  if (offersConcierge(actor, menu)) {
    const start = button('chat-button chat-menu__concierge', messages.askConcierge, () => choose(start, { type: 'startConcierge' }));
    root.append(start);
  }
  if (menu.length === 0) root.append(paragraph('chat-panel__loading', messages.noConversations));
  const list = document.createElement('ul');
  list.className = 'chat-menu__list';
  for (const item of menu) {
    const entry = button('chat-menu__item', '', () => choose(entry, { type: 'item', item }));
    const src = avatarSource(item.actorAvatar);
    if (src) {
      const img = document.createElement('img');
      Object.assign(img, { className: 'chat-avatar', src, alt: '', width: 40, height: 40 });
      entry.append(img);
    }
    entry.append(span('chat-menu__name', item.actorName), span('chat-menu__date', item.date), span('chat-menu__preview', previewOf(item.lastMessage)));
    if (item.pendingMessages) entry.append(span('chat-menu__pending', messages.unread(item.pendingMessages)));
    const li = document.createElement('li');
    li.append(entry);
    list.append(li);
  }
  root.append(list);
  return root;
}

function iconButton(text: string, label: string, onClick: () => void): HTMLButtonElement {
  const b = button('chat-icon-button', text, onClick);
  b.setAttribute('aria-label', label);
  return b;
}

function button(className: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  return p;
}

function span(className: string, text: string): HTMLSpanElement {
  const s = document.createElement('span');
  s.className = className;
  s.textContent = text;
  return s;
}
