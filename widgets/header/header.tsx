import { lazy, Suspense, useEffect, useState } from 'react';
import type { WidgetContext } from '../../src/boot/define-widget';
import { getSiteConfig } from '../../src/lib/config';
import { adoptStyles } from '../../src/lib/styles';
import css from './header.css?inline';
import { emit, on } from '../../src/lib/events';
import { useFavourites } from '../../src/state/favourites';
import { useSession, verifySession } from '../../src/state/session';
import { AccountMenu } from './account-menu';
import { InboxBadge } from './inbox-badge';
import { messages } from './messages';
import type { HeaderProps } from './schema';
import { SiteMenu } from './site-menu';

// The layer (and the dialog library under it) loads on the first Log in or Sign up click.
const AuthPlaceholder = lazy(() => import('./auth-placeholder').then((m) => ({ default: m.AuthPlaceholder })));

/** The header widget: the same bar the server rendered, made interactive. */
export function Header({ menu, homeUrl, siteName, logoSrc }: HeaderProps & WidgetContext) {
  adoptStyles(['header', css]);
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.userId);
  const vendorId = useSession((s) => s.vendorId);
  const [authMode, setAuthMode] = useState<'login' | 'signup' | null>(null);
  // Stays mounted once loaded, so the dialog can close and give focus back.
  const [authLoaded, setAuthLoaded] = useState(false);

  // Cookies that claim a session are checked once with the server; a visitor costs no request.
  useEffect(() => {
    if (status !== 'anonymous') void verifySession();
  }, [status]);
  useEffect(() => on('modals:close', () => setAuthMode(null)), []);
  useEffect(() => on('auth:done', () => setAuthMode(null)), []);

  const openAuth = (mode: 'login' | 'signup') => {
    emit('auth:open', { mode });
    setAuthLoaded(true);
    setAuthMode(mode);
  };

  return (
    <div className="site-header__bar">
      <a className="site-header__logo" href={homeUrl}>
        {logoSrc ? <img src={logoSrc} alt={`${siteName} home`} width={148} height={36} /> : siteName}
      </a>
      <SiteMenu items={menu} />
      <div className="site-header__actions">
        {status === 'anonymous' ? (
          <>
            <button type="button" className="btn btn--ghost" onClick={() => openAuth('login')}>
              {messages.logIn}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => openAuth('signup')}>
              {messages.signUp}
            </button>
          </>
        ) : (
          <>
            {status === 'user' && <FavouritesHeart />}
            <InboxBadge channel={status === 'vendor' ? `private-vendor-${vendorId}` : `private-user-${userId}`} />
            <AccountMenu variant={status} />
          </>
        )}
      </div>
      {authLoaded && (
        <Suspense fallback={null}>
          <AuthPlaceholder mode={authMode} onClose={() => setAuthMode(null)} />
        </Suspense>
      )}
    </div>
  );
}

function FavouritesHeart() {
  const count = useFavourites((s) => s.vendorIds.size);
  return (
    <a className="header-icon header-icon--favourites" href={getSiteConfig().urls.favourites} aria-label={count ? messages.favouritesCount(count) : messages.favourites}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      {count ? (
        <span className="header-icon__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
