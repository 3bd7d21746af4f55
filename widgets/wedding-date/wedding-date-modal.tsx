import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadStatus, Modal } from '../../src/ui';
import type { FormKit } from '../../src/ui/form';
import { enhanceWeddingDateForm, type WeddingDateFormOptions } from './date-form';
import { loadWeddingDateForm } from './load-form';
import { messages as m } from './messages';

export interface WeddingDateModalProps extends WeddingDateFormOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page the link goes to without JavaScript: the way through when the form fails to load. */
  pageHref: string;
}

/**
 * The wedding-date modal (spec §2): the server's form, fetched when it opens, cleaned and
 * checked by the form kit; a loading state, and a failure that offers a retry or the page.
 * Escape closes it and focus goes back to the link (Modal).
 */
export function WeddingDateModal({ open, onOpenChange, pageHref, ensureAccount, onSaved }: WeddingDateModalProps) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; form: DocumentFragment | null } | null>(null);
  const kit = useRef<FormKit | undefined>(undefined);

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    void loadWeddingDateForm(controller.signal).then((form) => {
      if (!controller.signal.aborted) setOutcome({ attempt, form });
    });
    return () => controller.abort();
  }, [open, attempt]);

  const done = outcome?.attempt === attempt ? outcome : undefined;
  const form = done?.form ?? null;
  // A callback ref: the dialog's content mounts only once the modal stack admits it.
  const showForm = useCallback(
    (container: HTMLDivElement | null) => {
      kit.current?.destroy();
      kit.current = undefined;
      if (!container || !form) return;
      container.replaceChildren(form.cloneNode(true));
      const element = container.querySelector('form');
      if (element) kit.current = enhanceWeddingDateForm(element, { ensureAccount, onSaved });
    },
    [form, ensureAccount, onSaved],
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.title} loading={!done}>
      <LoadStatus loading={!done} failed={!!done && !form} messages={m} onRetry={() => setAttempt((n) => n + 1)} pageHref={pageHref} />
      {form && <div ref={showForm} className="wedding-date-modal" />}
    </Modal>
  );
}
