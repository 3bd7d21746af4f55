import { importAgain } from '../../src/lib/import-again';
import { dropdownMessages as messages } from './dropdown-messages';

/** The panel's id: one account dropdown a page. */
const PANEL_ID = 'account-menu-panel';

type Content = { state: 'idle' | 'loading' | 'error' } | { state: 'ready'; fragment: DocumentFragment };

/**
 * The account dropdown on the server's account link, with no React (spec §6, §7): the link is
 * its button; a click, Enter or Space opens it below, with "Loading…" until the server's HTML
 * (user or vendor variant, asked for on the first hover, focus or opening) has come through the
 * allow-list, or a failure with a retry. A press outside closes it, Escape too, and gives the
 * focus back to the button. Returns the function that takes it all away.
 */
export function enhanceAccountDropdown(button: HTMLElement, variant: 'user' | 'vendor'): () => void {
  const panel = createPanel(button);
  const menu = menuContent(panel, variant);
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open) menu.opened();
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(!isOpen());
  };
  const onKey = (event: KeyboardEvent) => {
    // A link takes Enter (a click); a button takes Space too.
    if (event.key !== ' ') return;
    event.preventDefault();
    setOpen(!isOpen());
  };
  const warm = () => menu.warm();
  const onPress = (event: PointerEvent) => {
    if (isOpen() && !button.contains(event.target as Node) && !panel.contains(event.target as Node)) setOpen(false);
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  };
  // One abort takes every listener off.
  const listening = new AbortController();
  const { signal } = listening;
  button.addEventListener('click', onClick, { signal });
  button.addEventListener('keydown', onKey, { signal });
  button.addEventListener('pointerenter', warm, { signal });
  button.addEventListener('focus', warm, { signal });
  document.addEventListener('pointerdown', onPress, { signal });
  document.addEventListener('keydown', onEscape, { signal });
  return () => {
    menu.stop();
    listening.abort();
    for (const name of ['role', 'aria-expanded', 'aria-controls', 'data-auth-focus']) button.removeAttribute(name);
    panel.remove();
  };
}

/**
 * What the panel shows, and when the menu is asked for: once at a time, not again once it came,
 * and in a task of its own after the touch's, so the tap's frame shows the open panel first
 * (asking for the code took 35–67 ms at 4x CPU, in the frame).
 */
function menuContent(panel: HTMLElement, variant: 'user' | 'vendor') {
  let content: Content = { state: 'idle' };
  let inFlight: Promise<void> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const load = (): Promise<void> => {
    if (content.state === 'ready') return Promise.resolve();
    inFlight ??= fetchMenu(variant).then((fragment) => {
      content = fragment ? { state: 'ready', fragment } : { state: 'error' };
      inFlight = undefined;
      showContent(panel, content, load);
    });
    content = { state: 'loading' };
    showContent(panel, content, load);
    return inFlight;
  };
  const loadSoon = () => {
    if (soon !== undefined || inFlight || content.state === 'ready') return;
    soon = setTimeout(() => {
      soon = undefined;
      void load();
    }, 0);
  };
  return {
    /** The panel opened: Loading… at once the first time, the menu (or a retry after a failure) asked for next. */
    opened() {
      if (content.state === 'idle') {
        content = { state: 'loading' };
        showContent(panel, content, load);
      }
      loadSoon();
    },
    /** A hover or focus: the menu asked for before the panel opens. */
    warm() {
      if (content.state === 'idle') loadSoon();
    },
    stop: () => clearTimeout(soon),
  };
}

/** The panel, in the server's `.account-menu` box, which it drops down from (else beside the button), closed; the link becomes its button. */
function createPanel(button: HTMLElement): HTMLElement {
  const panel = document.createElement('div');
  panel.className = 'account-menu__panel';
  panel.id = PANEL_ID;
  panel.hidden = true;
  const wrapper = button.parentElement?.classList.contains('account-menu') ? button.parentElement : undefined;
  if (wrapper) wrapper.append(panel);
  else button.after(panel);
  button.setAttribute('role', 'button');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', PANEL_ID);
  // Where focus goes after a log-in (src/flows/auth/focus-after-auth.ts), as on the whole header's button.
  button.setAttribute('data-auth-focus', '');
  return panel;
}

/** What the panel shows: the menu, a failure with its retry, or Loading… (said politely). */
function showContent(panel: HTMLElement, content: Content, retry: () => Promise<void>): void {
  if (content.state === 'ready') {
    const box = document.createElement('div');
    box.className = 'account-menu__content';
    box.append(content.fragment.cloneNode(true));
    panel.replaceChildren(box);
  } else if (content.state === 'error') {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.className = 'account-menu__error';
    const again = document.createElement('button');
    again.type = 'button';
    again.textContent = messages.retry;
    again.addEventListener('click', () => void retry());
    alert.append(`${messages.menuError} `, again);
    panel.replaceChildren(alert);
  } else {
    const loading = document.createElement('p');
    loading.setAttribute('aria-live', 'polite');
    loading.textContent = messages.menuLoading;
    panel.replaceChildren(loading);
  }
}

/**
 * The dropdown's server HTML through the allow-list, or undefined (and a console error) when
 * its code, the call or the cleaning failed: the code (the calls' client, the sanitizer) loads
 * with the first ask, tried once more when it fails.
 */
async function fetchMenu(variant: 'user' | 'vendor'): Promise<DocumentFragment | undefined> {
  try {
    const [{ call, userMenuDropdown, vendorMenuDropdown }, { sanitizeHtml, warmSanitizer }] = await Promise.all([
      importAgain(() => import('./account-data')),
      importAgain(() => import('../../src/lib/safe-html')),
    ]);
    // DOMPurify comes while the menu is asked for, not after it answered.
    warmSanitizer();
    const result = await call(variant === 'vendor' ? vendorMenuDropdown : userMenuDropdown, {});
    if (!result.ok) return undefined;
    return await sanitizeHtml(result.data);
  } catch (error) {
    console.error('[widgets] Widget "header": the account menu could not be loaded.', error);
    return undefined;
  }
}
