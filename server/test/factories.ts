import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../contract/users.js';
import type { Database } from '../db/database.js';
import { createOrPromoteAdmin } from '../features/auth/auth.service.js';
import { hashPassword } from '../features/auth/auth.public.js';
import { users } from '../features/auth/users.table.js';
import { mailDeliveries } from '../features/mail/mail-deliveries.table.js';
import { outbox } from '../features/mail/outbox.table.js';
import { testDatabaseOf } from './test-app.js';

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

/** The token in the newest mail of `template` queued for `email` (the mail's props, as the worker renders them); `what` names the mail when there is none. */
export async function mailedTokenFor(db: Database, email: string, template: string, what: string): Promise<string> {
  const [mail] = await db
    .select({ props: mailDeliveries.props })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.to, email), eq(mailDeliveries.template, template)))
    .orderBy(desc(mailDeliveries.createdAt))
    .limit(1);
  const token = mail?.props?.token;
  if (typeof token !== 'string') throw new Error(`no ${what} queued for ${email}`);
  return token;
}

/** The token of the newest verification link queued for `email`. */
export const verificationTokenFor = (db: Database, email: string) => mailedTokenFor(db, email, 'auth.verify-email', 'verification mail');

/**
 * Signs up a customer through the API and answers what the client would store. Like a real
 * customer, they then open the verification link mailed to them (through the API), unless
 * `verify: false` keeps the account unverified.
 */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; verify: boolean }> = {},
): Promise<SessionUser & { password: string }> {
  const { verify = true, ...fields } = overrides;
  const body = { name: 'Casey Customer', email: uniqueEmail('customer'), password: 'correct-horse-1', ...fields };
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const session = { ...response.json<SessionUser>(), password: body.password };
  if (!verify) return session;
  const db = testDatabaseOf(app);
  if (!db) throw new Error('registerCustomer verifies through the database of an app made by createTestContext (or rememberTestDatabase)');
  const token = await verificationTokenFor(db, body.email);
  const verified = await app.inject({ method: 'POST', url: '/api/v1/users/verify-email', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { ...session, emailVerified: true };
}

/**
 * An account made straight in the database, verified, with no mail sent: for a test about another
 * mail (a reset, a delivery) that must not meet the sign-up's verification link.
 */
export async function buildAccount(db: Database, overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const values = { name: 'Casey Customer', email: uniqueEmail('customer'), password: 'correct-horse-1', ...overrides };
  const [row] = await db
    .insert(users)
    .values({ name: values.name, email: values.email, passwordHash: await hashPassword(values.password), emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return { id: row!.id, ...values };
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

/** The subject of the mail sign-up sends with the link that verifies the address. */
export const isSignUpVerification = (subject: string) => subject.startsWith('Verify your e-mail address');

/**
 * The newest mail kept for an address (whose subject contains `subjectIncludes`, when given),
 * waiting briefly because mail is sent after the answer.
 */
export async function latestMailTo(db: Database, to: string, timeoutMs = 2000, subjectIncludes?: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(20);
    // Without a subject, the newest mail other than the sign-up's verification link, which every
    // customer registerCustomer makes was sent first and a test waiting for the next one does not mean.
    const mail = subjectIncludes ? mails.find((m) => m.subject.includes(subjectIncludes)) : mails.find((m) => !isSignUpVerification(m.subject));
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function resetTokenFromMail(text: string): string {
  const match = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return match[1];
}
