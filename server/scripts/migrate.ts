/** npm run db:migrate: applies migrations/ to DATABASE_URL (as MIGRATION_DATABASE_URL's role when set, granting the app's role its privileges), or the embedded database, and exits. */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
console.log(`migrations applied to ${database.description}`);
await database.close();
