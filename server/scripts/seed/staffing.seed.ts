import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffableSubscriptionStatuses } from '../../../contract/placements.js';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { applicants } from '../../features/applicants/applicants.table.js';
import { findUserByEmail } from '../../features/auth/auth.repository.js';
import { users } from '../../features/auth/users.table.js';
import { subscriptions } from '../../features/billing/billing.table.js';
import { createOutboxMailer } from '../../features/mail/mailer.js';
import { placements } from '../../features/placements/placements.table.js';
import type { Credentials } from './seeder.js';

/** One call through the real API; anything but the expected status stops the seed with the answer. */
async function call<T>(app: FastifyInstance, expected: number, request: { method: 'POST' | 'PATCH'; url: string; token: string; payload: object }): Promise<T> {
  const response = await app.inject({
    method: request.method,
    url: `/api/v1${request.url}`,
    payload: request.payload,
    headers: { authorization: `Bearer ${request.token}` },
  });
  if (response.statusCode !== expected) throw new Error(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/**
 * The demo customer's team, made as admins and customers make it: four applicants who had a job
 * offer are hired; one fills a seat of the two-seat subscription (the other seat stays open), one
 * fills the one-seat subscription and the customer asks to replace them; two stay hired and
 * unplaced for the assign dialog. Runs after the billing seed; adds nothing once a placement exists.
 */
export async function seedStaffing(options: { config: Config; database: DatabaseHandle; admin: Credentials; customer: Credentials }): Promise<string> {
  const { config, database } = options;
  const customer = await findUserByEmail(database.db, options.customer.email);
  if (!customer) return 'no demo customer, nothing added';
  const staffable = await database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, customer.id), inArray(subscriptions.status, [...staffableSubscriptionStatuses])))
    .orderBy(subscriptions.quantity, subscriptions.createdAt);
  if (staffable.length === 0) return 'no paid subscription of the demo customer, nothing added';
  const placed = await database.db.select({ id: placements.id }).from(placements).where(inArray(placements.subscriptionId, staffable.map((row) => row.id))).limit(1);
  if (placed.length > 0) return 'placements of the demo customer (already there)';
  const adminAccount =
    (await findUserByEmail(database.db, options.admin.email)) ?? (await database.db.select().from(users).where(eq(users.isAdmin, true)).limit(1))[0];
  if (!adminAccount?.isAdmin) return 'no admin account to assign talents with, nothing added';
  const offered = await database.db.select({ id: applicants.id }).from(applicants).where(eq(applicants.status, 'Job Offer')).orderBy(applicants.createdAt).limit(4);
  if (offered.length < 4) return 'fewer than four applicants with a job offer to hire, nothing added';

  // The API only: no pages, no Stripe (staffing never calls it). Its mail stays queued (no workers
  // here): the timesheets seed moves the placements back and their mails with them, and the
  // server's worker then renders them into the outbox, naming the days the placements have.
  const app = await buildApp({
    config: { ...config, logLevel: 'warn', clientDistDir: undefined, tasks: { ...config.tasks, runWorkers: false } },
    database,
    mailer: createOutboxMailer(database.db),
  });
  try {
    await app.ready();
    const adminToken = app.signSessionToken(adminAccount, { secondFactor: true });
    const customerToken = app.signSessionToken(customer);
    for (const talent of offered) {
      await call(app, 200, { method: 'PATCH', url: `/applicants/${talent.id}`, token: adminToken, payload: { status: 'Hired' } });
    }
    const [smallest, ...others] = staffable;
    const largest = others.find((row) => row.quantity > 1) ?? smallest!;
    // The largest subscription gets one talent, so at least one of its seats stays open. In the demo's
    // story its talent was placed while it was paid, before its renewal was declined (the billing
    // seed's last step): a past-due subscription takes no new talent, so it is paid for that moment.
    const pastDue = largest.status === 'past_due';
    if (pastDue) await database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, largest.id));
    try {
      await call(app, 201, { method: 'POST', url: `/staffing/subscriptions/${largest.id}/placements`, token: adminToken, payload: { applicantId: offered[0]!.id } });
    } finally {
      if (pastDue) await database.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, largest.id));
    }
    let line = `1 placement in ${largest.description} (${largest.quantity} seats)`;
    if (smallest && smallest.id !== largest.id) {
      const { placement } = await call<{ placement: { _id: string } }>(app, 201, {
        method: 'POST',
        url: `/staffing/subscriptions/${smallest.id}/placements`,
        token: adminToken,
        payload: { applicantId: offered[1]!.id },
      });
      await call(app, 201, {
        method: 'POST',
        url: `/team/placements/${placement._id}/replacement-request`,
        token: customerToken,
        payload: { reason: 'We need someone who can also cover Saturday mornings.' },
      });
      line += `, 1 in ${smallest.description} with a replacement request`;
    }
    return `${line}; ${offered.length} applicants hired, ${offered.length - (smallest && smallest.id !== largest.id ? 2 : 1)} waiting to be placed`;
  } finally {
    await app.close();
  }
}
