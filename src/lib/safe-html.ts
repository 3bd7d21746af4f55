import type { Config, DOMPurify } from 'dompurify';
import { parseInert, trustedTypesPolicy } from './csp';
import { importAgain } from './import-again';
import { isSafeUrl } from './safe-url';

export { isSafeUrl } from './safe-url';

/**
 * Server HTML fragments (menu dropdowns, the country selector) go through DOMPurify with an
 * allow-list fitted to them: nothing else survives, no script, no event handler, no style, no
 * data-* (server HTML must not declare widgets to mount), links only to http(s), mailto, tel or
 * site paths, and anything that names a target gets rel="noopener noreferrer". Forms are not
 * on the list: a fragment that needs one is a widget's job, not inserted HTML.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'abbr', 'b', 'br', 'div', 'em', 'h2', 'h3', 'h4', 'hr', 'i', 'img', 'li', 'ol', 'p', 'section', 'small', 'span', 'strong', 'ul'],
  // aria-* stays allowed (DOMPurify's ALLOW_ARIA_ATTR): labels and labelledby name the menus.
  ALLOWED_ATTR: ['class', 'id', 'href', 'src', 'alt', 'title', 'role', 'width', 'height', 'target', 'rel', 'lang'],
  ALLOW_DATA_ATTR: false,
  ADD_FORBID_CONTENTS: ['object'],
};

// URLs are checked by isSafeUrl (hook below) rather than DOMPurify's pattern, which lets
// protocol-relative URLs by, and data: URLs on <img>.
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background']);

/**
 * Server forms our widgets enhance (the log-in and sign-up layers): the same allow-list plus the
 * form controls and their attributes. Still no script, handler, style, action or data-* beyond
 * those the layers use (`data-switch` between log-in and sign-up, `data-tracking`, and the
 * social buttons' `data-social` and `data-client-id`, the reCAPTCHA block's `data-sitekey`, a form's `data-allow-private-relay`): the widget posts through the contract,
 * never to an action the fragment names, and loads only the networks' fixed script addresses.
 */
const FORM_CONFIG: Config = {
  ...CONFIG,
  ALLOWED_TAGS: [...(CONFIG.ALLOWED_TAGS as string[]), 'form', 'input', 'label', 'button', 'select', 'option', 'optgroup', 'fieldset', 'legend', 'textarea', 'h1'],
  ALLOWED_ATTR: [
    ...(CONFIG.ALLOWED_ATTR as string[]),
    'name', 'type', 'value', 'for', 'placeholder', 'autocomplete', 'required', 'minlength', 'maxlength', 'min', 'max', 'step',
    'pattern', 'checked', 'selected', 'disabled', 'readonly', 'hidden', 'multiple', 'rows', 'cols', 'inputmode', 'novalidate', 'data-switch', 'data-tracking', 'data-social', 'data-client-id', 'data-sitekey', 'data-allow-private-relay',
    // Lead forms inserted from the server (widgets/lead-form): which vendor, category and group (spec §3), and an embedded form to send at once.
    'data-vendor-id', 'data-category-id', 'data-group-id', 'data-submit-on-show',
  ],
};

let purifier: Promise<DOMPurify> | undefined;

/**
 * Returns an inert DocumentFragment holding only the allowed part of `html`, for `doc`. DOMPurify
 * (about 12 kB gzip) loads with the first HTML to clean, not with the page; the promise
 * rejects when its chunk cannot load, and the next call tries again.
 */
export async function sanitizeHtml(html: string, doc: Document = document): Promise<DocumentFragment> {
  const purify = await loadPurifier();
  if (!purify.isSupported) return asText(html, doc);
  return parseInert(purify.sanitize(html, withPolicy(CONFIG)), doc);
}

/** {@link sanitizeHtml} for a server form a widget enhances: the form controls stay, nothing runs. */
export async function sanitizeFormHtml(html: string, doc: Document = document): Promise<DocumentFragment> {
  const purify = await loadPurifier();
  if (!purify.isSupported) return asText(html, doc);
  return parseInert(purify.sanitize(html, withPolicy(FORM_CONFIG)), doc);
}

