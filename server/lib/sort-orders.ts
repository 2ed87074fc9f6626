import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A list's `<name>_asc` and `<name>_desc` orderings, one pair for each of `columns`, each tie broken
 * by `then` (newest first, ending on the id, so pages never overlap).
 */
export function bothWaysThen<Name extends string>(then: SQL[], columns: Record<Name, AnyColumn | SQLWrapper>): Record<`${Name}_asc` | `${Name}_desc`, SQL[]> {
  const pairs = Object.entries<AnyColumn | SQLWrapper>(columns).flatMap(([name, column]) => [
    [`${name}_asc`, [asc(column), ...then]],
    [`${name}_desc`, [desc(column), ...then]],
  ]);
  return Object.fromEntries(pairs) as Record<`${Name}_asc` | `${Name}_desc`, SQL[]>;
}
