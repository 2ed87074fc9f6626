/**
 * npm run audit:verify [-- --anchor SEQUENCE:HASH]
 * Walks the audit log's hash chain (features/audit/audit-chain.ts) with the server's settings,
 * prints "intact, N rows" and the last row's `sequence:hash` (to note somewhere the database's
 * owner cannot write), or the first break, and exits 1 on a break. With --anchor, a hash noted
 * before must still be at its sequence: a chain rewritten whole by the owner checks out, but not this.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { checkAnchor, describeIntegrity, parseAnchor, walkAuditChain } from '../features/audit/audit-chain.js';

async function main() {
  const { values } = parseArgs({ options: { anchor: { type: 'string' } } });
  const anchor = values.anchor === undefined ? undefined : parseAnchor(values.anchor);
  if (values.anchor !== undefined && !anchor) throw new Error('--anchor must be SEQUENCE:HASH as audit:verify printed it, e.g. 1234:9f86d081…(64 hex digits)');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  try {
    const { integrity, end } = await walkAuditChain(database.db);
    console.log(`${describeIntegrity(integrity)} (${database.description})`);
    if (integrity.intact && end) console.log(`last row: ${end.sequence}:${end.hash}`);
    if (!integrity.intact) process.exitCode = 1;
    if (anchor) {
      const { holds, found } = await checkAnchor(database.db, anchor);
      console.log(
        holds
          ? `anchor ${anchor.sequence} holds`
          : `anchor ${anchor.sequence} does not hold: ${found ? `the row now has hash ${found}` : 'no row has this number'} (the chain was rewritten)`,
      );
      if (!holds) process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
