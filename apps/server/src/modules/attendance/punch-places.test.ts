import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PUNCH_PLACE_MESSAGES as M, formatDistance, isCidr, parseCidr, parseIp } from '@hrms/shared';
import { addressInNetworks, decidePunchPlace, distanceMeters } from './punch-places.ts';

const v4Text = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
const v6Text = (n: bigint) =>
  Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(':');
const v4 = fc.integer({ min: 0, max: 0xffff_ffff });
const v6 = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });

describe('IP addresses and CIDR ranges', () => {
  it('parses IPv4 and the spellings of IPv6 (compressed, dotted tail, zone, upper case)', () => {
    expect(parseIp('203.0.113.7')).toEqual({ version: 4, value: 0xcb007107n });
    expect(parseIp('::1')).toEqual({ version: 6, value: 1n });
    expect(parseIp('::')).toEqual({ version: 6, value: 0n });
    expect(parseIp('2001:DB8::1')).toEqual(parseIp('2001:0db8:0:0:0:0:0:1'));
    expect(parseIp('::ffff:203.0.113.7')).toEqual({ version: 6, value: 0xffff_cb00_7107n });
    expect(parseIp('fe80::1%eth0')).toEqual(parseIp('fe80::1'));
  });

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    ':::',
    'g::1',
    '1.2.3.4/',
  ])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
    expect(isCidr(text)).toBe(false);
  });

  it('refuses prefixes beyond the address length and stray parts', () => {
    expect(isCidr('10.0.0.0/33')).toBe(false);
    expect(isCidr('2001:db8::/129')).toBe(false);
    expect(isCidr('10.0.0.0/8/8')).toBe(false);
    expect(isCidr('10.0.0.0/08')).toBe(false);
    expect(isCidr('fe80::/10%eth0')).toBe(false);
    expect(isCidr('10.0.0.0/32')).toBe(true);
    expect(isCidr('::/128')).toBe(true);
  });

  it('clears host bits: 192.168.1.7/24 is 192.168.1.0/24', () => {
    expect(parseCidr('192.168.1.7/24')).toEqual(parseCidr('192.168.1.0/24'));
  });

  it('matches /32 and /128 as one host, /0 as every address of its version', () => {
    expect(addressInNetworks('198.51.100.4', ['198.51.100.4/32'])).toBe(true);
    expect(addressInNetworks('198.51.100.5', ['198.51.100.4/32'])).toBe(false);
    expect(addressInNetworks('2001:db8::1', ['2001:db8::1/128'])).toBe(true);
    expect(addressInNetworks('2001:db8::2', ['2001:db8::1/128'])).toBe(false);
    expect(addressInNetworks('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
    expect(addressInNetworks('2001:db8::2', ['0.0.0.0/0'])).toBe(false);
    expect(addressInNetworks('8.8.8.8', ['::/0'])).toBe(true); // as ::ffff:8.8.8.8
    expect(addressInNetworks('not an address', ['0.0.0.0/0', '::/0'])).toBe(false);
  });

  it('matches IPv4-mapped IPv6 addresses against IPv4 ranges and IPv4 against mapped ranges', () => {
    expect(addressInNetworks('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(addressInNetworks('::ffff:cb00:7109', ['203.0.113.0/24'])).toBe(true);
    expect(addressInNetworks('::ffff:198.51.100.1', ['203.0.113.0/24'])).toBe(false);
    expect(addressInNetworks('203.0.113.9', ['::ffff:203.0.113.0/120'])).toBe(true);
    // ::203.0.113.9 (IPv4-compatible, deprecated) is not the IPv4 host.
    expect(addressInNetworks('::203.0.113.9', ['203.0.113.0/24'])).toBe(false);
  });

  it('property: an address is in every range written from it, and text round-trips', () => {
    fc.assert(
      fc.property(v4, fc.integer({ min: 0, max: 32 }), (n, prefix) => {
        expect(parseIp(v4Text(n))).toEqual({ version: 4, value: BigInt(n) });
        expect(addressInNetworks(v4Text(n), [`${v4Text(n)}/${prefix}`])).toBe(true);
        expect(addressInNetworks(`::ffff:${v4Text(n)}`, [`${v4Text(n)}/${prefix}`])).toBe(true);
      }),
    );
    fc.assert(
      fc.property(v6, fc.integer({ min: 0, max: 128 }), (n, prefix) => {
        expect(parseIp(v6Text(n))).toEqual({ version: 6, value: n });
        expect(addressInNetworks(v6Text(n), [`${v6Text(n)}/${prefix}`])).toBe(true);
      }),
    );
  });

  it('property: a /p range holds exactly the addresses that share its first p bits', () => {
    fc.assert(
      fc.property(v4, v4, fc.integer({ min: 0, max: 32 }), (a, b, prefix) => {
        const same = prefix === 0 || a >>> (32 - prefix) === b >>> (32 - prefix);
        expect(addressInNetworks(v4Text(b), [`${v4Text(a)}/${prefix}`])).toBe(same);
      }),
    );
    fc.assert(
      fc.property(v6, v6, fc.integer({ min: 0, max: 128 }), (a, b, prefix) => {
        const shift = BigInt(128 - prefix);
        expect(addressInNetworks(v6Text(b), [`${v6Text(a)}/${prefix}`])).toBe(a >> shift === b >> shift);
      }),
    );
  });
});

// Reference: the WGS84 ellipsoid geodesic (Vincenty's inverse formula), in metres.
const CITY_PAIRS: [string, [number, number], [number, number], number][] = [
  ['Delhi - Mumbai', [28.6139, 77.209], [19.076, 72.8777], 1_144_526],
  ['Bengaluru - Chennai', [12.9716, 77.5946], [13.0827, 80.2707], 290_543],
  ['Kolkata - Delhi', [22.5726, 88.3639], [28.6139, 77.209], 1_304_226],
  ['Mumbai - Pune', [19.076, 72.8777], [18.5204, 73.8567], 120_138],
  ['London - Paris', [51.5074, -0.1278], [48.8566, 2.3522], 343_923],
  ['New York - London', [40.7128, -74.006], [51.5074, -0.1278], 5_585_234],
  ['Sydney - Melbourne', [-33.8688, 151.2093], [-37.8136, 144.9631], 713_858],
];
const at = ([latitude, longitude]: [number, number]) => ({ latitude, longitude });
const position = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distance (haversine)', () => {
  it.each(CITY_PAIRS)('%s within 0.5%% of the geodesic', (_, a, b, meters) => {
    expect(Math.abs(distanceMeters(at(a), at(b)) - meters) / meters).toBeLessThan(0.005);
  });

  // Near the antipode asin's slope magnifies rounding to centimetres: comparisons allow one metre.
  it('property: zero to itself, symmetric, at most half the circumference, triangle inequality', () => {
    fc.assert(
      fc.property(position, position, position, (a, b, c) => {
        expect(distanceMeters(a, a)).toBe(0);
        expect(Math.abs(distanceMeters(a, b) - distanceMeters(b, a))).toBeLessThan(1);
        expect(distanceMeters(a, b)).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1);
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(distanceMeters(a, b) + distanceMeters(b, c) + 1);
      }),
      { numRuns: 500 },
    );
  });

  it('crosses the date line the short way', () => {
    expect(
      distanceMeters({ latitude: 0, longitude: 179.999 }, { latitude: 0, longitude: -179.999 }),
    ).toBeLessThan(250);
  });
});

