import { Zip, ZipPassThrough } from 'fflate';

/**
 * The ZIP of a bulk Form 130 run, built as the certificates come: each PDF is stored as it is (PDFs are
 * compressed already, so deflating them again costs time for nothing) and the archive's pieces are kept until
 * `finish`. fflate is the ZIP library the data export already uses (modules/privacy/data-export.ts).
 */
export class CertificateZip {
  private readonly chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private ended = false;
  private readonly zip = new Zip((error, chunk, final) => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
    if (final) this.ended = true;
  });

  add(fileName: string, body: Uint8Array): void {
    const file = new ZipPassThrough(fileName);
    this.zip.add(file);
    file.push(body, true);
  }

  /** The whole archive (fflate emits synchronously: once end() returns, every piece is in). */
  finish(): Buffer {
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.ended) throw new Error('The ZIP did not end.');
    return Buffer.concat(this.chunks);
  }
}
