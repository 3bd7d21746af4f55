import { nativeAppPlatform, type NativeAppPlatform } from './native-app';

/** Spec §6/§9: a log-in inside the app persists 365 days for a couple or guest, 14 for anyone else. */
export const APP_LOGIN_DAYS = { user: 365, other: 14 } as const;

/** What the page asks of the app. Names are ours: the spec names the bridges, not their messages. */
export type BridgeMessage =
  | { action: 'appLogin'; type: 'user' | 'vendor'; id: number; persistDays: number }
  | { action: 'googleLogin'; requestId: string }
  | { action: 'favouritesLogin'; requestId: string; vendorId: number }
  | { action: 'loginProxy'; requestId: string; url: string; method: string; body: string };

/** A message the app answers (`window.everwedBridge.answer(requestId, answer)`). */
type AskedMessage = Extract<BridgeMessage, { requestId: string }>;

/** What the app answers to a Google log-in it ran natively. */
export type GoogleAnswer = { idToken: string } | { closed: true };

interface Bridges {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  EverwedAndroid?: { postMessage(json: string): void };
  everwedBridge?: { answer(requestId: string, answer: unknown): void };
}

const bridges = () => window as unknown as Bridges;

/** The app this page runs in (from its User-Agent), or undefined in a browser. */
export function currentApp(): NativeAppPlatform | undefined {
  return nativeAppPlatform(navigator.userAgent);
}

/**
 * Hands a message to the app: iOS through its WKWebView message handler, iOS 10's older web
 * view through a `everwed-bridge:` URL in a hidden frame, Android through its JavaScript
 * interface. False when there is no app or its bridge is missing.
 */
export function postToApp(message: BridgeMessage, platform = currentApp()): boolean {
  const w = bridges();
  if (platform === 'ios') {
    const handler = w.webkit?.messageHandlers?.everwed;
    handler?.postMessage(message);
    return Boolean(handler);
  }
  if (platform === 'android') {
    w.EverwedAndroid?.postMessage(JSON.stringify(message));
    return Boolean(w.EverwedAndroid);
  }
  if (platform === 'ios10') {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = `everwed-bridge://${message.action}?payload=${encodeURIComponent(JSON.stringify(message))}`;
    document.body.append(frame);
    setTimeout(() => frame.remove());
    return true;
  }
  return false;
}

/** Spec §4: after a log-in inside the app, the app is told (and keeps the session 365 or 14 days). */
export function tellAppLoggedIn(type: 'user' | 'vendor', id: number): boolean {
  return postToApp({ action: 'appLogin', type, id, persistDays: type === 'user' ? APP_LOGIN_DAYS.user : APP_LOGIN_DAYS.other });
}

/** An app that never answers (an old build, a crash) must not leave the sign-in busy for good. */
export const APP_ANSWER_TIMEOUT_MS = 120_000;

const pending = new Map<string, (answer: unknown) => void>();
let nextRequest = 0;

function installAnswer(): void {
  const w = bridges();
  w.everwedBridge ??= {
    answer(requestId, answer) {
      pending.get(requestId)?.(answer);
    },
  };
}

/**
 * Asks the app through the bridge and waits for its answer (`window.everwedBridge.answer(requestId,
 * answer)`), as it gave it: each caller reads its own. Undefined at once when the bridge is
 * missing, and after {@link APP_ANSWER_TIMEOUT_MS} without an answer.
 */
export function askApp(message: (requestId: string) => AskedMessage): Promise<unknown> {
  installAnswer();
  const asked = message(`${++nextRequest}`);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), APP_ANSWER_TIMEOUT_MS);
    function finish(answer: unknown) {
      clearTimeout(timer);
      pending.delete(asked.requestId);
      resolve(answer);
    }
    pending.set(asked.requestId, finish);
    if (!postToApp(asked)) finish(undefined);
  });
}

/**
 * Spec §6: inside the app, Google log-in runs natively: the page asks through the bridge and
 * the app answers with `window.everwedBridge.answer(requestId, { idToken })` (or anything else
 * for a cancelled sign-in). Closed when the bridge is missing or the app never answers.
 */
export async function googleLoginThroughApp(): Promise<GoogleAnswer> {
  const answer = await askApp((requestId) => ({ action: 'googleLogin', requestId: `google-${requestId}` }));
  const token = (answer as { idToken?: unknown } | null | undefined)?.idToken;
  return typeof token === 'string' && token ? { idToken: token } : { closed: true };
}
