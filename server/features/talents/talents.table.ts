import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';

/**
 * Which account a placed talent signs in with. A talent is a hired applicant (the row placements
 * point at); the account is made, or an existing one linked, only when the invitation link mailed
 * to the applicant's address is opened (and, for an existing account, its owner signs in and
 * confirms). One account may stand for several applications of the same person.
 */
export const talentAccounts = pgTable(
  'talent_accounts',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applicants.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talent_accounts_user_idx').on(table.userId)],
);

export type TalentAccountRow = typeof talentAccounts.$inferSelect;