/**
 * DOMPurify parses through the bundle's Trusted Types policy (lib/csp.ts), so a strict CSP needs
 * no policy of its own for it. The clean HTML then becomes a fragment of a template's inert
 * document (parseInert): nothing in it loads until it is put in the page. (Nodes of `doc` itself
 * would: an image imported into the page's document is fetched at once, so a fragment kept to be
 * shown later, and its shown clone, fetched each image twice.)
 */
function withPolicy(config: Config): Config {
  return { ...config, TRUSTED_TYPES_POLICY: trustedTypesPolicy() as unknown as Config['TRUSTED_TYPES_POLICY'] };
}

/**
 * Starts loading DOMPurify when HTML to clean is on its way (a fragment's call has just gone
 * out), so the two come in the same wave; a failure here is the next clean's to report.
 */
export function warmSanitizer(): void {
  loadPurifier().catch(() => {});
}

function loadPurifier(): Promise<DOMPurify> {
  if (!purifier) {
    purifier = importAgain(() => import('dompurify')).then(({ default: createPurifier }) => withHooks(createPurifier(window)));
    // Tried twice; a chunk that still failed may load for the next fragment.
    purifier.catch(() => (purifier = undefined));
  }
  return purifier;
}

/**
 * The page's globals a fragment must not replace. An element's id (and the name of an a, embed,
 * form, iframe, img or object) becomes a property of window when the window has none of that
 * name: `<a id="dataLayer">` would turn the analytics queue into a link, which its script then
 * takes for the queue (`window.dataLayer || []`). These may not exist yet when a fragment
 * arrives (their scripts load later), so they are named here. (Document properties are
 * DOMPurify's own SANITIZE_DOM check.)
 */
const PAGE_GLOBALS = new Set(['dataLayer', 'ga', 'gtag', 'google', 'grecaptcha', 'FB', 'fbAsyncInit', 'AppleID', 'Pusher', 'webkit', 'Android', 'ReactNativeWebView']);
const NAMED_ON_WINDOW = new Set(['A', 'EMBED', 'FORM', 'IFRAME', 'IMG', 'OBJECT']);

/**
 * Whether the attribute would give window a property named by the server's HTML. Named
 * properties sit below Window.prototype in the lookup: what window or its prototype has (name,
 * location, the globals already set) stays; what it inherits from EventTarget and Object
 * (addEventListener, toString) would be shadowed.
 */
function clobbers(node: Element, name: string, value: string): boolean {
  if (name !== 'id' && !(name === 'name' && NAMED_ON_WINDOW.has(node.nodeName.toUpperCase()))) return false;
  return PAGE_GLOBALS.has(value) || value in EventTarget.prototype || value in Object.prototype;
}

function withHooks(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (URL_ATTRS.has(data.attrName) && !isSafeUrl(data.attrValue)) data.keepAttr = false;
    if (clobbers(node, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element) protectOpener(node);
  });
  return purify;
}

/**
 * A page opened with a target (any name, not only _blank) can reach back to this one through
 * window.opener unless rel says noopener; rel="opener" asks for exactly that, so it goes.
 */
function protectOpener(element: Element): void {
  const rel = (element.getAttribute('rel') ?? '').split(/\s+/).filter((token) => token && !/^(?:no)?opener$|^noreferrer$/i.test(token));
  if (element.hasAttribute('target')) rel.push('noopener', 'noreferrer');
  if (rel.length) element.setAttribute('rel', rel.join(' '));
  else element.removeAttribute('rel');
}

/** Where DOMPurify cannot work (it would hand the HTML back untouched), the text alone is shown. */
function asText(html: string, doc: Document): DocumentFragment {
  const out = doc.createDocumentFragment();
  out.append(parseInert(html, doc).textContent ?? '');
  return out;
}
