import { call } from '../../src/api/call';
import { ajaxGeoLocation, serverGeoLocation } from '../../src/api/geolocation';
import { firstPageUrl } from '../../src/api/directory-urls';
import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import { importAgain } from '../../src/lib/import-again';
import { readSessionPosition, writeSessionPosition } from '../../src/lib/session-position';

/** Spec §9: how the browser is asked for the position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 5000, enableHighAccuracy: true, maximumAge: 0 };

export const geolocationMessages = {
  /** Spec §8, verbatim. */
  notEnabled: 'Geolocation is not enabled. Please enable to use this feature',
} as const;

export interface Position2D {
  latitude: number;
  longitude: number;
}

/** The browser's answer: a position, its refusal or failure, or no geolocation at all. */
function browserPosition(): Promise<Position2D | 'failed' | 'unavailable'> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve('unavailable');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        // Spec §8: a failure (refused, timed out, no fix) is logged only, with no position.
        console.info('[widgets] Geolocation failed.', error.message);
        resolve('failed');
      },
      GEOLOCATION_OPTIONS,
    );
  });
}

/**
 * The visitor's position (spec §8): the browser's; where the browser has no geolocation, the
 * server's guess (/utils-geoLocation.php), and with none either the alert. A failure of the
 * browser's is logged only: undefined, no server call, no alert. A position found is the
 * session's (spec §3 session values slat, slot): later taps of the session reuse it.
 */
export async function locate(): Promise<Position2D | undefined> {
  const known = readSessionPosition();
  if (known) return known;
  const own = await browserPosition();
  if (own === 'failed') return undefined;
  if (own !== 'unavailable') return remembered(own);
  const server = await call(serverGeoLocation, {});
  if (server.ok && server.data.latitude !== null && server.data.longitude !== null) return remembered({ latitude: server.data.latitude, longitude: server.data.longitude });
  showNotEnabled();
  return undefined;
}

function remembered(position: Position2D): Position2D {
  writeSessionPosition(position);
  return position;
}

/**
 * The alert (React, its dialog) loads only when it has something to say: the searcher itself
 * enhances the server's form without React, so touching it fetches none.
 */
function showNotEnabled(): void {
  importAgain(() => import('../../src/ui/alert/show-alert')).then(
    ({ showAlert }) => showAlert(geolocationMessages.notEnabled),
    (error: unknown) => console.error('[widgets] Widget "searcher": the geolocation alert could not load.', error),
  );
}

/**
 * Spec §2/§7: tells the server where the visitor is; the page then reloads to the url it
 * answers (checked against the site's hosts) or, without one, to the same page at page 1 with
 * usePreferences=1. Returns where it went, or undefined.
 */
export async function reloadNearMe(mode = 'listing'): Promise<string | undefined> {
  const position = await locate();
  if (!position) return undefined;
  const answer = await call(ajaxGeoLocation, { mode, ...position });
  const given = answer.ok ? answer.data.url : undefined;
  // A url off the site's hosts is refused: the page then reloads in place, as without one.
  let target = given ? safeRedirectUrl(given, '') : '';
  if (!target) {
    const here = firstPageUrl(new URL(location.href));
    here.searchParams.set('usePreferences', '1');
    target = here.href;
  }
  location.assign(target);
  return target;
}
