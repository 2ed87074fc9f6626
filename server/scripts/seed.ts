/**
 * npm run db:seed
 * Fills the configured database (DATABASE_URL, else the embedded one in DATA_DIR) with demo data:
 * jobs, applicants with PDF resumes, messages, inquiries, franchise applications, an admin and a
 * customer; then, with no Stripe keys set, the customer's subscriptions and payments through the
 * local Stripe emulator (its state in DATA_DIR, as the server keeps it), and their team: hired
 * talents placed in seats, an open seat and a replacement request; the first talent placed can log
 * in (talents.seed.ts). Running it again adds nothing. Refused when NODE_ENV=production.
 */
import { ConfigError, loadConfig, readNodeEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { findUserByEmail } from '../features/auth/auth.repository.js';
import { BillingSeedError, seedBilling } from './seed/billing.seed.js';
import { demoAccounts, runSeeders } from './seed/run-seeders.js';
import { seedStaffing } from './seed/staffing.seed.js';
import { seedTalentAccount } from './seed/talents.seed.js';
import { seedTimesheets } from './seed/timesheets.seed.js';

async function main() {
  if (readNodeEnv() === 'production') {
    console.error('Refusing to seed: NODE_ENV=production. Demo data is for development and test databases only.');
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, migrationDatabaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  try {
    const admin = config.initialAdmin ?? demoAccounts.admin;
    // An account made before the seed (the server's ADMIN_EMAIL, a sign-up) keeps its own password.
    const existedBefore = {
      admin: (await findUserByEmail(database.db, admin.email)) !== undefined,
      customer: (await findUserByEmail(database.db, demoAccounts.customer.email)) !== undefined,
    };
    // Every table but billing, in one transaction: all of it or, on a failure, none.
    const report = await runSeeders(database.db, { admin });
    let billingFailure: string | undefined;
    try {
      report.push(`billing: ${await seedBilling({ config, database, admin, customer: demoAccounts.customer })}`);
    } catch (error) {
      if (!(error instanceof BillingSeedError)) throw error;
      billingFailure = error.message;
      report.push('billing: not seeded (see below)');
    }
    if (!billingFailure) report.push(`staffing: ${await seedStaffing({ config, database, admin, customer: demoAccounts.customer })}`);
    // Weeks of hours need the placements the staffing seed made.
    if (!billingFailure) report.push(`timesheets: ${await seedTimesheets(database.db, { customer: demoAccounts.customer })}`);
    // The staffing seed's placements made the talents' accounts: one gets a password to log in with.
    const talent = billingFailure ? undefined : await seedTalentAccount(database.db, { customer: demoAccounts.customer });
    if (talent) report.push(`talent: ${talent.line}`);
    console.log(`Demo data in ${database.description}:`);
    for (const line of report) console.log(`  ${line}`);
    const password = (account: { password: string }, existed: boolean) => (existed ? '(its own password, unchanged)' : account.password);
    console.log('\nLog in on the site with:');
    console.log(`  admin     ${admin.email} / ${password(admin, existedBefore.admin)}`);
    console.log(`  customer  ${demoAccounts.customer.email} / ${password(demoAccounts.customer, existedBefore.customer)}`);
    if (talent?.login) console.log(`  talent    ${talent.login.email} / ${talent.login.password ?? '(its own password, unchanged)'}`);
    if (billingFailure) {
      console.error(`\nThe billing demo data could not be seeded: ${billingFailure}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A clear line, not a stack trace (SEED_DEBUG=1 adds it); the database part is one transaction.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `Seeding failed: ${message}`);
  if (process.env.SEED_DEBUG) console.error(error);
  process.exit(1);
});