describe('the decision for one punch-in', () => {
  const office = { name: 'Head Office', latitude: 28.6315, longitude: 77.2167, radiusMeters: 200 };
  const annexe = { name: 'Annexe', latitude: 28.6325, longitude: 77.2177, radiusMeters: 500 };

  it('records the nearest office when the position is inside several', () => {
    const decision = decidePunchPlace(
      { networks: [], locations: [annexe, office] },
      { position: { latitude: 28.6316, longitude: 77.2168 } },
    );
    expect(decision).toEqual({
      allowed: true,
      fix: { latitude: 28.6316, longitude: 77.2168, place: 'Head Office' },
    });
  });

  it('allows exactly on the radius and refuses a metre beyond it', () => {
    const north = (meters: number) => ({
      latitude: office.latitude + (meters / (Math.PI * 6_371_008.8)) * 180,
      longitude: office.longitude,
    });
    const settings = { networks: [], locations: [office] };
    expect(decidePunchPlace(settings, { position: north(199.99) }).allowed).toBe(true);
    expect(decidePunchPlace(settings, { position: north(201) })).toEqual({
      allowed: false,
      message: 'You are 202 m from the nearest office (Head Office); punch-in is allowed within 200 m.',
    });
  });

  it('checks the network before asking for a position', () => {
    const settings = { networks: ['203.0.113.0/24'], locations: [office] };
    expect(decidePunchPlace(settings, { ip: '198.51.100.1' })).toEqual({
      allowed: false,
      message: M.offNetwork,
    });
    expect(decidePunchPlace(settings, { ip: '203.0.113.1' })).toEqual({
      allowed: false,
      message: M.locationNeeded,
      code: 'location_needed',
    });
    expect(decidePunchPlace(settings, { ip: '203.0.113.1', position: null })).toEqual({
      allowed: false,
      message: M.locationNeeded,
      code: 'location_needed',
    });
  });

  it('with a network only, passes with no position to store', () => {
    expect(decidePunchPlace({ networks: ['10.0.0.0/8'], locations: [] }, { ip: '10.1.2.3' })).toEqual({
      allowed: true,
      fix: null,
    });
  });

  it.each([
    [0.4, '0 m'],
    [850, '850 m'],
    [999.4, '999 m'],
    [1000, '1 km'],
    [2345, '2.3 km'],
    [100_000, '100 km'],
  ])('writes %d m as %s', (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });
});
