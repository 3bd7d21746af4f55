import { getSiteConfig } from '../lib/config';
import { joinUrl, SESSION_CHECK_PATH } from './endpoint-url';

/** As long as any call may take (call.ts DEFAULT_TIMEOUT_MS). */
const TIMEOUT_MS = 15000;

/**
 * Spec §6/§7: the session check's answer ('OK' means logged in), or undefined when there is none
 * to trust: a failed or timed-out request, an error status, a redirect (an expired session sent
 * to the log-in page) or a whole page for an answer. The one call an account's page makes before
 * any touch, so it is made by hand, with the checks the API client (call.ts) would make of a
 * text answer: the client and zod's engine (25 kB) load with the first call a touch makes.
 */
export async function checkSession(): Promise<string | undefined> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  try {
    // 'include': the README promises cookies when endpointBase is another origin (a session on the PHP site).
    const response = await fetch(joinUrl(getSiteConfig().endpointBase, SESSION_CHECK_PATH), { credentials: 'include', signal: timeout.signal });
    if (!response.ok || response.redirected) return undefined;
    const text = (await response.text()).trim();
    return text.startsWith('<') ? undefined : text;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
