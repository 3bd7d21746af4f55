import { query } from './dom-query';

/**
 * What the bundle needs to run under a strict Content Security Policy with Trusted Types
 * (README, "Content Security Policy"): the one policy it creates, and the page's script nonce.
 *
 * Every HTML, script and script-URL sink the bundle writes to goes through this module, so each
 * of its three uses is reviewed here:
 * - {@link parseInert}: server HTML parsed into a template's content, which never runs or loads
 *   anything; what reaches the page is only what the sanitizer (safe-html.ts) keeps, and
 *   DOMPurify works through the same policy ({@link trustedTypesPolicy});
 * - {@link trustedScript}: the inline scripts of a lead form fragment our own origin served
 *   (widgets/lead-form/fragment-scripts.ts);
 * - {@link trustedScriptUrl}: a script address on this origin, or an https address the code
 *   names itself (reCAPTCHA, the social networks' scripts), never one taken from server HTML.
 */

/** The Trusted Types policy's name: a page's `trusted-types` directive must list it. */
export const TRUSTED_TYPES_POLICY = 'wedding-widgets';

/** The part of a Trusted Types policy the bundle uses (DOMPurify's TRUSTED_TYPES_POLICY asks for createHTML and createScriptURL). */
export interface HtmlPolicy {
  createHTML(input: string): string;
  createScript(input: string): string;
  createScriptURL(input: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: HtmlPolicy): HtmlPolicy;
}

let policy: HtmlPolicy | undefined;

/**
 * The bundle's policy, created once: a browser without Trusted Types (or a page whose CSP names
 * it twice) gets the same rules as a plain object, whose strings every sink takes when nothing
 * enforces types. A page whose `trusted-types` directive leaves the name out cannot create it:
 * that is said once, in words, and the sinks are then refused by the browser, as the page asked.
 */
export function trustedTypesPolicy(): HtmlPolicy {
  if (policy) return policy;
  const rules: HtmlPolicy = {
    createHTML: (input) => input,
    createScript: (input) => input,
    createScriptURL: (input) => {
      const url = new URL(input, document.baseURI);
      if (url.origin === location.origin || url.protocol === 'https:') return url.href;
      throw new TypeError(`[widgets] A script address must be on this site or https: ${input}`);
    },
  };
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, rules) : rules;
  } catch (error) {
    console.error(`[widgets] The page's Content Security Policy does not allow the Trusted Types policy "${TRUSTED_TYPES_POLICY}": add it to its trusted-types directive.`, error);
    policy = rules;
  }
  return policy;
}

/** `html` parsed into an inert fragment of `doc` (a template's content): nothing in it runs or loads. */
export function parseInert(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = trustedTypesPolicy().createHTML(html);
  return template.content;
}

/** Text for an inline `<script>` the bundle inserts (fragment-scripts.ts alone). */
export function trustedScript(text: string): string {
  return trustedTypesPolicy().createScript(text);
}

/** A script address for `script.src`: this origin or https (throws otherwise). */
export function trustedScriptUrl(url: string): string {
  return trustedTypesPolicy().createScriptURL(url);
}

/**
 * The page's script nonce, for an inline script the bundle inserts: read from the first script
 * that carries one (the bundle's own tag, which the PHP helper writes with it). Browsers hide the
 * attribute's value; the `nonce` property still holds it. Empty when the page uses none.
 */
export function pageNonce(): string {
  return query<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
