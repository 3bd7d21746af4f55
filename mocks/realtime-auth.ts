// Private-channel signatures as Pusher makes them: `key:hex(HMAC-SHA256(secret, "socket_id:channel"))`.
// The auth endpoint (Node) signs, the WebSocket stand-in (Node in tests, the page in the
// preview) checks, so both use Web Crypto, which both have.

/** The app key pages configure (src/lib/config.ts default) and the stand-in's made-up secret. */
export const PUSHER_KEY = 'wedding-local';
const PUSHER_SECRET = 'wedding-local-secret';

export async function signChannel(socketId: string, channel: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available to sign realtime channels.');
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(PUSHER_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await subtle.sign('HMAC', key, encoder.encode(`${socketId}:${channel}`));
  const hex = [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${PUSHER_KEY}:${hex}`;
}

/**
 * Checks an auth string. A page served over plain http on a LAN address has no Web Crypto
 * (not a secure context); there the stand-in accepts the format alone rather than break the chat.
 */
export async function verifyChannelAuth(auth: unknown, socketId: string, channel: string): Promise<boolean> {
  if (typeof auth !== 'string' || !auth.startsWith(`${PUSHER_KEY}:`)) return false;
  if (!globalThis.crypto?.subtle) return /^[^:]+:[0-9a-f]{64}$/.test(auth);
  return auth === (await signChannel(socketId, channel));
}
