import { generateSecret, generateURI, verify } from 'otplib';

/**
 * RFC 6238 through otplib: SHA-1, 6 digits, 30-second steps, the authenticator apps' defaults. A code of the
 * step before or after the current one is accepted too (clocks drift), and never one of a step at or before
 * the last code accepted, so a code seen over someone's shoulder cannot be used again.
 */
export const TOTP_PERIOD_SECONDS = 30;

/** A new 20-byte key, base32 (what an app's 'enter a setup key' asks for). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({
    issuer,
    label: account,
    secret,
    period: TOTP_PERIOD_SECONDS,
    digits: 6,
    algorithm: 'sha1',
  });
}

/** The time step the code belongs to when it is right at `now` (±1 step) and newer than `afterStep`, else null. */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
