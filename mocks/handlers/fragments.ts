import { storefrontPath } from '../../fixtures/pages/data';
import { html, type SafeHtml } from '../../fixtures/pages/html';
import { loginForm, socialButtons } from '../../fixtures/pages/login';
import { signupForm } from '../../fixtures/pages/signup';
import { VENDOR_SIGNUP_LABEL, VENDOR_SIGNUP_PATH } from '../../fixtures/pages/site-menu';
import type { PageContext } from '../../fixtures/pages/site';
import { actorName, findVendor, unreadCount, type Actor } from '../db';

// Small, realistic server HTML fragments (menus, header, layers). Only tags and attributes
// the page's HTML allow-list keeps (src/lib/safe-html.ts) are used in menus.

function badge(count: number, what: string): SafeHtml | '' {
  return count ? html` <span class="badge" aria-label="${count} ${what}">${count}</span>` : '';
}

function accountMenu(actor: Actor, items: SafeHtml): string {
  return html`<div class="account-menu__content">
<p class="account-menu__name">${actorName(actor)}</p>
<ul class="account-menu__list">
${items}
<li><a href="/users-logout.php">Log out</a></li>
</ul>
</div>`.value;
}

export function userMenuHtml(user: Actor): string {
  return accountMenu(
    user,
    html`<li><a href="/tools/Vendors">Vendor manager</a></li>
<li><a href="/inbox">Inbox${badge(unreadCount(user, 'lead'), 'unread')}</a></li>
<li><a href="/tools/WeddingDate">Wedding date</a></li>
<li><a href="/users-settings.php">Account settings</a></li>`,
  );
}

export function vendorMenuHtml(vendor: Actor): string {
  const listing = findVendor(vendor.id);
  return accountMenu(
    vendor,
    html`<li><a href="/emp-AdminSolicitudes.php">Requests${badge(unreadCount(vendor), 'pending')}</a></li>
${listing ? html`<li><a href="${storefrontPath(listing)}">Your storefront</a></li>` : ''}
<li><a href="/emp-AdminEscaparate.php">Edit storefront</a></li>`,
  );
}

/** The header the server re-renders after a log-in (users-login-header-update.php). */
export function headerHtml(actor: Actor | undefined): string {
  const account = actor
    ? html`<div data-widget="header-account" data-variant="${actor.type}"><a class="header__account" href="${actor.type === 'user' ? '/tools/Vendors' : '/emp-AdminSolicitudes.php'}">${actorName(actor)}</a></div>`
    : html`<a class="btn btn--ghost" href="/users-login.php">Log in</a> <a class="btn btn--primary" href="/users-signup.php">Sign up</a>`;
  const tools =
    actor?.type === 'user'
      ? html`<a class="header__favourites" href="/tools/Vendors" aria-label="Favourites">♥</a> <a class="header__inbox" href="/inbox" aria-label="Inbox">Inbox <span class="badge">${unreadCount(actor, 'lead')}</span></a>`
      : '';
  return html`<div class="header__actions">${tools}${account}</div>`.value;
}

/** What the layer's caller passes (spec §2): where to go after, and a tracking key. */
export interface LayerOptions {
  urlRedirect?: string;
  tracking?: string;
}

export function loginLayerHtml(ctx: PageContext, options: LayerOptions): string {
  return html`<section class="layer layer--login" aria-labelledby="login-layer-title" data-tracking="${options.tracking ?? ''}">
<h2 id="login-layer-title">Log in</h2>
${loginForm({ idPrefix: 'layer-login', urlRedirect: options.urlRedirect, inLayer: true })}
${socialButtons()}
<p class="layer__switch">New here? <a href="${ctx.href('/users-signup.php')}" data-switch="signup">Create an account</a></p>
</section>`.value;
}

export function signupLayerHtml(ctx: PageContext, options: LayerOptions): string {
  return html`<section class="layer layer--signup" aria-labelledby="signup-layer-title" data-tracking="${options.tracking ?? ''}">
<h2 id="signup-layer-title">Sign up</h2>
${signupForm(ctx, { idPrefix: 'layer-signup', urlRedirect: options.urlRedirect, inLayer: true })}
${socialButtons()}
<p class="layer__switch">Already have an account? <a href="${ctx.href('/users-login.php')}" data-switch="login">Log in</a></p>
<p class="layer__switch">${VENDOR_SIGNUP_LABEL} <a href="${ctx.href(VENDOR_SIGNUP_PATH)}">Sign up your business</a></p>
</section>`.value;
}
