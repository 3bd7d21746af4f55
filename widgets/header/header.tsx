import { lazy, Suspense } from 'react';
import type { WidgetContext } from '../../src/boot/define-widget';
import { useAdoptedStyles } from '../../src/lib/styles';
import css from './header.css?inline';
import type { HeaderProps } from './schema';
import { SessionActions } from './session-actions';
import { SiteMenu } from './site-menu';
import { useAuthLayer } from './use-auth-layer';

// The layer (and the dialog library under it) loads on the first Log in or Sign up click.
const AuthPlaceholder = lazy(() => import('./auth-placeholder').then((m) => ({ default: m.AuthPlaceholder })));

/** The header widget: the same bar the server rendered, made interactive. */
export function Header({ menu, homeUrl, siteName, logoSrc }: HeaderProps & WidgetContext) {
  useAdoptedStyles(['header', css]);
  const auth = useAuthLayer();
  return (
    <div className="site-header__bar">
      <a className="site-header__logo" href={homeUrl}>
        {logoSrc ? <img src={logoSrc} alt={`${siteName} home`} width={148} height={36} /> : siteName}
      </a>
      <SiteMenu items={menu} />
      <div className="site-header__actions">
        <SessionActions onAuth={auth.open} />
      </div>
      {auth.loaded && (
        <Suspense fallback={null}>
          <AuthPlaceholder mode={auth.mode} onClose={auth.close} />
        </Suspense>
      )}
    </div>
  );
}
