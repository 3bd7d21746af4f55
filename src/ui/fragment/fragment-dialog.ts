import { openDialog, type DialogHandle, type DialogVariant } from '../modal/dialog';
import type { FragmentSource, LoadedFragment } from './load-fragment';
import type { LoadStatusMessages } from './load-status';

/** Called once the fragment is in the dialog (to enhance its form); returns its clean-up. */
export type FragmentShownIn = (container: HTMLElement, loaded: LoadedFragment) => (() => void) | void;

/** What a {@link openFragmentDialog} shows: a title and where its fragment comes from. */
export interface FragmentView {
  /** Names the dialog; with `titleFromFragment`, only until the fragment's own heading is known. */
  title: string;
  /** The fragment's heading names the dialog (a lead layer's "Message Rosewood Estate"). */
  titleFromFragment?: boolean;
  source: FragmentSource;
  onShow?: FragmentShownIn;
}

/** How {@link openFragmentDialog} draws and words it. */
export interface FragmentDialogOptions extends FragmentView {
  messages: LoadStatusMessages;
  /** The server's page for what it shows, offered when the load fails. */
  pageHref?: string;
  variant?: DialogVariant;
  onClose?: () => void;
}

/** An open fragment dialog: `show` puts another fragment in it (the layer's other form). */
export interface FragmentDialogHandle {
  show(view: FragmentView): void;
  close(): void;
}

/**
 * The React `FragmentModal` (fragment-modal.tsx) with no framework, on {@link openDialog}: it
 * loads the fragment when it opens and says so (role status, the dialog busy), says a failure
 * (role alert) with a retry and the server's page, and shows the cleaned fragment, handing it
 * to `onShow`. A load nobody waits for any more (closed, another fragment shown, a retry) is
 * aborted and its answer dropped. `null` when the page's modal stack refuses it (another modal
 * is loading).
 *
 * @example
 * openFragmentDialog({ title: m.loginTitle, source: loader, messages: m, onShow: enhanceForm });
 */
export function openFragmentDialog(options: FragmentDialogOptions): FragmentDialogHandle | null {
  let controller: AbortController | undefined;
  let cleanUp: (() => void) | void;
  const clear = () => {
    controller?.abort();
    controller = undefined;
    const done = cleanUp;
    cleanUp = undefined;
    try {
      done?.();
    } finally {
      dialog?.body.replaceChildren();
    }
  };
  const dialog = openDialog({
    title: options.title,
    variant: options.variant,
    loading: typeof options.source === 'function',
    onClose: () => {
      clear();
      options.onClose?.();
    },
  });
  if (!dialog) return null;
  const { body } = dialog;

  const show = (view: FragmentView) => {
    clear();
    dialog.setTitle(view.title);
    const { source } = view;
    if (typeof source !== 'function') {
      cleanUp = insert(dialog, view, source);
      return;
    }
    dialog.setLoading(true);
    body.replaceChildren(statusLine(options.messages.loading));
    const load = new AbortController();
    controller = load;
    void source(load.signal).then((result) => {
      if (load.signal.aborted || !dialog.open) return;
      controller = undefined;
      dialog.setLoading(false);
      if (result.ok) cleanUp = insert(dialog, view, result);
      else body.replaceChildren(failure(options, () => show(view)));
    });
  };

  show(options);
  return { show, close: dialog.close };
}

/** A clone of the fragment in the body (it can be shown again), handed to `onShow`; returns its clean-up. */
function insert({ body, setTitle }: DialogHandle, view: FragmentView, loaded: LoadedFragment): (() => void) | void {
  if (view.titleFromFragment && loaded.title) setTitle(loaded.title);
  const container = document.createElement('div');
  container.className = 'modal__fragment';
  container.append(loaded.fragment.cloneNode(true));
  body.replaceChildren(container);
  try {
    return view.onShow?.(container, loaded);
  } catch (error) {
    console.error('[widgets] A server fragment could not be enhanced; it is shown as it came.', error);
    return undefined;
  }
}

function statusLine(text: string): HTMLElement {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = text;
  return status;
}

/** The failure, said (role alert), with a retry and the server's page (load-status.tsx's markup). */
function failure({ messages: m, pageHref }: FragmentDialogOptions, retry: () => void): HTMLElement {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = m.failed;
  const actions = document.createElement('p');
  actions.className = 'actions';
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'btn btn--primary';
  again.textContent = m.retry;
  again.addEventListener('click', retry);
  actions.append(again);
  if (pageHref && m.openPage) {
    const page = document.createElement('a');
    page.className = 'btn btn--ghost';
    page.href = pageHref;
    page.textContent = m.openPage;
    actions.append(page);
  }
  alert.append(text, actions);
  return alert;
}
