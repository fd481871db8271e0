import { isIP } from 'node:net';

/**
 * Whether a push endpoint may be called from the server: https, a public host name or address. Private,
 * loopback, link-local and unique-local addresses and local names are refused, so a subscription cannot
 * make the server send requests into the inside network (issue 46's "Bad input").
 */
export function isPublicHttpsEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return false;
  if (!host.includes('.') && isIP(host) === 0) return false;
  const family = isIP(host);
  if (family === 4) return !privateV4(host);
  if (family === 6) return !privateV6(host);
  return true;
}

function privateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function privateV6(ip: string): boolean {
  if (ip === '::' || ip === '::1') return true;
  if (ip.startsWith('::ffff:')) return isIP(ip.slice(7)) === 4 ? privateV4(ip.slice(7)) : true;
  return /^(fc|fd|fe8|fe9|fea|feb)/.test(ip);
}
