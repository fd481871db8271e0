import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A secret generated once and kept in DATA_DIR (mode 0600), so restarts keep sessions valid. */
export function loadOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function randomPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}
