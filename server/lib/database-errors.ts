/**
 * What Postgres (through `pg`) and PGlite tell us about a failed statement. Both carry `detail`,
 * `where` and sometimes the message with the offending values, and drizzle wraps them in a
 * DrizzleQueryError whose message and `params` hold every bound value (password hashes, names,
 * e-mails). Only the fields below name no value.
 */
export interface DatabaseErrorSummary {
  /** SQLSTATE, e.g. 22021 (invalid byte sequence), 23505 (unique violation). */
  code: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
}

const sqlState = /^[0-9A-Z]{5}$/;

function isDatabaseError(value: unknown): value is Record<string, unknown> & { code: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    sqlState.test((value as { code: string }).code) &&
    'severity' in value
  );
}

/** A query wrapper that holds the statement's values (drizzle's DrizzleQueryError). */
function holdsQueryValues(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('params' in value || 'detail' in value);
}

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The database's own error anywhere in the cause chain, reduced to fields that carry no values. */
export function findDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  const found = causesOf(error).find(isDatabaseError);
  if (!found) return undefined;
  const summary: DatabaseErrorSummary = { code: found.code };
  for (const key of ['severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const) {
    const value = found[key];
    if (typeof value === 'string' && value !== '') summary[key] = value;
  }
  return summary;
}

/**
 * SQLSTATEs that mean the input itself cannot be stored, whatever the code around it did: class 22
 * (data exception: NUL or a bad byte sequence 22021, untranslatable character 22P05, a value too
 * long 22001, out of range 22003, bad text for a type 22P02…) and 54000 (a value too big to index).
 * They answer 400; anything else from the database is our fault and answers 500.
 */
export function isBadInputCode(code: string): boolean {
  return code.startsWith('22') || code === '54000';
}

/**
 * An error as it may be logged: a database failure as its summary (never the message, detail or
 * query values); anything else with its message and stack, unless something in its chain holds
 * query values, in which case only its type and the database summary are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const database = findDatabaseError(error);
  const type = (error as { name?: string } | null)?.name ?? typeof error;
  if (database || causesOf(error).some(holdsQueryValues)) return { type, database };
  if (error instanceof Error) return { type, message: error.message, stack: error.stack };
  return { type };
}
