import { useEffect, useRef } from 'react';
import { useAdoptedStyles } from '../../src/lib/use-adopted-styles';
import tokensCss from '../../src/ui/tokens.css?inline';
import { playChime } from './attention';
import css from './chat.css?inline';
import { manuallyClosed, useChatLifecycle } from './chat-lifecycle';
import { createLazyPart } from './lazy-part';
import { ChatProvider, useChat, useChatActions } from './chat-store';
import { firstPanelOpen, PANEL_ID, takeFirstPanel } from './first-panel';
import { messages } from './messages';
import { Notification } from './notification';
import { previewOf } from './preview';

/**
 * The panel loads when first opened: a logged-in page mounts the chat at idle for its
 * notifications only. Read at each load, so a test can make it fail as a lost chunk would.
 */
export const panelChunk = { load: () => import('./panel') };
const ChatPanel = createLazyPart(panelChunk, { className: 'chat-part-failed', message: messages.partFailed, retry: messages.tryAgain });
/** The panel's code, in before a chat that mounts open renders (the first panel's handover: no frame without a panel). */
export const preloadPanel = ChatPanel.preload;
/** Spec §9: the summary bubble fades after 3 s. */
export const SUMMARY_MS = 3000;

/** The chat's root: each mounted chat has its own store, which its components share through context. */
export function Chat() {
  return (
    // Open from its first commit when the first panel is open: that commit replaces it (first-panel.ts).
    <ChatProvider initial={{ manuallyClosed: manuallyClosed(), onSound: playChime, open: firstPanelOpen() }}>
      <ChatRoot />
    </ChatProvider>
  );
}

/** The launcher (the server's, same place and label), the summary bubble, the panel and notifications. */
function ChatRoot() {
  useAdoptedStyles(['ui-tokens', tokensCss], ['chat', css]);
  useChatLifecycle();
  const chat = useChatActions();
  const display = useChat((s) => s.machine.display);
  const summary = useChat((s) => s.machine.summary);
  const launcher = useRef<HTMLButtonElement>(null);
  const connection = useChat((s) => s.connection);
  const isOpen = display === 'open';

  useEffect(() => {
    if (!summary) return undefined;
    const timer = setTimeout(() => chat.dispatch({ type: 'summaryFaded' }), SUMMARY_MS);
    return () => clearTimeout(timer);
  }, [chat, summary]);

  // Spec §4: minimize or close sets minimized and records the manual close (the cookie).
  const leave = (type: 'minimize' | 'close') => {
    chat.dispatch({ type });
    launcher.current?.focus();
  };

  // The first panel, replaced by the first commit: minimized or closed there, it is here too,
  // and the focus it gave the server's launcher goes to this one.
  const openAtFirst = useRef(isOpen);
  useEffect(() => {
    const handed = takeFirstPanel();
    // Opened after this chat's first render began: open now.
    if (handed?.open && !openAtFirst.current) chat.dispatch({ type: 'open' });
    if (!handed?.left) return;
    chat.dispatch({ type: handed.left });
    if (!document.activeElement || document.activeElement === document.body) launcher.current?.focus();
  }, [chat]);
  const minimize = () => leave('minimize');

  return (
    // data-connection lets the launcher show when the chat is offline (chat.css).
    <div className="chat" data-connection={connection}>
      {display === 'hidden' ? null : (
        <button
          ref={launcher}
          type="button"
          className="chat-launcher"
          aria-label={messages.launcher}
          aria-expanded={isOpen}
          aria-controls={isOpen ? PANEL_ID : undefined}
          onClick={() => (isOpen ? minimize() : chat.dispatch({ type: 'open' }))}
        >
          <ChatIcon />
        </button>
      )}
      {summary && display === 'minimized' ? (
        <button type="button" className="chat-summary" onClick={() => chat.dispatch({ type: 'open' })}>
          <span className="chat-summary__name">{summary.actor?.name ?? messages.concierge}</span>
          <span className="chat-summary__text">{previewOf(summary.body)}</span>
        </button>
      ) : null}
      {isOpen ? <ChatPanel id={PANEL_ID} onMinimize={minimize} onClose={() => leave('close')} /> : null}
      <Notification />
    </div>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
    </svg>
  );
}
