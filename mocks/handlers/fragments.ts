import { actorName, allVendors, findVendor, unreadCount, type Actor } from '../db';
import { escapeHtml } from './http';
import { storefrontUrl } from './vendor-tiles';

// Small, realistic server HTML fragments (menus, header, layers). Only tags and attributes
// the page's HTML allow-list keeps (src/lib/safe-html.ts) are used in menus.

export function userMenuHtml(user: Actor): string {
  const unread = unreadCount(user, 'lead');
  return `<div class="account-menu__content">
<p class="account-menu__name">${escapeHtml(actorName(user))}</p>
<ul class="account-menu__list">
<li><a href="/tools/Vendors">Vendor manager</a></li>
<li><a href="/inbox">Inbox${unread ? ` <span class="badge" aria-label="${unread} unread">${unread}</span>` : ''}</a></li>
<li><a href="/tools/WeddingDate">Wedding date</a></li>
<li><a href="/users-logout.php">Log out</a></li>
</ul>
</div>`;
}

export function vendorMenuHtml(vendor: Actor): string {
  const listing = findVendor(vendor.id);
  const pending = unreadCount(vendor);
  return `<div class="account-menu__content">
<p class="account-menu__name">${escapeHtml(actorName(vendor))}</p>
<ul class="account-menu__list">
<li><a href="/emp-AdminSolicitudes.php">Requests${pending ? ` <span class="badge" aria-label="${pending} pending">${pending}</span>` : ''}</a></li>
${listing ? `<li><a href="${storefrontUrl(listing)}">Your storefront</a></li>` : ''}
<li><a href="/emp-AdminEscaparate.php">Edit storefront</a></li>
<li><a href="/users-logout.php">Log out</a></li>
</ul>
</div>`;
}

/** The header the server re-renders after a log-in (users-login-header-update.php). */
export function headerHtml(actor: Actor | undefined): string {
  const account = actor
    ? `<div data-widget="header-account" data-variant="${actor.type}"><a class="header__account" href="${actor.type === 'user' ? '/tools/Vendors' : '/emp-AdminSolicitudes.php'}">${escapeHtml(actorName(actor))}</a></div>`
    : '<a class="btn btn--ghost" href="/users-login.php">Log in</a> <a class="btn btn--primary" href="/users-signup.php">Sign up</a>';
  const tools =
    actor?.type === 'user'
      ? `<a class="header__favourites" href="/tools/Vendors" aria-label="Favourites">♥</a> <a class="header__inbox" href="/inbox" aria-label="Inbox">Inbox <span class="badge">${unreadCount(actor, 'lead')}</span></a>`
      : '';
  return `<div class="header__actions">${tools}${account}</div>`;
}

const field = (id: string, label: string, input: string) =>
  `<div class="field"><label class="field__label" for="${id}">${label}</label>${input}</div>`;

function redirectInput(urlRedirect: string | undefined): string {
  return urlRedirect ? `<input type="hidden" name="urlRedirect" value="${escapeHtml(urlRedirect)}">` : '';
}

export function loginLayerHtml(options: { urlRedirect?: string; tracking?: string }): string {
  return `<section class="layer layer--login" aria-labelledby="login-layer-title" data-tracking="${escapeHtml(options.tracking ?? '')}">
<h2 id="login-layer-title">Log in</h2>
<form class="form" method="post" action="/users-login-run.php" novalidate>
${redirectInput(options.urlRedirect)}
${field('layer-login-mail', 'Email', '<input class="field__input" id="layer-login-mail" name="mail" type="email" autocomplete="email" required>')}
${field('layer-login-password', 'Password', '<input class="field__input" id="layer-login-password" name="password" type="password" autocomplete="current-password" minlength="6" required>')}
<div class="form__error" role="alert" hidden></div>
<button class="btn btn--primary btn--block" type="submit">Log in</button>
</form>
<p class="layer__switch">New here? <a href="/users-signup.php" data-switch="signup">Create an account</a></p>
</section>`;
}

export function signupLayerHtml(options: { urlRedirect?: string; tracking?: string }): string {
  const roles = [
    [1, 'Bride or groom'],
    [2, 'Partner'],
    [8, 'Other'],
  ]
    .map(([value, label]) => `<label class="choice"><input type="radio" name="Rol" value="${value}" required> ${label}</label>`)
    .join('');
  return `<section class="layer layer--signup" aria-labelledby="signup-layer-title" data-tracking="${escapeHtml(options.tracking ?? '')}">
<h2 id="signup-layer-title">Sign up</h2>
<form class="form" method="post" action="/users-signup-run.php" enctype="multipart/form-data" novalidate>
${redirectInput(options.urlRedirect)}
${field('layer-signup-name', 'Full name', '<input class="field__input" id="layer-signup-name" name="NombreCompleto" type="text" autocomplete="name" required>')}
${field('layer-signup-mail', 'Email', '<input class="field__input" id="layer-signup-mail" name="Mail" type="email" autocomplete="email" required>')}
${field('layer-signup-password', 'Password', '<input class="field__input" id="layer-signup-password" name="Password" type="password" autocomplete="new-password" minlength="8" maxlength="48" required>')}
<fieldset class="field"><legend class="field__label">Your role in the wedding</legend>${roles}</fieldset>
${field('layer-signup-city', 'City', '<input class="field__input" id="layer-signup-city" name="txtStrPoblacion" type="text" autocomplete="address-level2"><input type="hidden" name="Poblacion"><input type="hidden" name="Provincia">')}
${field('layer-signup-date', 'Event date', '<input class="field__input" id="layer-signup-date" name="Fecha" type="date">')}
<input type="hidden" name="Pais" value="US"><input type="hidden" name="tipoPais" value="1">
<label class="choice"><input type="checkbox" name="legal" value="1" required> I accept the Terms of Use and privacy policy.</label>
<button class="btn btn--primary btn--block" type="submit">Sign up</button>
</form>
<p class="layer__switch">Already have an account? <a href="/users-login.php" data-switch="login">Log in</a></p>
</section>`;
}

const COUNTRIES: [string, string][] = [
  ['US', 'United States'],
  ['ES', 'España'],
  ['BR', 'Brasil'],
  ['IN', 'India'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
];

export function countrySelectorHtml(): string {
  const items = COUNTRIES.map(([code, name]) => {
    const count = allVendors().filter((v) => v.country === code).length;
    return `<li><a href="/?country=${code}" lang="${code === 'ES' ? 'es' : code === 'BR' ? 'pt' : 'en'}">${name}</a> <small>${count} vendors</small></li>`;
  }).join('\n');
  return `<section class="country-selector" aria-labelledby="country-selector-title">
<h2 id="country-selector-title">Choose your country</h2>
<ul class="country-selector__list">
${items}
</ul>
</section>`;
}
