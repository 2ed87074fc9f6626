import type { Transaction } from '../../db/database.js';

export interface Credentials {
  email: string;
  password: string;
  name: string;
}

export interface SeedContext {
  tx: Transaction;
  /** Dates of the demo data are counted back from here. */
  now: number;
  admin: Credentials;
  customer: Credentials;
}

/**
 * Fills one feature's tables with demo data. It finds its rows by a natural key (a title, an
 * e-mail) and adds only what is missing, so running the seed again changes nothing.
 */
export interface Seeder {
  name: string;
  /** Answers one line for the report, e.g. `12 jobs (12 added)`. */
  seed(context: SeedContext): Promise<string>;
}

/** `12 jobs (3 added)`, or `(already there)` when nothing was missing. */
export function countLine(total: number, added: number, noun: string): string {
  return `${total} ${noun} (${added === 0 ? 'already there' : `${added} added`})`;
}
