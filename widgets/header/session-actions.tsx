import { useDeferredValue, useEffect } from 'react';
import { getSiteConfig } from '../../src/lib/config';
import { lazyAgain } from '../../src/lib/lazy-again';
import { sessionStore, verifySession } from '../../src/state/session';
import { useStore } from 'zustand';
import { messages } from './messages';
import type { AuthMode } from './use-auth-layer';

// An account's controls load in a chunk of their own: a visitor's page never fetches them.
// No Suspense boundary: while the chunk loads, what was shown stays (the server's markup at
// mount, which renders in a transition; the previous controls after a session change, which is
// deferred), so nothing shifts. The chunk is tried once more when it fails; when it still
// cannot load, the widget's boundary puts the server's header back, with its own account links.
const AccountMenu = lazyAgain(() => import('./account-controls').then((m) => ({ default: m.AccountMenu })));
const InboxBadge = lazyAgain(() => import('./account-controls').then((m) => ({ default: m.InboxBadge })));

/**
 * The header's right side, by session: Log in and Sign up for a visitor; the favourites
 * link (couples only), the inbox badge and the account dropdown for an account.
 */
export function SessionActions({ onAuth }: { onAuth: (mode: AuthMode) => void }) {
  const { status, channel, verified } = useCheckedSession();
  if (status === 'anonymous') {
    return (
      <>
        <button type="button" className="btn btn--ghost" onClick={() => onAuth('login')}>
          {messages.logIn}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onAuth('signup')}>
          {messages.signUp}
        </button>
      </>
    );
  }
  return (
    <>
      {status === 'user' && <FavouritesLink />}
      {/* The channel is followed once the server has confirmed the session: stale cookies cost no refused subscription. */}
      {channel && <InboxBadge channel={channel} live={verified} of={status} />}
      <AccountMenu key={status} variant={status} />
    </>
  );
}

/** The session and its private realtime channel; cookies that claim a session are checked once with the server (a visitor costs no request). */
function useCheckedSession() {
  // Deferred as one snapshot: a session that changes on the page renders in the background
  // until its chunk is in, and its status, channel and verification always come from the same
  // update (deferring the status alone paired 'user' with the next session's missing id).
  const session = useDeferredValue(useStore(sessionStore));
  useEffect(() => {
    if (session.status !== 'anonymous') void verifySession();
  }, [session.status]);
  return session;
}

/** The heart: a link to the couple's saved vendors (the vendor manager). */
function FavouritesLink() {
  return (
    <a className="header-icon header-icon--favourites" href={getSiteConfig().urls.favourites} aria-label={messages.favourites}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
    </a>
  );
}
