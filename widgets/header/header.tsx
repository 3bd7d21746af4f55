import type { WidgetContext } from '../../src/boot/define-widget';
import { useAdoptedStyles } from '../../src/lib/use-adopted-styles';
import css from './header.css?inline';
import type { HeaderProps } from './schema';
import { SessionActions } from './session-actions';
import { SiteMenu } from './site-menu';
import { openAuth } from './use-auth-layer';

/** The header widget: the same bar the server rendered, made interactive. */
export function Header({ menu, homeUrl, siteName, logoSrc }: HeaderProps & WidgetContext) {
  useAdoptedStyles(['header', css]);
  return (
    <div className="site-header__bar">
      <a className="site-header__logo" href={homeUrl}>
        {logoSrc ? <img src={logoSrc} alt={`${siteName} home`} width={148} height={36} /> : siteName}
      </a>
      <SiteMenu items={menu} />
      <div className="site-header__actions">
        <SessionActions onAuth={openAuth} />
      </div>
    </div>
  );
}
