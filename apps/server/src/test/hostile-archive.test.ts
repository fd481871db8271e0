import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from '../backup/manifest.ts';
import { restoreBackup } from '../backup/restore.ts';
import { tarHeader } from '../backup/tar.ts';
import { newPlace, type Place } from './org-place.ts';

/**
 * Hostile input, backup class: crafted archives whose manifest names paths outside the data folder
 * (`../`, absolute, Windows backslashes and drives, NUL), a tar link entry, and a target whose `files`
 * folder is a symlink out of DATA_DIR. Restore must refuse each before writing anything: no file appears
 * outside, and the data folder gets no database.
 */
interface Entry {
  name: string;
  data: Buffer;
  type?: string;
}

function tarOf(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const header = tarHeader(entry.name, entry.data.length, 0);
    if (entry.type) {
      // Rewrite the type flag and its checksum: the writer only makes regular files.
      header.write(entry.type, 156, 'ascii');
      header.write('        ', 148, 'ascii');
      let sum = 0;
      for (const byte of header) sum += byte;
      header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    }
    blocks.push(header, entry.data, Buffer.alloc((512 - (entry.data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const PAYLOAD = Buffer.from('%PDF-1.4 planted\n');
const LEGIT = 'files/documents/0123456789abcdef0123456789abcdef.pdf';

function manifestWith(files: { path: string }[], tables: { file: string }[] = []): Buffer {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: '0.1.0',
    createdAt: '2026-11-20T00:00:00.000Z',
    engine: 'pglite',
    migrations: [],
    migrationHash: '',
    tables: tables.map((t) => ({
      name: 'users',
      file: t.file,
      rows: 0,
      bytes: 0,
      sha256: sha(Buffer.alloc(0)),
    })),
    sequences: [],
    files: files.map((f) => ({ path: f.path, bytes: PAYLOAD.length, sha256: sha(PAYLOAD) })),
  };
  return Buffer.from(JSON.stringify(manifest));
}

const places: Place[] = [];
const scratch: string[] = [];
afterEach(async () => {
  for (const place of places.splice(0)) await place.dispose();
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty target beside an `outside` folder an attack would write into. */
async function target() {
  const place = await newPlace();
  places.push(place);
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-outside-'));
  scratch.push(outside);
  return { place, outside };
}

async function restoreOf(place: Place, archive: Buffer) {
  const file = path.join(os.tmpdir(), `hrms-hostile-${crypto.randomBytes(6).toString('hex')}.tar.gz`);
  fs.writeFileSync(file, archive);
  scratch.push(file);
  return restoreBackup({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, archive: file });
}

function expectNothingWritten(place: Place, outside: string) {
  expect(fs.readdirSync(outside)).toEqual([]);
  expect(fs.existsSync(path.join(place.dataDir, 'pglite'))).toBe(false);
  expect(fs.existsSync(path.join(place.dataDir, 'jwt-secret'))).toBe(false);
}

describe('restore of a hostile archive', () => {
  it.each([
    ['a ../ climb', (outside: string) => `files/../../../../../../..${outside}/planted.pdf`],
    ['a secrets/ climb', (outside: string) => `secrets/../../../../../../..${outside}/planted`],
    ['an absolute path', (outside: string) => `${outside}/planted.pdf`],
    ['Windows backslashes', () => 'files\\..\\..\\planted.pdf'],
    ['a Windows drive', () => 'C:/planted.pdf'],
    ['a NUL character', () => `${LEGIT}\0../../planted`],
    ['an unknown secret name', () => 'secrets/authorized-keys'],
  ])('refuses a manifest file path with %s', async (_label, pathOf) => {
    const { place, outside } = await target();
    const archive = tarOf([
      { name: 'manifest.json', data: manifestWith([{ path: pathOf(outside) }]) },
      { name: LEGIT, data: PAYLOAD },
    ]);
    await expect(restoreOf(place, archive)).rejects.toThrow(/unsafe path/);
    expectNothingWritten(place, outside);
  });

  it('refuses a manifest table file outside db/', async () => {
    const { place, outside } = await target();
    const archive = tarOf([
      { name: 'manifest.json', data: manifestWith([], [{ file: 'db/../../../../../etc/passwd' }]) },
    ]);
    await expect(restoreOf(place, archive)).rejects.toThrow(/unsafe path/);
    expectNothingWritten(place, outside);
  });

  it('refuses a symlink entry in the tar', async () => {
    const { place, outside } = await target();
    const archive = tarOf([
      { name: 'manifest.json', data: manifestWith([]) },
      { name: LEGIT, data: Buffer.alloc(0), type: '2' },
    ]);
    await expect(restoreOf(place, archive)).rejects.toThrow(/something other than a file/);
    expectNothingWritten(place, outside);
  });

  it('refuses a target whose files folder is a symlink out of DATA_DIR', async () => {
    const { place, outside } = await target();
    fs.symlinkSync(outside, path.join(place.dataDir, 'files'));
    const archive = tarOf([
      { name: 'manifest.json', data: manifestWith([{ path: LEGIT }]) },
      { name: LEGIT, data: PAYLOAD },
    ]);
    await expect(restoreOf(place, archive)).rejects.toThrow(/link out of DATA_DIR/);
    expectNothingWritten(place, outside);
  });
});
