/** Every sort the admin lists accept reads '{column}_{direction}', e.g. 'postingDate_desc'. */
export type SortDirection = 'asc' | 'desc';
export type SortOf<C extends string> = `${C}_${SortDirection}`;
/** The column names of a list's sort values: 'title' | 'postingDate' for JobSort. */
export type SortColumnOf<S extends string> = S extends `${infer C}_${SortDirection}` ? C : never;

/** The direction `sort` orders `column` in, or null when it orders another column. */
export function directionOf(sort: string, column: string): SortDirection | null {
  if (sort === `${column}_asc`) return 'asc';
  if (sort === `${column}_desc`) return 'desc';
  return null;
}

/** A click on `column`'s header: the sorted column flips its direction, another starts at `firstDirection`. */
export function nextSort<C extends string>(current: string, column: C, firstDirection: SortDirection): SortOf<C> {
  const direction = directionOf(current, column);
  const next = direction === null ? firstDirection : direction === 'asc' ? 'desc' : 'asc';
  return `${column}_${next}`;
}
