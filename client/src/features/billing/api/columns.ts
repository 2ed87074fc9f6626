import type { ReactNode } from 'react';

/** One column of a billing table: its header, the sort field the server knows it by, and its cell. */
export type Column<Row, Context = undefined> = {
  id: string;
  header: string;
  /** The `{field}` of the contract's `{field}_{dir}` sort; absent when the column does not sort. */
  sortField?: string;
  /** `index` is the row's place on the current page, from 0. */
  cell: (row: Row, context: Context, index: number) => ReactNode;
};
