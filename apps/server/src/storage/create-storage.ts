import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { S3FileStorage } from './s3-storage.ts';
import { LocalFileStorage, type FileStorage } from './storage.ts';

/** The configured file store: DATA_DIR/files by default, an S3-compatible bucket when configured. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>): FileStorage {
  if (config.storage.driver === 's3') return new S3FileStorage(config.storage);
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}
