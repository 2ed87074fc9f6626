import type { Database } from '../../db/database.js';
import { accountsSeeder } from './accounts.seed.js';
import { applicantsSeeder } from './applicants.seed.js';
import { franchiseSeeder } from './franchise.seed.js';
import { inquiriesSeeder } from './inquiries.seed.js';
import { jobsSeeder } from './jobs.seed.js';
import { messagesSeeder } from './messages.seed.js';
import type { Credentials, Seeder } from './seeder.js';

/**
 * In order: applicants need the jobs. A new feature adds its seeder here. Billing is not among
 * them: it goes through Stripe and the app's webhooks, so `seedBilling` runs after this commits.
 */
export const seeders: Seeder[] = [accountsSeeder, jobsSeeder, applicantsSeeder, messagesSeeder, inquiriesSeeder, franchiseSeeder];

export const demoAccounts = {
  admin: { email: 'admin@example.com', password: 'demo-admin-password', name: 'Demo Admin' },
  customer: { email: 'customer@example.com', password: 'demo-customer-password', name: 'Casey Customer' },
} satisfies Record<string, Credentials>;

/** Runs every seeder in one transaction: a failure leaves the database as it was. */
export async function runSeeders(
  db: Database,
  options: { admin?: Credentials; now?: number } = {},
  list: Seeder[] = seeders,
): Promise<string[]> {
  const now = options.now ?? Date.now();
  const admin = options.admin ?? demoAccounts.admin;
  return db.transaction(async (tx) => {
    const report: string[] = [];
    for (const seeder of list) report.push(`${seeder.name}: ${await seeder.seed({ tx, now, admin, customer: demoAccounts.customer })}`);
    return report;
  });
}
