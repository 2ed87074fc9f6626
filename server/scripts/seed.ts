/**
 * npm run db:seed
 * Fills the configured database (DATABASE_URL, else the embedded one in DATA_DIR) with demo data:
 * jobs, applicants with PDF resumes, messages, inquiries, franchise applications, an admin and a
 * customer; then, with no Stripe keys set, the customer's subscriptions and payments through the
 * local Stripe emulator (its state in DATA_DIR, as the server keeps it). Running it again adds
 * nothing. Refused when NODE_ENV=production.
 */
import { ConfigError, loadConfig, readNodeEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedBilling } from './seed/billing.seed.js';
import { demoAccounts, runSeeders } from './seed/run-seeders.js';

async function main() {
  if (readNodeEnv() === 'production') {
    console.error('Refusing to seed: NODE_ENV=production. Demo data is for development and test databases only.');
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const admin = config.initialAdmin ?? demoAccounts.admin;
    const report = await runSeeders(database.db, { admin });
    report.push(`billing: ${await seedBilling({ config, database, admin, customer: demoAccounts.customer })}`);
    console.log(`Demo data in ${database.description}:`);
    for (const line of report) console.log(`  ${line}`);
    console.log('\nLog in on the site with:');
    console.log(`  admin     ${admin.email} / ${admin.password}`);
    console.log(`  customer  ${demoAccounts.customer.email} / ${demoAccounts.customer.password}`);
    console.log('(an account that already existed keeps its own password)');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
