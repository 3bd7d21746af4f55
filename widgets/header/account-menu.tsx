import { useEffect, useId, useRef, useState } from 'react';
import { sanitizeHtml } from '../../src/lib/safe-html';
import { messages } from './messages';
import { useDismiss } from './use-dismiss';
import { useMenuFragment, type MenuFragment } from './use-menu-fragment';

/**
 * The account dropdown. Its content is the server's HTML (user or vendor variant), fetched
 * on first open (warmed on hover or focus) and inserted only through the allow-list.
 */
export function AccountMenu({ variant }: { variant: 'user' | 'vendor' }) {
  const [open, setOpen] = useState(false);
  const { fragment, fetch } = useMenuFragment(variant);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, rootRef, (byEscape) => {
    setOpen(false);
    if (byEscape) buttonRef.current?.focus();
  });

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        // Where focus goes after a log-in (src/flows/auth/focus-after-auth.ts).
        data-auth-focus=""
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void fetch()}
        onFocus={() => void fetch()}
        onClick={() => {
          setOpen((o) => !o);
          void fetch();
        }}
      >
        {variant === 'vendor' ? messages.vendorAccount : messages.account}
      </button>
      <div className="account-menu__panel" id={panelId} hidden={!open}>
        <MenuContent load={fragment} onRetry={() => void fetch()} />
      </div>
    </div>
  );
}

function MenuContent({ load, onRetry }: { load: MenuFragment; onRetry: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const html = load.state === 'ready' ? load.html : undefined;
  const [unclean, setUnclean] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (html === undefined) return;
    let current = true;
    // The sanitiser loads with the first fragment; an answer replaced meanwhile is dropped.
    sanitizeHtml(html).then(
      (fragment) => current && ref.current?.replaceChildren(fragment),
      (error: unknown) => {
        console.error('[widgets] Widget "header": the account menu could not be made safe to show.', error);
        if (current) setUnclean(true);
      },
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);
  const retry = () => {
    if (!unclean) return onRetry();
    setUnclean(false);
    setAttempt((n) => n + 1);
  };
  if (load.state === 'error' || unclean) {
    return (
      <p role="alert" className="account-menu__error">
        {messages.menuError}{' '}
        <button type="button" onClick={retry}>
          {messages.retry}
        </button>
      </p>
    );
  }
  if (load.state !== 'ready') return <p aria-live="polite">{messages.menuLoading}</p>;
  return <div ref={ref} className="account-menu__content" />;
}
