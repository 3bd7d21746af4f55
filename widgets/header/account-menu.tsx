import { useEffect, useId, useRef, useState } from 'react';
import { call } from '../../src/api/call';
import { userMenuDropdown, vendorMenuDropdown } from '../../src/api/header';
import { sanitizeHtml } from '../../src/lib/safe-html';
import { messages } from './messages';

type Load = { state: 'idle' | 'loading' | 'error' } | { state: 'ready'; html: string };

/**
 * The account dropdown. Its content is the server's HTML (user or vendor variant), fetched
 * on first open (warmed on hover or focus) and inserted only through the allow-list.
 */
export function AccountMenu({ variant }: { variant: 'user' | 'vendor' }) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A ref, not state: hover, focus and click arrive in one tick and must start one request.
  const inFlight = useRef(false);
  const fetchMenu = async () => {
    if (inFlight.current || load.state === 'ready') return;
    inFlight.current = true;
    setLoad({ state: 'loading' });
    const result = await call(variant === 'vendor' ? vendorMenuDropdown : userMenuDropdown, {});
    inFlight.current = false;
    setLoad(result.ok ? { state: 'ready', html: result.data } : { state: 'error' });
  };

  // While open: a press outside closes it, Escape closes it and gives focus back to the button.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void fetchMenu()}
        onFocus={() => void fetchMenu()}
        onClick={() => {
          setOpen((o) => !o);
          void fetchMenu();
        }}
      >
        {variant === 'vendor' ? messages.vendorAccount : messages.account}
      </button>
      <div className="account-menu__panel" id={panelId} hidden={!open}>
        <MenuContent load={load} onRetry={() => void fetchMenu()} />
      </div>
    </div>
  );
}

function MenuContent({ load, onRetry }: { load: Load; onRetry: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const html = load.state === 'ready' ? load.html : undefined;
  useEffect(() => {
    if (html !== undefined) ref.current?.replaceChildren(sanitizeHtml(html));
  }, [html]);
  if (load.state === 'error') {
    return (
      <p role="alert" className="account-menu__error">
        {messages.menuError}{' '}
        <button type="button" onClick={onRetry}>
          {messages.retry}
        </button>
      </p>
    );
  }
  if (load.state !== 'ready') return <p aria-live="polite">{messages.menuLoading}</p>;
  return <div ref={ref} className="account-menu__content" />;
}
