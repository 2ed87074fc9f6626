import { count, inArray } from 'drizzle-orm';
import { buildFranchiseApplication } from '../../db/seed/builders.js';
import { franchiseApplications } from '../../features/franchise/franchise-applications.table.js';
import { countLine, type Seeder } from './seeder.js';

const day = 24 * 60 * 60 * 1000;

const applicants: [name: string, email: string][] = [
  ['Daniel Ocampo', 'daniel.ocampo@example.com'],
  ['Rowena Tan', 'rowena.tan@example.com'],
  ['Francis Lopez', 'francis.lopez@example.com'],
];

/** Franchise applications with a signed contract PDF, found by e-mail. */
export const franchiseSeeder: Seeder = {
  name: 'franchise applications',
  async seed({ tx, now }) {
    const existing = new Set(
      (await tx.select({ email: franchiseApplications.email }).from(franchiseApplications).where(inArray(franchiseApplications.email, applicants.map(([, email]) => email)))).map((row) => row.email),
    );
    let added = 0;
    for (const [i, [name, email]] of applicants.entries()) {
      if (existing.has(email)) continue;
      await buildFranchiseApplication(tx, { name, email, createdAt: new Date(now - (i * 6 + 1) * day) });
      added += 1;
    }
    const [total] = await tx.select({ total: count() }).from(franchiseApplications);
    return countLine(total?.total ?? 0, added, 'franchise applications');
  },
};
