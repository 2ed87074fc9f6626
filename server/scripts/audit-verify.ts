/**
 * npm run audit:verify: walks the audit log's hash chain (features/audit/audit-chain.ts) with the
 * server's settings, prints "intact, N rows" and the last row's hash (to note elsewhere: it anchors
 * the chain up to that row), or the first break, and exits 1 on a break.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { describeIntegrity, walkAuditChain } from '../features/audit/audit-chain.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  try {
    const { integrity, end } = await walkAuditChain(database.db);
    console.log(`${describeIntegrity(integrity)} (${database.description})`);
    if (integrity.intact && end) console.log(`last row: sequence ${end.sequence}, hash ${end.hash}`);
    if (!integrity.intact) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
