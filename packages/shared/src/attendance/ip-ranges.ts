/*
 * IP addresses and CIDR ranges, parsed to numbers (pure, no zod): the punch-places settings validate
 * office networks with it (browser and server), and the server matches a punch's address against them.
 */

export type IpVersion = 4 | 6;

/** An address as a number: 32 bits (IPv4) or 128 bits (IPv6). */
export interface IpAddress {
  version: IpVersion;
  value: bigint;
}

/** A range: the address with its host bits cleared, and the prefix length. */
export interface IpRange extends IpAddress {
  prefix: number;
}

export const IP_BITS: Record<IpVersion, number> = { 4: 32, 6: 128 };

/** Dotted quad, each part 0-255 written without leading zeros (010 is refused: octal or decimal?). */
function parseIpv4Value(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

/** Hex groups of at most four digits; one `::` stands for the missing zero groups; a dotted tail is 2 groups. */
function parseIpv6Value(text: string): bigint | null {
  let groups = text.split(':');
  const tail = groups[groups.length - 1] ?? '';
  if (tail.includes('.')) {
    const v4 = parseIpv4Value(tail);
    if (v4 === null) return null;
    groups = [...groups.slice(0, -1), (v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16)];
  }
  const gap = text.indexOf('::');
  if (gap !== text.lastIndexOf('::')) return null;
  let words: string[];
  if (gap >= 0) {
    const joined = groups.join(':');
    const [head = '', rest = ''] = joined.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = rest === '' ? [] : rest.split(':');
    if (left.length + right.length > 7) return null;
    words = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  } else {
    words = groups;
  }
  if (words.length !== 8) return null;
  let value = 0n;
  for (const word of words) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(word)) return null;
    value = (value << 16n) | BigInt(parseInt(word, 16));
  }
  return value;
}

/** An IPv4 or IPv6 address; an IPv6 zone (`%eth0`) is dropped. null when it is not one. */
export function parseIp(text: string): IpAddress | null {
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const value = parseIpv6Value(trimmed.replace(/%[0-9A-Za-z._~-]+$/, ''));
    return value === null ? null : { version: 6, value };
  }
  const value = parseIpv4Value(trimmed);
  return value === null ? null : { version: 4, value };
}

/** The bits of a `prefix`-long network mask. */
export function maskOf(version: IpVersion, prefix: number): bigint {
  const bits = IP_BITS[version];
  return ((1n << BigInt(bits)) - 1n) ^ ((1n << BigInt(bits - prefix)) - 1n);
}

/**
 * 'address/prefix' (a bare address is a single host: /32 or /128). Host bits may be set
 * (192.168.1.7/24 is 192.168.1.0/24, as most routers write it). null when it is not a range.
 */
export function parseCidr(text: string): IpRange | null {
  const [address = '', prefixText, ...extra] = text.trim().split('/');
  if (extra.length > 0 || address.includes('%')) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const bits = IP_BITS[ip.version];
  if (prefixText !== undefined && !/^(0|[1-9][0-9]{0,2})$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { version: ip.version, value: ip.value & maskOf(ip.version, prefix), prefix };
}

export const isCidr = (text: string): boolean => parseCidr(text) !== null;
