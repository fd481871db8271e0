import pg from 'pg';

/** Runs one statement (CREATE or DROP DATABASE) on the server's maintenance connection: `baseUrl`'s database. */
export async function onPostgresServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `baseUrl` with its database replaced by `name`. */
export function databaseUrlOf(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
