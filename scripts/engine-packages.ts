/**
 * Firefox and WebKit from Debian's packages, as the cross-engine smoke drives them (engines.ts)
 * and `npm test` installs them (ensure-tools.ts). ../shared/TOOLCHAIN.md, "Firefox and WebKit here".
 */
export const ENGINES = {
  firefox: { binary: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', debianPackages: ['firefox-esr'], variable: 'FIREFOX_PATH' },
  webkit: { binary: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', debianPackages: ['webkit2gtk-driver', 'xvfb'], variable: 'WEBKIT_DRIVER_PATH' },
} as const;

/** WebKitGTK's MiniBrowser, which WebKitWebDriver starts (webkit2gtk-driver brings it). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** MiniBrowser has no headless mode here: WebKitWebDriver runs under xvfb-run. */
export const XVFB_RUN = '/usr/bin/xvfb-run';

export type Engine = keyof typeof ENGINES;
