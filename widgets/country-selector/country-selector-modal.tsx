import { useCallback, useEffect, useState } from 'react';
import { LoadStatus, Modal } from '../../src/ui';
import { loadCountries } from './load-countries';
import { messages as m } from './messages';

export interface CountrySelectorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page the footer link goes to without JavaScript: the way through when the list fails. */
  pageHref: string;
}

/**
 * The country selector modal (spec §2): the server's list of country sites, fetched when it
 * opens, with a loading state and a failure that offers a retry. Focus goes back to the footer
 * link on close (Modal), Escape closes it.
 */
export function CountrySelectorModal({ open, onOpenChange, pageHref }: CountrySelectorModalProps) {
  const [attempt, setAttempt] = useState(0);
  // What the last load came to, for which attempt: anything else is still loading.
  const [outcome, setOutcome] = useState<{ attempt: number; countries: DocumentFragment | null } | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    void loadCountries(controller.signal).then((countries) => {
      if (!controller.signal.aborted) setOutcome({ attempt, countries });
    });
    return () => controller.abort();
  }, [open, attempt]);

  const done = outcome?.attempt === attempt ? outcome : undefined;
  const countries = done?.countries ?? null;
  // A callback ref: the dialog's content mounts only once the modal stack admits it.
  const showCountries = useCallback(
    (container: HTMLDivElement | null) => {
      if (container && countries) container.replaceChildren(countries.cloneNode(true));
    },
    [countries],
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.title} loading={!done}>
      <LoadStatus loading={!done} failed={!!done && !countries} messages={m} onRetry={() => setAttempt((n) => n + 1)} pageHref={pageHref} />
      {countries && <div ref={showCountries} />}
    </Modal>
  );
}
