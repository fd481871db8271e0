import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { newStorageKey, type FileStorage } from './storage.ts';

/**
 * What every FileStorage driver must do, run against each driver by its own test file
 * (storage.test.ts for the local folder, s3-storage.test.ts against a real S3-compatible server).
 */
export function describeStorageContract(name: string, storage: () => FileStorage): void {
  describe(`${name}: storage contract`, () => {
    it('puts, reads, reports and deletes a file', async () => {
      const key = newStorageKey('documents', 'png');
      await storage().put(key, Buffer.from('hello'), 'image/png');
      expect(await storage().exists(key)).toBe(true);
      expect((await storage().read(key)).toString()).toBe('hello');
      await storage().delete(key);
      expect(await storage().exists(key)).toBe(false);
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('keeps binary content byte for byte and replaces a file written twice', async () => {
      const key = newStorageKey('slips', 'pdf');
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
      await storage().put(key, Buffer.from('first'), 'application/pdf');
      await storage().put(key, bytes, 'application/pdf');
      expect((await storage().read(key)).equals(bytes)).toBe(true);
    });

    it('throws a 404 AppError when reading a missing file', async () => {
      const error = await storage()
        .read(newStorageKey('documents', 'pdf'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(404);
    });

    it('refuses a forged key before it reaches the store', async () => {
      await expect(storage().read('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
      await expect(storage().put('x/../../evil.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage().delete('documents/../../x.pdf')).rejects.toThrow(/Invalid storage key/);
      expect(await storage().exists('../secret')).toBe(false);
    });
  });
}
