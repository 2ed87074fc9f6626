import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/** A query prepared with an `ids` placeholder, as drizzle's `.prepare(name)` answers it. */
interface PreparedByIds<Row> {
  execute(values: { ids: string[] }): Promise<Row[]>;
}

/**
 * Rows by their ids (a page of an admin list, a batch of an export) through one named statement
 * for any number of ids: `build` writes the query with `idIn(column)` as its condition, and it is
 * prepared as `name` once per database handle. Each connection then parses and plans it once; the
 * same query written with `in ($1, …, $20)` was parsed and planned on every request, which cost more
 * than running it (decision 0241).
 */
export function rowsByIds<Row>(name: string, build: (db: Executor, idIn: (column: PgColumn) => SQL) => { prepare(name: string): PreparedByIds<Row> }) {
  const prepared = new WeakMap<Executor, PreparedByIds<Row>>();
  const idIn = (column: PgColumn) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;
  return (db: Executor, ids: readonly string[]): Promise<Row[]> => {
    if (ids.length === 0) return Promise.resolve([]);
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db, idIn).prepare(name)));
    return query.execute({ ids: [...ids] });
  };
}
