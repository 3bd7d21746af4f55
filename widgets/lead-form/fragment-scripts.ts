import { getSiteConfig } from '../../src/lib/config';
import { pageNonce, parseInert, trustedScript, trustedScriptUrl } from '../../src/lib/csp';
import { sameOriginUrl } from '../../src/lib/safe-redirect';

const SCRIPT_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * Whether the endpoints answer from this page's own origin (their fragments are then ours:
 * call() refuses an answer redirected to another origin). The config can only narrow this.
 */
function endpointsAreSameOrigin(): boolean {
  const base = getSiteConfig().endpointBase;
  return !base || sameOriginUrl(base) !== undefined;
}

/**
 * Spec §7: "server-rendered lead-form HTML is inserted into the page and its inline scripts
 * run" (the legacy layers push their dataLayer events that way). The fragment itself goes into
 * the page through the sanitizer, which drops every script and handler; this runs, from the raw
 * answer parsed inertly, only what we allow: inline scripts of a fragment our own origin served,
 * and `<script src>` on this origin. A foreign script address, an `onerror` or a JSON block
 * never runs. Under a strict CSP an inline script carries the page's nonce, and its text and
 * address go through the bundle's Trusted Types policy (src/lib/csp.ts). Returns how many
 * scripts ran.
 */
export function runFragmentScripts(html: string): number {
  const parsed = parseInert(html);
  const inlineAllowed = endpointsAreSameOrigin();
  let ran = 0;
  for (const original of parsed.querySelectorAll('script')) {
    if (!SCRIPT_TYPES.test(original.type)) continue;
    const script = document.createElement('script');
    const src = original.getAttribute('src');
    if (src !== null) {
      // The page's own origin only, read as the browser reads the address: no config value widens it.
      const url = sameOriginUrl(src);
      if (!url) {
        console.warn('[widgets] A lead form fragment asked for a script on another origin; it was not loaded.', src);
        continue;
      }
      script.src = trustedScriptUrl(url);
    } else if (inlineAllowed) {
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      script.textContent = trustedScript(original.textContent ?? '');
    } else continue;
    if (original.type) script.type = original.type;
    document.head.append(script);
    if (src === null) script.remove();
    ran += 1;
  }
  return ran;
}
