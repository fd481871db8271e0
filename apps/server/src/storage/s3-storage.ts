import { notFound } from '../lib/errors.ts';
import { sha256Hex, signRequest } from './sigv4.ts';
import { isStorageKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** e.g. https://s3.ap-south-1.amazonaws.com, or a Cloudflare R2 / Garage / SeaweedFS / Ceph RGW / other S3-compatible address. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (endpoint/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** Per request; a stuck object store must not hold an upload or a slip batch forever. */
  timeoutMs?: number;
}

const EMPTY_HASH = sha256Hex('');

/** A short, secret-free description of a failed S3 answer (the XML error's Code, when present). */
async function describeFailure(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(body)?.[1];
  return `S3 answered ${response.status}${code ? ` ${code}` : ''}`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, Garage, SeaweedFS, Ceph RGW, ...), for several server instances
 * that share no disk. Same contract as LocalFileStorage: keys come from newStorageKey only.
 */
export class S3FileStorage implements FileStorage {
  private readonly base: URL;

  constructor(private readonly options: S3StorageOptions) {
    const endpoint = new URL(options.endpoint);
    this.base = options.forcePathStyle
      ? new URL(`${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${options.bucket}/`)
      : new URL(
          `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/`,
        );
  }

  private callPath(key: string): URL {
    // Defence in depth: keys are generated, but a forged key must never address another object.
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return new URL(key, this.base);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.callPath(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_HASH,
        // Wall time on purpose, not the injectable business clock: S3 refuses signatures that are
        // more than 15 minutes off real time, and tests move the business clock.
        now: new Date(),
      },
      {
        accessKeyId: this.options.accessKeyId,
        secretAccessKey: this.options.secretAccessKey,
        region: this.options.region,
      },
    );
    // fetch sets Host itself from the URL (the same value that was signed).
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: sent,
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, data, contentType);
    if (!response.ok) throw new Error(`Could not store ${key}: ${await describeFailure(response)}`);
    await response.body?.cancel();
  }

  async read(key: string): Promise<Buffer> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw notFound('File not found.');
    }
    if (!response.ok) throw new Error(`Could not read ${key}: ${await describeFailure(response)}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatible servers say 404.
    if (!response.ok && response.status !== 404) {
      throw new Error(`Could not delete ${key}: ${await describeFailure(response)}`);
    }
    await response.body?.cancel();
  }

  /** A HEAD on a key nobody writes: 404 means the bucket answered; a refusal or a network error throws. */
  async reachable(): Promise<void> {
    await this.exists(`health/${'0'.repeat(32)}.txt`);
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    const response = await this.send('HEAD', key);
    await response.body?.cancel();
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`Could not check ${key}: S3 answered ${response.status}`);
    return true;
  }
}
