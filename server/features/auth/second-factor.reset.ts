import type { Database } from '../../db/database.js';
import * as authRepository from './auth.repository.js';
import * as repository from './second-factor.repository.js';

/**
 * The recovery path for an owner who lost every second factor and every recovery code
 * (`npm run admin:reset-second-factor`): the account's factors, passkeys and recovery codes go,
 * and every session ends with them, in one transaction. Ending the sessions matters as much as
 * the removal: a session from the lost device would otherwise set up its own factor next.
 * Answers what was removed, or undefined when no account has the e-mail.
 */
export async function resetSecondFactors(db: Database, email: string) {
  return db.transaction(async (tx) => {
    const user = await authRepository.findUserByEmail(tx, email);
    if (!user) return undefined;
    await repository.lockAccount(tx, user.id);
    const removed = await repository.deleteAllSecondFactors(tx, user.id);
    await repository.bumpSessionVersion(tx, user.id);
    return { email: user.email, isAdmin: user.isAdmin, ...removed };
  });
}
