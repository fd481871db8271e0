import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeFileName, inlineDisposition } from './file-names.ts';
import { describeStorageContract } from './storage.contract.ts';
import { LocalFileStorage, isStorageKey, newStorageKey } from './storage.ts';

describe('newStorageKey', () => {
  it('is random, carries the prefix and extension and nothing else', () => {
    const a = newStorageKey('documents', 'pdf');
    const b = newStorageKey('documents', '.PDF');
    expect(a).toMatch(/^documents\/[a-f0-9]{32}\.pdf$/);
    expect(b).toMatch(/^documents\/[a-f0-9]{32}\.pdf$/);
    expect(a).not.toBe(b);
  });

  it('refuses prefixes or extensions that could form a path', () => {
    expect(() => newStorageKey('../etc', 'pdf')).toThrow();
    expect(() => newStorageKey('documents', 'pdf/../x')).toThrow();
    expect(isStorageKey('documents/../../etc/passwd')).toBe(false);
  });
});

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-storage-'));
    storage = new LocalFileStorage(path.join(root, 'files'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  describeStorageContract('LocalFileStorage', () => storage);

  it('never touches a path outside its root for a forged key', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('leaves no temporary files behind', async () => {
    const key = newStorageKey('slips', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(fs.readdirSync(path.join(root, 'files', 'slips'))).toEqual([key.split('/')[1]]);
  });
});

describe('file names', () => {
  it('keeps only a display name: no directories, control characters or quotes', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\cv "final".pdf')).toBe('cv final.pdf');
    expect(sanitizeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('...')).toBe('file');
    expect(sanitizeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(120);
  });

  it('builds an inline Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(inlineDisposition('résumé.pdf')).toBe(
      `inline; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
  });
});
