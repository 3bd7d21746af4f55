import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Modal, type ModalVariant } from '../modal/modal';
import type { FragmentSource, LoadedFragment } from './load-fragment';
import { LoadStatus, type LoadStatusMessages } from './load-status';
import { useFragmentLoad } from './use-fragment-load';

/** Called once the fragment is in the modal (to enhance its form); returns its clean-up. */
export type FragmentShown = (container: HTMLElement, loaded: LoadedFragment) => (() => void) | void;

/** Props of {@link FragmentModal}. */
export interface FragmentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the modal; with `titleFromFragment`, only until the fragment's own heading is known. */
  title: ReactNode;
  /** The fragment's heading names the modal (a lead layer's "Message Rosewood Estate"). */
  titleFromFragment?: boolean;
  /** A loader, called when the modal opens and on retry, or a fragment already clean. */
  source: FragmentSource;
  messages: LoadStatusMessages;
  /** The server's page for what the modal shows, offered when the load fails. */
  pageHref?: string;
  onShow?: FragmentShown;
  variant?: ModalVariant;
  className?: string;
}

/**
 * A modal whose body is a server fragment (spec §2: the log-in and sign-up layers, the country
 * selector, the wedding date, the lead steps). It loads when it opens, says so (role status, the
 * modal busy: no other opens meanwhile), says a failure (role alert) with a retry and the
 * server's page, and shows the cleaned fragment, handing it to `onShow`. A load nobody waits for
 * any more (closed, another source) is aborted and its answer dropped.
 *
 * @example
 * <FragmentModal open={open} onOpenChange={setOpen} title={m.title} messages={m} pageHref={href}
 *   source={(signal) => loadFragment(countrySelector, {}, { signal, require: 'a[href]' })} />
 */
export function FragmentModal(props: FragmentModalProps) {
  const { open, source, messages, onShow } = props;
  const state = useFragmentLoad(source, open);
  const loaded = state.status === 'ready' ? state.loaded : undefined;
  const title = (props.titleFromFragment && loaded?.title) || props.title;
  return (
    <Modal open={open} onOpenChange={props.onOpenChange} title={title} loading={state.status === 'loading'} variant={props.variant} className={props.className}>
      <LoadStatus loading={state.status === 'loading'} failed={state.status === 'failed'} messages={messages} onRetry={state.retry} pageHref={props.pageHref} />
      {loaded && <FragmentView loaded={loaded} onShow={onShow} />}
    </Modal>
  );
}

/**
 * The fragment, inserted once the dialog's content is there (the modal stack admits it first).
 * A clone goes in, so the same fragment can be shown again; the clean-up runs before it leaves.
 */
function FragmentView({ loaded, onShow }: { loaded: LoadedFragment; onShow?: FragmentShown }) {
  const ref = useRef<HTMLDivElement>(null);
  // The caller's latest callback, without inserting the fragment again when it changes.
  const show = useEffectEvent((container: HTMLElement) => onShow?.(container, loaded));
  // Before paint, as the dialog's content appears: no empty frame, and the enhancer's focus stands.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    container.replaceChildren(loaded.fragment.cloneNode(true));
    let cleanUp: (() => void) | void;
    try {
      cleanUp = show(container);
    } catch (error) {
      console.error('[widgets] A server fragment could not be enhanced; it is shown as it came.', error);
    }
    return () => {
      cleanUp?.();
      container.replaceChildren();
    };
  }, [loaded]);
  return <div ref={ref} className="modal__fragment" />;
}
