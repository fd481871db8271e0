import crypto from 'node:crypto';

/**
 * The token between the sign-in's two steps (two-step sign-in, docs/security.md), signed with a key derived
 * from the server's secret (modules/two-step/two-step.crypto.ts deriveTwoStepKeys).
 */
export interface ChallengeClaims {
  /** The person. */
  sub: string;
  /** users.token_version when the password was checked: a password changed since ends the challenge. */
  tv: number;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

/** A signed `<claims>.<hmac>`: not a JWT, so it can never pass as an access token. */
export function signChallenge(key: Buffer, claims: ChallengeClaims): string {
  const body = Buffer.from(
    JSON.stringify({ ...claims, n: crypto.randomBytes(8).toString('base64url') }),
  ).toString('base64url');
  return `${body}.${crypto.createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The claims of a challenge this server signed and that has not expired, else null. */
export function readChallenge(key: Buffer, challenge: string, nowMs: number): ChallengeClaims | null {
  const [body, signature] = challenge.split('.');
  if (!body || !signature) return null;
  const expected = crypto.createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ChallengeClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.tv !== 'number' || typeof claims.exp !== 'number')
      return null;
    return claims.exp > nowMs ? { sub: claims.sub, tv: claims.tv, exp: claims.exp } : null;
  } catch {
    return null;
  }
}
