import { PUNCH_PLACE_MESSAGES as M, type PunchInBody } from '@hrms/shared';

/** A position the browser would not give: its message says what to do (shown under the punch toast). */
export class LocationError extends Error {
  override name = 'LocationError';
}

/**
 * The browser's position for a punch-in. Refused permission, no fix or a time-out all end in the
 * same clear message: the person has to allow location access and try again.
 */
export function currentPosition(timeoutMs = 15_000): Promise<NonNullable<PunchInBody>> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.reject(new LocationError(M.locationUnsupported));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => reject(new LocationError(M.locationNeeded)),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
