// Prints the path of a migrated PGlite data folder that every e2e server copies (start-server.ts) instead of
// running the migrations itself: opening and migrating a new folder took 7-8 s a server, and the suite starts a
// dozen. Kept in the system's temp folder under a name made from the migrations and the PGlite version, so a run
// reuses the last one's until either changes. Made in a folder of its own and renamed into place when complete,
// so two runs at once never see half a template.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const pglitePackage = path.join(root, 'node_modules/@electric-sql/pglite/package.json');

const hash = crypto.createHash('sha256');
hash.update(fs.readFileSync(pglitePackage));
for (const file of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
  const full = path.join(migrations, file);
  if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
}
const template = path.join(os.tmpdir(), `hrms-e2e-template-${hash.digest('hex').slice(0, 16)}`);

if (!fs.existsSync(path.join(template, 'ready'))) {
  const { openDatabase } = await import('../../apps/server/src/db/client.ts');
  const making = fs.mkdtempSync(`${template}-making-`);
  const handle = await openDatabase({ pgliteDir: path.join(making, 'pglite') });
  await handle.close();
  fs.writeFileSync(path.join(making, 'ready'), '');
  try {
    fs.renameSync(making, template);
  } catch {
    // Another run put its template there first: the same migrations, so use that one.
    fs.rmSync(making, { recursive: true, force: true });
  }
}
process.stdout.write(template);
