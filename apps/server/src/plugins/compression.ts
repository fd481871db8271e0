import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: the bytes saved would not pay for the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV) for clients that accept br or gzip. An attendance sheet or an
 * employee list is mostly repeated keys and dates, so it shrinks about tenfold: seconds on a phone's
 * slow network (bench/api-compression.ts). Brotli runs at quality 4 and gzip at level 6: at these
 * sizes close to the best ratio for a fraction of the CPU of brotli's default 11, which suits a 2-core
 * box. The web app's own files are compressed once at build time and served with their
 * Content-Encoding already set, which this leaves alone; so do PDFs, images and XLSX (compressed
 * formats, not compressible types). Request bodies are never inflated: an upload or a JSON body is
 * taken as sent, so a small compressed body cannot expand past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
