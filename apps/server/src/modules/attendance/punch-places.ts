import {
  PUNCH_PLACE_MESSAGES as M,
  maskOf,
  parseCidr,
  parseIp,
  type ErrorCode,
  type IpAddress,
  type IpRange,
  type PunchLocation,
  type PunchPlaces,
} from '@hrms/shared';

/*
 * The pure rules of "where a punch may come from" (docs/attendance.md): does an address fall in an
 * office network, how far is a position from an office, and the decision for one punch-in.
 */

const IPV4_MAPPED_PREFIX = 0xffff_0000_0000n;
const LOW_32 = 0xffff_ffffn;

/** The other spelling of the same host: an IPv4 address as ::ffff:a.b.c.d, and back. */
function alternateForm(ip: IpAddress): IpAddress | null {
  if (ip.version === 4) return { version: 6, value: IPV4_MAPPED_PREFIX | ip.value };
  return ip.value >> 32n === 0xffffn ? { version: 4, value: ip.value & LOW_32 } : null;
}

export function rangeContains(range: IpRange, ip: IpAddress): boolean {
  return range.version === ip.version && (ip.value & maskOf(ip.version, range.prefix)) === range.value;
}

/**
 * Is `address` in one of `networks` (CIDR text)? An IPv4-mapped IPv6 address (a dual-stack listener's
 * `::ffff:203.0.113.5`) matches IPv4 ranges, and an IPv4 address matches a `::ffff:0:0/96`-style range.
 */
export function addressInNetworks(address: string, networks: readonly string[]): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  const forms = [ip, alternateForm(ip)].filter((form): form is IpAddress => form !== null);
  return networks.some((text) => {
    const range = parseCidr(text);
    return range !== null && forms.some((form) => rangeContains(range, form));
  });
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), metres: the sphere's error against the ellipsoid stays under 0.5%. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The office whose centre is nearest, with the distance; null without offices. */
export function nearestLocation(
  position: Position,
  locations: readonly PunchLocation[],
): { location: PunchLocation; distance: number } | null {
  let best: { location: PunchLocation; distance: number } | null = null;
  for (const location of locations) {
    const distance = distanceMeters(position, location);
    if (!best || distance < best.distance) best = { location, distance };
  }
  return best;
}

/** What a punch-in stores when office locations are set: the position and the office it was inside. */
export interface PunchFix {
  latitude: number;
  longitude: number;
  place: string;
}

export interface PunchOrigin {
  /** The client's address as Fastify resolved it (`request.ip`: X-Forwarded-For only with TRUST_PROXY). */
  ip?: string;
  position?: Partial<Position> | null;
}

export type PunchPlaceDecision =
  { allowed: true; fix: PunchFix | null } | { allowed: false; message: string; code?: ErrorCode };

/**
 * One punch-in against the settings: the network first (when networks are set), then the position
 * (when locations are set). Inside several circles, the nearest office is the one recorded.
 */
export function decidePunchPlace(settings: PunchPlaces, origin: PunchOrigin): PunchPlaceDecision {
  if (settings.networks.length > 0 && !addressInNetworks(origin.ip ?? '', settings.networks))
    return { allowed: false, message: M.offNetwork };
  if (settings.locations.length === 0) return { allowed: true, fix: null };
  const { latitude, longitude } = origin.position ?? {};
  if (latitude === undefined || longitude === undefined)
    return { allowed: false, message: M.locationNeeded, code: 'location_needed' };
  const inside = settings.locations
    .map((location) => ({ location, distance: distanceMeters({ latitude, longitude }, location) }))
    .filter(({ location, distance }) => distance <= location.radiusMeters)
    .sort((x, y) => x.distance - y.distance)[0];
  if (inside) return { allowed: true, fix: { latitude, longitude, place: inside.location.name } };
  const nearest = nearestLocation({ latitude, longitude }, settings.locations)!;
  return {
    allowed: false,
    message: M.tooFar(nearest.distance, nearest.location.name, nearest.location.radiusMeters),
  };
}
