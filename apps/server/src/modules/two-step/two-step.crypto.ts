import crypto from 'node:crypto';

/**
 * The keys of two-step sign-in, each derived from the server's secret (JWT_SECRET or DATA_DIR/jwt-secret) for
 * one use, as file links do (storage/signed-url.ts): rotating that secret makes every stored authenticator key
 * unreadable, so everyone with two-step sign-in sets it up again (docs/security.md).
 */
export interface TwoStepKeys {
  /** AES-256-GCM key of the authenticator keys at rest. */
  encryption: Buffer;
  /** HMAC key of the recovery codes' hashes. */
  recovery: Buffer;
  /** HMAC key of the sign-in challenges. */
  challenge: Buffer;
}

export function deriveTwoStepKeys(serverSecret: string): TwoStepKeys {
  const derive = (use: string) =>
    crypto.createHmac('sha256', serverSecret).update(`two-step:${use}`).digest();
  return {
    encryption: derive('secret-box'),
    recovery: derive('recovery-codes'),
    challenge: derive('challenge'),
  };
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: authenticated, so a changed row fails to open rather than misleads. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

// No 0/o, 1/l/i: a code read off paper is typed right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx` from a 31-letter alphabet: about 49 bits each, single use, throttled. */
export function newRecoveryCode(): string {
  const letters = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** The hash kept of a recovery code; case, spaces and the hyphen do not matter. */
export function hashRecoveryCode(key: Buffer, code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return crypto.createHmac('sha256', key).update(normal).digest('base64url');
}
