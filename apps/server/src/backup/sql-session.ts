import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrivateNodeFS } from '../db/private-nodefs.ts';

/**
 * One database connection for backup and restore, on either engine. Everything the tools read is cast
 * to text in SQL, so no driver type parsing can change a value on its way through the archive.
 */
export interface SqlSession {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The underlying client, for drizzle's migrator. */
  client: PGlite | pg.Client;
  close(): Promise<void>;
}

export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openSession(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  create?: boolean;
}): Promise<SqlSession> {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    return {
      kind: 'postgres',
      client,
      async query<T>(text: string, params?: unknown[]) {
        return (await client.query(text, params)).rows as T[];
      },
      close: () => client.end(),
    };
  }
  const dir = pgliteDirOf(options.dataDir);
  if (!options.create && !fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${options.dataDir} (looked for ${dir}).`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Restore writes the whole database here: its user's only, as the server's (db/private-nodefs.ts).
  const client = await PGlite.create({ fs: new PrivateNodeFS(dir) });
  return {
    kind: 'pglite',
    client,
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    close: () => client.close(),
  };
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
