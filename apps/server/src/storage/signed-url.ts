import crypto from 'node:crypto';
import { FILE_ENDPOINTS, requestPath } from '@hrms/shared';
import { AppError, forbidden } from '../lib/errors.ts';
import type { Clock } from '../lib/clock.ts';

export interface FileLinkTarget {
  key: string;
  fileName: string;
  contentType: string;
}

interface LinkPayload {
  k: string;
  n: string;
  t: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

export const DEFAULT_LINK_TTL_SECONDS = 300;
const INVALID_LINK = 'This file link is not valid.';
const EXPIRED_LINK = 'This file link has expired. Reload the page to get a new one.';

/** The link secret is derived from the JWT secret, so nothing new must be configured. */
export function deriveFileLinkSecret(jwtSecret: string): string {
  return crypto.createHmac('sha256', jwtSecret).update('file-links').digest('base64url');
}

/**
 * Short-lived signed URLs for stored files: the signature is the authorisation, so links
 * work in <a href>, <img> and <iframe> without a bearer header. Whoever mints a link has
 * already checked that the caller may see the file.
 */
export class FileLinks {
  /**
   * @param publicUrl PUBLIC_URL (normalised, no trailing slash): set, links are absolute so a front end on
   *   another origin loads them from us; unset, they stay relative to the page that shows them.
   */
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly publicUrl = '',
  ) {}

  private sign(encodedPayload: string): string {
    return crypto.createHmac('sha256', this.secret).update(encodedPayload).digest('base64url');
  }

  url(key: string, opts: { fileName: string; contentType: string; ttlSeconds?: number }): string {
    const ttl = opts.ttlSeconds ?? DEFAULT_LINK_TTL_SECONDS;
    const payload: LinkPayload = {
      k: key,
      n: opts.fileName,
      t: opts.contentType,
      e: Math.floor(this.clock.now().getTime() / 1000) + ttl,
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const path = requestPath(FILE_ENDPOINTS.file, { params: { token: `${encoded}.${this.sign(encoded)}` } });
    return `${this.publicUrl}/api${path}`;
  }

  /** Throws 403 for a malformed or tampered token, 410 for an expired one. */
  verify(token: string): FileLinkTarget {
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length > 0) throw forbidden(INVALID_LINK);
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
      throw forbidden(INVALID_LINK);
    let payload: LinkPayload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LinkPayload;
    } catch {
      throw forbidden(INVALID_LINK);
    }
    if (
      typeof payload.k !== 'string' ||
      typeof payload.n !== 'string' ||
      typeof payload.t !== 'string' ||
      typeof payload.e !== 'number'
    ) {
      throw forbidden(INVALID_LINK);
    }
    if (Math.floor(this.clock.now().getTime() / 1000) > payload.e) throw new AppError(410, EXPIRED_LINK);
    return { key: payload.k, fileName: payload.n, contentType: payload.t };
  }
}
