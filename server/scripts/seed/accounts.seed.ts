import * as users from '../../features/auth/auth.repository.js';
import { hashPassword } from '../../features/auth/passwords.js';
import type { Credentials, Seeder, SeedContext } from './seeder.js';

/** Creates the account when no account has its e-mail; an existing one (and its password) is left alone. */
async function ensureAccount({ tx }: SeedContext, account: Credentials, isAdmin: boolean): Promise<boolean> {
  if (await users.findUserByEmail(tx, account.email)) return false;
  await users.insertUser(tx, { name: account.name, email: account.email, passwordHash: await hashPassword(account.password), isAdmin, emailVerifiedAt: new Date() });
  return true;
}

export const accountsSeeder: Seeder = {
  name: 'accounts',
  async seed(context) {
    const adminAdded = await ensureAccount(context, context.admin, true);
    const customerAdded = await ensureAccount(context, context.customer, false);
    const state = (added: boolean) => (added ? 'added' : 'already there, password unchanged');
    return `admin ${context.admin.email} (${state(adminAdded)}), customer ${context.customer.email} (${state(customerAdded)})`;
  },
};
