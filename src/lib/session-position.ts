/**
 * Spec §3 session values slat and slot: the session's geolocation, in sessionStorage as JSON
 * numbers. Named and read here, apart from the stored-values table and its schemas (which declares
 * them with these keys), so the searcher can reuse the session's position with no zod on the page.
 */
export const SESSION_POSITION_KEYS = { latitude: 'slat', longitude: 'slot' } as const;

export interface SessionPosition {
  latitude: number;
  longitude: number;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (Safari private mode): no session memory.
    return undefined;
  }
}

function coordinate(key: string, limit: number): number | undefined {
  try {
    const raw = session()?.getItem(key);
    const value: unknown = raw == null ? undefined : JSON.parse(raw);
    return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The session's position, or undefined when either half is absent or not a coordinate. */
export function readSessionPosition(): SessionPosition | undefined {
  const latitude = coordinate(SESSION_POSITION_KEYS.latitude, 90);
  const longitude = coordinate(SESSION_POSITION_KEYS.longitude, 180);
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

/** Keeps `position` for the session; a full or blocked storage keeps nothing, silently. */
export function writeSessionPosition({ latitude, longitude }: SessionPosition): void {
  try {
    session()?.setItem(SESSION_POSITION_KEYS.latitude, JSON.stringify(latitude));
    session()?.setItem(SESSION_POSITION_KEYS.longitude, JSON.stringify(longitude));
  } catch {
    // Quota or blocked storage: the browser is asked again next time.
  }
}
