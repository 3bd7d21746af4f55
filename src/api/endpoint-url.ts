/**
 * An endpoint's URL: its path on the site config's endpoint base (another origin for a real PHP
 * backend), or the path as it is when it is a whole URL or there is no base.
 */
export function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || !base) return path;
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/** Spec §6/§7: the session check's path ('OK' means logged in). */
export const SESSION_CHECK_PATH = '/com-VerificaLayerSession.php';

/** Spec §2/§7: the log-in and sign-up layers' paths (src/api/layers.ts; asked for at a tap: src/flows/auth/layer-prefetch.ts). */
export const LOGIN_LAYER_PATH = '/users-login-layer.php';
export const SIGNUP_LAYER_PATH = '/users-signup-layer.php';
