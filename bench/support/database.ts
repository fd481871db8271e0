// Opens a bench database (migrating it, as the server would) for seeding before the instances start.
import { openDatabase } from '../../apps/server/src/db/client.ts';

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

export function openBenchDatabase(databaseUrl: string): Promise<BenchDatabase> {
  return openDatabase({ databaseUrl, pgliteDir: undefined, poolSize: 5 });
}

export async function closeDatabase(handle: BenchDatabase): Promise<void> {
  await handle.close();
}
