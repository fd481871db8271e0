import { z } from 'zod';
import { isCidr } from './ip-ranges.ts';

/*
 * Where a punch-in may come from (issue 19, docs/attendance.md "Where a punch may come from"): office
 * networks (CIDR ranges) and office locations (a circle each). Both empty, the default: punch-in works
 * from anywhere without a body, as the spec says. Both set: both must pass.
 */

export const PUNCH_PLACE_LIMITS = {
  maxNetworks: 50,
  maxLocations: 50,
  nameMax: 60,
  radiusMin: 10,
  radiusMax: 100_000,
} as const;

/**
 * '850 m' under a kilometre, '2.3 km' from one on (to 100 m). A refused distance is rounded up, so it
 * never reads as the radius itself ('200 m ... within 200 m').
 */
export function formatDistance(meters: number, round: (x: number) => number = Math.round): string {
  const whole = round(meters);
  if (whole < 1000) return `${whole} m`;
  const km = round(meters / 100) / 10;
  return `${Number.isInteger(km) ? km.toFixed(0) : km.toFixed(1)} km`;
}

export const PUNCH_PLACE_MESSAGES = {
  offNetwork: 'Punch-in is allowed only from the office network.',
  locationNeeded: 'Punch-in needs your location: allow location access and try again.',
  tooFar: (distanceMeters: number, place: string, radiusMeters: number) =>
    `You are ${formatDistance(distanceMeters, Math.ceil)} from the nearest office (${place}); punch-in is allowed within ${formatDistance(radiusMeters)}.`,
  locationUnsupported: 'This browser cannot share its location: punch in from a browser that can.',
  invalidNetwork: 'Enter an IP range in CIDR form, e.g. 203.0.113.0/24 or 2001:db8::/48.',
  duplicateNetwork: 'This network is already in the list.',
  tooManyNetworks: `At most ${PUNCH_PLACE_LIMITS.maxNetworks} networks.`,
  placeName: `Please enter the place name (at most ${PUNCH_PLACE_LIMITS.nameMax} characters).`,
  duplicatePlace: 'Each location needs a name of its own.',
  tooManyLocations: `At most ${PUNCH_PLACE_LIMITS.maxLocations} locations.`,
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  radius: 'The radius must be from 10 m to 100 km (in whole metres).',
  accuracy: 'Accuracy must be a number of metres, 0 or more.',
  positionPair: 'Send both latitude and longitude, or neither.',
  saved: 'Punch places saved.',
  saveFailed: 'Failed to save the punch places.',
  loadFailed: 'Failed to load the punch places.',
} as const;

const latitude = z
  .number({ message: PUNCH_PLACE_MESSAGES.latitude })
  .min(-90, PUNCH_PLACE_MESSAGES.latitude)
  .max(90, PUNCH_PLACE_MESSAGES.latitude);
const longitude = z
  .number({ message: PUNCH_PLACE_MESSAGES.longitude })
  .min(-180, PUNCH_PLACE_MESSAGES.longitude)
  .max(180, PUNCH_PLACE_MESSAGES.longitude);

export const punchLocationSchema = z.object({
  name: z
    .string({ message: PUNCH_PLACE_MESSAGES.placeName })
    .trim()
    .min(1, PUNCH_PLACE_MESSAGES.placeName)
    .max(PUNCH_PLACE_LIMITS.nameMax, PUNCH_PLACE_MESSAGES.placeName),
  latitude,
  longitude,
  radiusMeters: z
    .number({ message: PUNCH_PLACE_MESSAGES.radius })
    .int(PUNCH_PLACE_MESSAGES.radius)
    .min(PUNCH_PLACE_LIMITS.radiusMin, PUNCH_PLACE_MESSAGES.radius)
    .max(PUNCH_PLACE_LIMITS.radiusMax, PUNCH_PLACE_MESSAGES.radius),
});
export type PunchLocation = z.infer<typeof punchLocationSchema>;

export const punchNetworkSchema = z
  .string({ message: PUNCH_PLACE_MESSAGES.invalidNetwork })
  .trim()
  .refine(isCidr, PUNCH_PLACE_MESSAGES.invalidNetwork);

/** GET/PUT /api/settings/punch-places (Admin): empty lists switch the check off. */
export const punchPlacesSchema = z.object({
  networks: z
    .array(punchNetworkSchema, { message: PUNCH_PLACE_MESSAGES.invalidNetwork })
    .max(PUNCH_PLACE_LIMITS.maxNetworks, PUNCH_PLACE_MESSAGES.tooManyNetworks)
    .refine((list) => new Set(list).size === list.length, PUNCH_PLACE_MESSAGES.duplicateNetwork),
  locations: z
    .array(punchLocationSchema, { message: PUNCH_PLACE_MESSAGES.placeName })
    .max(PUNCH_PLACE_LIMITS.maxLocations, PUNCH_PLACE_MESSAGES.tooManyLocations)
    .refine(
      (list) => new Set(list.map((l) => l.name.toLowerCase())).size === list.length,
      PUNCH_PLACE_MESSAGES.duplicatePlace,
    ),
});
export type PunchPlaces = z.infer<typeof punchPlacesSchema>;

export const NO_PUNCH_PLACES: PunchPlaces = { networks: [], locations: [] };

/** GET /api/settings/punch-places/requirements (anyone signed in): what the clock card must send. */
export const punchRequirementsSchema = z.object({ network: z.boolean(), location: z.boolean() });
export type PunchRequirements = z.infer<typeof punchRequirementsSchema>;

/**
 * The punch-in's optional body: the browser's position when locations are set. No body (the spec's
 * client) is no position. `accuracy` (metres) is taken as the browser reports it and not stored.
 */
export const punchInBodySchema = z
  .object({
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    accuracy: z
      .number({ message: PUNCH_PLACE_MESSAGES.accuracy })
      .min(0, PUNCH_PLACE_MESSAGES.accuracy)
      .optional(),
  })
  .refine(
    (p) => (p.latitude === undefined) === (p.longitude === undefined),
    PUNCH_PLACE_MESSAGES.positionPair,
  )
  // Fastify hands a body-less request to the validator as null.
  .nullish();
export type PunchInBody = z.infer<typeof punchInBodySchema>;
