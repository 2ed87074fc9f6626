import { hash } from 'node:crypto';
import type { AuditChainBreak, AuditIntegrity } from '../../../contract/audit-log.js';
import type { Database } from '../../db/database.js';
import { readChainPage, type ChainRow } from './audit-log.repository.js';

/** The `previous_hash` of the first row: there is no row before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** Rows read at a time: a few hundred kilobytes each, whatever the size of the log. */
const PAGE_SIZE = 5_000;

/** One column as `N` (null) or `S<bytes>:<text>`: no value can be made to read as two. */
function field(value: string | null): string {
  return value === null ? 'N' : `S${Buffer.byteLength(value, 'utf8')}:${value}`;
}

/**
 * The row's hash, computed here from its columns, not by the database's own function
 * (`audit_log_hash`, migration 0015), so a replaced function cannot make a changed row look right.
 * The two must encode the same bytes; audit-chain.test.ts holds them to it.
 */
export function hashOfRow(row: ChainRow): string {
  const encoding = [
    'audit_log/v1',
    field(String(row.sequence)),
    field(row.id),
    field(row.occurredAt),
    field(row.actorId),
    field(row.actorEmail),
    field(row.action),
    field(row.targetType),
    field(row.targetId),
    field(row.detail),
    field(row.ip),
    field(row.userAgent),
    field(row.previousHash),
  ].join('');
  // The one-shot hash: about twice as fast as createHash(…).update(…).digest() over 100,000 short rows.
  return hash('sha256', encoding, 'hex');
}

/** The chain's last link as read: an operator who notes its hash elsewhere can later tell a rewritten chain from the one they saw. */
export interface ChainEnd {
  sequence: number;
  hash: string;
}

/**
 * Follows the chain from sequence 1 and names its first break:
 * - `missing`: a sequence number has no row (a row was deleted);
 * - `inserted`: a row's `previous_hash` is not the hash of the row before it (a row was put in,
 *   or the one before was rewritten with a hash to match);
 * - `changed`: a row's content no longer gives its hash.
 * Rows are read in pages inside one read-only snapshot, so rows appended meanwhile neither count
 * nor break anything.
 */
export async function verifyAuditChain(db: Database, options: WalkOptions = {}): Promise<AuditIntegrity> {
  return (await walkAuditChain(db, options)).integrity;
}

export interface WalkOptions {
  /** Rows read at a time (tests make it small, to cross pages). */
  pageSize?: number;
}

/** verifyAuditChain, and the last link of the chain it walked (null for an empty log). */
export async function walkAuditChain(db: Database, { pageSize = PAGE_SIZE }: WalkOptions = {}): Promise<{ integrity: AuditIntegrity; end: ChainEnd | null }> {
  const checkedAt = new Date().toISOString();
  return db.transaction(
    async (tx) => {
      let rowCount = 0;
      let firstBreak: AuditChainBreak | null = null;
      let expectedSequence = 1;
      let previousHash = GENESIS_HASH;
      let end: ChainEnd | null = null;
      for (let after = 0; ; ) {
        const page = await readChainPage(tx, after, pageSize);
        for (const row of page) {
          rowCount += 1;
          end = { sequence: row.sequence, hash: row.hash };
          if (firstBreak) continue;
          firstBreak = breakAt(row, expectedSequence, previousHash);
          expectedSequence = row.sequence + 1;
          previousHash = row.hash;
        }
        if (page.length < pageSize) break;
        after = page.at(-1)!.sequence;
      }
      return { integrity: { rowCount, intact: firstBreak === null, checkedAt, firstBreak }, end };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function breakAt(row: ChainRow, expectedSequence: number, previousHash: string): AuditChainBreak | null {
  const at = { entryId: row.id, occurredAt: row.occurredAt };
  if (row.sequence > expectedSequence) return { kind: 'missing', sequence: expectedSequence, entryId: null, occurredAt: null };
  if (row.sequence < expectedSequence || row.previousHash !== previousHash) return { kind: 'inserted', sequence: row.sequence, ...at };
  if (hashOfRow(row) !== row.hash) return { kind: 'changed', sequence: row.sequence, ...at };
  return null;
}

/** One line for a person: `intact, 1204 rows`, or where the chain first breaks. */
export function describeIntegrity({ rowCount, firstBreak }: AuditIntegrity): string {
  const rows = `${rowCount} ${rowCount === 1 ? 'row' : 'rows'}`;
  if (!firstBreak) return `intact, ${rows}`;
  const where = firstBreak.entryId ? `entry ${firstBreak.entryId} of ${firstBreak.occurredAt}` : 'no row has this number';
  const what = { missing: 'a row is missing', changed: 'a row was changed', inserted: 'a row was inserted (it does not follow the row before)' }[
    firstBreak.kind
  ];
  return `broken at sequence ${firstBreak.sequence}: ${what}; ${where} (${rows})`;
}


/**
 * Whether the row at a noted sequence still has the noted hash. An owner can rewrite the whole
 * chain so that it checks out again; it cannot make an old row keep a hash noted outside the
 * database once anything in or before that row changed.
 */
export async function checkAnchor(db: Database, anchor: ChainEnd): Promise<{ holds: boolean; found: string | null }> {
  const [row] = await readChainPage(db, anchor.sequence - 1, 1);
  const found = row?.sequence === anchor.sequence ? row.hash : null;
  return { holds: found === anchor.hash, found };
}

/** `1234:9f86d0…` (as audit:verify prints it) as a sequence and a hash, or undefined when it is not one. */
export function parseAnchor(text: string): ChainEnd | undefined {
  const match = /^(\d{1,15}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { sequence: Number(match[1]), hash: match[2]! } : undefined;
}
