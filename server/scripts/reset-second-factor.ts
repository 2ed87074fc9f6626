/**
 * npm run admin:reset-second-factor -- --email E
 * For an owner who lost their authenticator app, passkeys and recovery codes: removes the account's
 * second factors and recovery codes and signs out every session, in one transaction, so the lost
 * device's session cannot set up its own factor. The owner then signs in with the password and sets
 * two-step sign-in up again. Uses the same settings as the server (DATABASE_URL, else the embedded database).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { resetSecondFactors } from '../features/auth/second-factor.reset.js';

const usage = 'usage: npm run admin:reset-second-factor -- --email owner@example.com';
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = z.string().trim().email().safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email with an account's e-mail is required\n${usage}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  try {
    const reset = await resetSecondFactors(database.db, email.data);
    if (!reset) throw new Error(`No account has the e-mail ${email.data} (${database.description}).`);
    const removed = [
      reset.authenticatorApp ? 'the authenticator app' : 'no authenticator app',
      plural(reset.passkeys, 'passkey'),
      plural(reset.unusedRecoveryCodes, 'unused recovery code'),
    ];
    console.log(`${reset.email}: removed ${removed.join(', ')}; every session is signed out (${database.description}).`);
    console.log(
      reset.isAdmin
        ? 'They sign in with the password alone; the admin pages stay closed until they set up two-step sign-in again under Account security.'
        : 'They sign in with the password alone, and can set up two-step sign-in again under Account security.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
