import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { Modal } from '../../src/ui';
import { mountUiHost } from '../../src/ui/host/mount-host';
import { leadMessages as m } from './messages';

/** What the lead modal shows: server HTML (already cleaned), or its loading or failed state. */
export interface LeadModalContent {
  title: string;
  fragment?: DocumentFragment;
  loading?: boolean;
  failed?: boolean;
  /** Called once the fragment is in the page (to enhance its form); returns the clean-up. */
  ready?: (container: HTMLElement) => (() => void) | void;
}

const store = createStore<{ content: LeadModalContent | null }>(() => ({ content: null }));

function FragmentView({ content }: { content: LeadModalContent }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container || !content.fragment) return undefined;
    container.replaceChildren(content.fragment.cloneNode(true));
    const cleanUp = content.ready?.(container);
    return () => {
      cleanUp?.();
      container.replaceChildren();
    };
  }, [content]);
  return <div className="lead-modal__content" ref={ref} />;
}

function LeadModalHost() {
  const content = useStore(store, (s) => s.content);
  return (
    <Modal
      open={content !== null}
      onOpenChange={(open) => {
        if (!open) store.setState({ content: null });
      }}
      title={content?.title ?? ''}
      loading={content?.loading}
      variant="expanded"
    >
      {content?.loading && <output className="lead-modal__status">{m.loading}</output>}
      {content?.failed && <p role="alert">{m.loadFailed}</p>}
      {content?.fragment && <FragmentView content={content} />}
    </Modal>
  );
}

/**
 * Shows a lead step (a lead form layer, a multi-lead, a thank-you, a coupon) in the one lead
 * modal of the page, replacing what it showed. The fragment must already be sanitized.
 */
export function showLeadModal(content: LeadModalContent): void {
  store.setState({ content });
  mountUiHost('lead-modal', <LeadModalHost />);
}

export function closeLeadModal(): void {
  store.setState({ content: null });
}

/** Takes a fragment's first heading out, as the modal's title (so the dialog is named once). */
export function takeTitle(fragment: DocumentFragment, fallback: string): string {
  const heading = fragment.querySelector('h1, h2');
  const title = heading?.textContent?.trim();
  if (!title) return fallback;
  heading?.remove();
  return title;
}
