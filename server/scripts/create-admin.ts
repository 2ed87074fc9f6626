/**
 * npm run admin:create -- --email E --name N --password P
 * Creates an admin account, or promotes an existing account with that e-mail (and, when a password
 * is given, sets it). Uses the same settings as the server (DATABASE_URL, else the embedded database).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createOrPromoteAdmin } from '../features/auth/auth.service.js';
import { registerBodySchema } from '../../contract/users.js';

const usage = 'usage: npm run admin:create -- --email admin@example.com --name "Ada Admin" --password "at-least-8-chars"';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email;
  if (!email) throw new Error(`--email is required\n${usage}`);
  const checked = registerBodySchema.partial({ password: true }).safeParse({
    email,
    name: values.name ?? 'Site Admin',
    password: values.password,
  });
  if (!checked.success) throw new Error(`${checked.error.issues.map((issue) => issue.message).join('\n')}\n${usage}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await createOrPromoteAdmin(database.db, checked.data);
    console.log(`${checked.data.email}: admin ${outcome} (${database.description})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
