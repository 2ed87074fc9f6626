import pg from 'pg';
import type { DatabaseHandle } from '../server/db/database.js';

/** What the seeds need of a connection: one statement with `$n` parameters. A `pg.Client` is one. */
export interface SqlClient {
  query<Row extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[]; rowCount?: number | null }>;
}

/**
 * The embedded database (PGlite), which another process cannot reach, seeded through the handle the
 * bench opened on its folder before the server takes it over.
 */
export function sqlClientOf(handle: DatabaseHandle): SqlClient {
  return {
    query: async <Row extends object>(text: string, values: unknown[] = []) => {
      const { rows } = await handle.executeSql(text, values);
      return { rows: rows as Row[] };
    },
  };
}

/** `work` on a connection of its own to `databaseUrl`, closed afterwards whatever happened. */
export async function withPgClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
