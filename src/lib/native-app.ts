/** Spec §6: the native apps whose web views show the site. */
export type NativeAppPlatform = 'ios' | 'ios10' | 'android';

/**
 * The token the native apps add to their web views' User-Agent: `EverwedApp/<platform>`, with
 * spec §6's platform names, e.g. `Mozilla/5.0 (Linux; Android 14; wv) … Chrome/126 Mobile
 * Safari/537.36 EverwedApp/android`. The spec does not show the apps' token: this is ours, to
 * check against the apps before release.
 *
 * Why not Android's `; wv)` or a missing `Safari/` on iOS: those mark every web view, the
 * in-app browsers of social networks included, where promoting our app is still right. And the
 * User-Agent rather than a site-config flag: the server (which decides whether to render the
 * smart banner at all) and the page read the same header, so they cannot disagree.
 */
const APP_TOKEN = /(?:^|\s)EverwedApp\/(ios10|ios|android)(?=$|[\s;)])/i;

/** The app whose web view sent `userAgent`, or undefined for a browser. */
export function nativeAppPlatform(userAgent: string): NativeAppPlatform | undefined {
  return APP_TOKEN.exec(userAgent)?.[1]?.toLowerCase() as NativeAppPlatform | undefined;
}

/**
 * True inside one of the native apps (their web view), where the site never promotes the app.
 * Reads the page's own User-Agent unless one is given (the server passes the request's).
 */
export function isInsideApp(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return nativeAppPlatform(userAgent) !== undefined;
}
