import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** A React root of its own in document.body, from {@link mountUiHost}. */
export interface UiHost {
  /** True when the call that returned it created the host (false: it was there already). */
  readonly created: boolean;
  /** Shows `element` in the host, in place of what it showed; ignored once the host is closed. */
  render(element: ReactNode): void;
  /**
   * Takes the host away once the modal in it has closed: its name is free at once (the next mount
   * creates a new host), its root unmounts in a later task, so the dialog's close finishes first
   * (Radix returns the focus in a task of its own). Ignored once the host is gone.
   */
  close(): void;
  /** Takes the host away now, with what it shows (the widget that opened it leaves the page). */
  unmount(): void;
}

/** Options of {@link mountUiHost}. */
export interface MountUiHostOptions {
  /**
   * What a mount under a name already mounted does: `ignore` (the default) keeps what the host
   * shows, for hosts that render from a store; `render` shows the new element instead.
   */
  again?: 'ignore' | 'render';
}

const hosts = new Map<string, { root: Root; container: HTMLElement }>();

/**
 * The one way to host a modal, an alert or a toast region: `element` in its own React root inside
 * a `<div data-ui-host="name">` appended to document.body, at most one per name.
 *
 * They are opened from any widget (and from plain code with no React tree), so they cannot live
 * inside one widget's root: a widget unmounted by boot would take them away. The map is
 * module-level, and the module is shared by every widget chunk, so each name exists once a page.
 *
 * @example
 * const host = mountUiHost('multi-category-modal', <MultiCategoryModal onClosed={() => host.close()} />);
 * if (!host.created) return; // one at a time: a second open is ignored
 */
export function mountUiHost(name: string, element: ReactNode, options: MountUiHostOptions = {}): UiHost {
  const existing = hosts.get(name);
  if (existing) {
    // Its container left the page (code that replaced the body's content): it goes back, or
    // what it shows (a toast) would go nowhere.
    if (!existing.container.isConnected) document.body.append(existing.container);
    if (options.again === 'render') existing.root.render(element);
    return handle(name, existing, false);
  }
  const container = document.createElement('div');
  container.setAttribute('data-ui-host', name);
  document.body.append(container);
  const host = { root: createRoot(container), container };
  hosts.set(name, host);
  host.root.render(element);
  return handle(name, host, true);
}

function handle(name: string, host: { root: Root; container: HTMLElement }, created: boolean): UiHost {
  // A handle kept past its host's close must not touch a host mounted later under the same name.
  const current = () => hosts.get(name) === host;
  return {
    created,
    render(element) {
      if (current()) host.root.render(element);
    },
    close() {
      if (!current()) return;
      hosts.delete(name);
      setTimeout(() => remove(host));
    },
    unmount() {
      if (!current()) return;
      hosts.delete(name);
      remove(host);
    },
  };
}

function remove(host: { root: Root; container: HTMLElement }): void {
  host.root.unmount();
  host.container.remove();
}

/**
 * Takes every host away now. A page never needs it (its hosts live as long as it does); a test
 * file calls it before its window goes, so no host's timer fires into a closed window.
 */
export function unmountUiHosts(): void {
  for (const host of hosts.values()) remove(host);
  hosts.clear();
}
