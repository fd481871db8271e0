import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { databaseUrlOf, onPostgresServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated database each test file copies (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * A fresh database takes seconds to initialise and migrate, so it is done once here. On PGlite every test
 * file loads its own copy of a migrated data folder (about 0.35 s); on PostgreSQL (DATABASE_URL) every test
 * file creates its database from a migrated template, a file copy instead of some sixty migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The PGlite template is made on PostgreSQL runs too: tests of the embedded database (npm start on a data
  // folder, the data-folder lock) use it whatever DATABASE_URL says.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create();
  const handle = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  const baseUrl = process.env.DATABASE_URL || undefined;
  if (!baseUrl) {
    project.provide('postgresTemplate', '');
    return async () => removeDir();
  }
  const name = `hrms_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await onPostgresServer(baseUrl, `CREATE DATABASE ${name}`);
  const pgHandle = await openDatabase({ databaseUrl: databaseUrlOf(baseUrl, name), poolSize: 1 });
  await pgHandle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    removeDir();
    await onPostgresServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
