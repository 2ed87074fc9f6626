/** npm run db:migrate: applies migrations/ to DATABASE_URL (or the embedded database) and exits. */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`migrations applied to ${database.description}`);
await database.close();
