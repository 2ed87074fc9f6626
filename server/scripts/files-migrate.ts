/**
 * npm run files:migrate
 * Moves the documents still kept in Postgres (stored_files.data, from before the file storage)
 * into the file storage the server's settings name (S3_BUCKET, else $DATA_DIR/files): one file at
 * a time, each checked against its row's SHA-256 before it is put, read back and checked again
 * before the row's bytes are cleared. Stopped at any point, it goes on from there when run again;
 * with nothing left it does nothing. The server's start-up runs the same move in the background.
 * Exits 1 when a row's bytes do not match its checksum (left as they are, for an operator).
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { countFilesToMove, moveFilesToStorage } from '../features/files/move-files.js';
import { openFileStorage } from '../features/files/open-file-storage.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  const storage = openFileStorage(config.fileStorage);
  try {
    const waiting = await countFilesToMove(database.db);
    console.log(`${waiting} file(s) in the database to move into ${storage.description} (${database.description})`);
    const progress = { info: (details: object) => console.log(`  ${JSON.stringify(details)}`), warn: (details: object, message: string) => console.warn(`  ${message}: ${JSON.stringify(details)}`) };
    const report = await database.whileLocked('files.move-to-storage', () => moveFilesToStorage(database.db, storage, progress));
    console.log(`moved ${report.moved}${report.movedElsewhere ? `, ${report.movedElsewhere} moved meanwhile by a server` : ''}`);
    if (report.refused.length > 0) {
      console.error(`${report.refused.length} file(s) left in the database, their bytes not matching their checksum: ${report.refused.map((row) => `${row.id} (${row.reason})`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
