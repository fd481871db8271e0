import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * A minimal ustar writer and reader: backups hold only regular files with short, generated names
 * (`manifest.json`, `db/<table>.jsonl`, `files/<prefix>/<hex>.<ext>`), so the whole of tar is not needed,
 * and owning the reader lets restore refuse anything unexpected (links, devices, `..`) before it touches disk.
 */
const BLOCK = 512;
const MAX_NAME = 100;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(name: string, size: number, mtimeSeconds: number): Buffer {
  if (Buffer.byteLength(name) > MAX_NAME) throw new Error(`Archive entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK, 0);
  header.write(name, 0, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtimeSeconds), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // checksum is computed with its own field as spaces
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Appends one file entry, streaming `source`; `size` must be its exact length. */
export async function writeEntry(
  out: Writable,
  name: string,
  size: number,
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  mtimeSeconds = Date.now() / 1000,
): Promise<void> {
  await write(out, tarHeader(name, size, mtimeSeconds));
  let written = 0;
  for await (const chunk of source) {
    written += chunk.length;
    if (written > size) throw new Error(`${name} grew while it was archived`);
    await write(out, chunk);
  }
  if (written !== size) throw new Error(`${name} changed size while it was archived`);
  const padding = (BLOCK - (size % BLOCK)) % BLOCK;
  if (padding > 0) await write(out, Buffer.alloc(padding, 0));
}

export async function writeEnd(out: Writable): Promise<void> {
  await write(out, Buffer.alloc(BLOCK * 2, 0));
}

function parseOctal(field: Buffer): number {
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('Not a valid backup archive (bad tar header).');
  return Number.parseInt(text, 8);
}

function checkHeader(header: Buffer): { name: string; size: number; type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  if (sum !== parseOctal(header.subarray(148, 156)))
    throw new Error('Not a valid backup archive (tar header checksum).');
  const name = header.subarray(0, MAX_NAME).toString('utf8').replace(/\0.*$/s, '');
  const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: parseOctal(header.subarray(124, 136)),
    type: String.fromCharCode(header[156]!),
  };
}

/**
 * Reads a tar stream and writes each entry under `targetDir`, after `accept(name)` approved its name.
 * Only regular files are allowed; the name must stay inside the target folder.
 */
export async function extractTar(
  input: AsyncIterable<Buffer>,
  targetDir: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { fd: number; remaining: number; padding: number } | null = null;
  let ended = false;
  const root = path.resolve(targetDir);
  for await (const chunk of input) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (ended) break;
      if (current) {
        if (current.remaining > 0) {
          if (pending.length === 0) break;
          const take = Math.min(current.remaining, pending.length);
          fs.writeSync(current.fd, pending.subarray(0, take));
          current.remaining -= take;
          pending = pending.subarray(take);
          continue;
        }
        if (pending.length < current.padding) break;
        pending = pending.subarray(current.padding);
        fs.closeSync(current.fd);
        current = null;
      }
      if (pending.length < BLOCK) break;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const entry = checkHeader(header);
      if (entry.type !== '0' && entry.type !== '\0')
        throw new Error(`The archive holds something other than a file: ${entry.name}`);
      const target = path.resolve(root, entry.name);
      if (!accept(entry.name) || !target.startsWith(`${root}${path.sep}`))
        throw new Error(`The archive holds an unexpected entry: ${entry.name}`);
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const fd = fs.openSync(target, 'wx', 0o600);
      names.push(entry.name);
      current = { fd, remaining: entry.size, padding: (BLOCK - (entry.size % BLOCK)) % BLOCK };
    }
  }
  if (current) {
    fs.closeSync(current.fd);
    throw new Error('The archive is truncated.');
  }
  if (!ended) throw new Error('The archive is truncated (no end marker).');
  return names;
}
