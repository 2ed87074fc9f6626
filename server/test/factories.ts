import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../contract/users.js';
import type { Database } from '../db/database.js';
import { createOrPromoteAdmin } from '../features/auth/auth.service.js';
import { outbox } from '../features/mail/outbox.table.js';

/** Creates an admin, or promotes an existing account (as `npm run admin:create` does). */
export { createOrPromoteAdmin };
/** Changes a job as the admin API does (its `updatedAt` moves). */
export { updateJob } from '../features/jobs/jobs.repository.js';

export {
  applicationFields,
  buildApplicant,
  buildContactMessage,
  buildFranchiseApplication,
  buildInquiry,
  buildJob,
} from '../db/seed/builders.js';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** Signs up a customer through the API and answers what the client would store. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<SessionUser & { password: string }> {
  const body = { name: 'Casey Customer', email: uniqueEmail('customer'), password: 'correct-horse-1', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...response.json<SessionUser>(), password: body.password };
}

/** Creates an admin directly (as `npm run admin:create` does) and logs it in through the API. */
export async function createAdminSession(app: FastifyInstance, db: Database): Promise<SessionUser> {
  const credentials = { email: uniqueEmail('admin'), name: 'Avery Admin', password: 'admin-password-1' };
  await createOrPromoteAdmin(db, credentials);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email: credentials.email, password: credentials.password },
  });
  return response.json<SessionUser>();
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/**
 * The newest mail kept for an address (whose subject contains `subjectIncludes`, when given),
 * waiting briefly because mail is sent after the answer.
 */
export async function latestMailTo(db: Database, to: string, timeoutMs = 2000, subjectIncludes?: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(20);
    const mail = subjectIncludes ? mails.find((m) => m.subject.includes(subjectIncludes)) : mails[0];
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function resetTokenFromMail(text: string): string {
  const match = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return match[1];
}
