import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../contract/users.js';
import type { Database } from '../db/database.js';
import { mailDeliveries } from '../features/mail/mail.public.js';
import { bearer } from './factories.js';
import { buildHiredTalents, buildPaidSubscription } from './placement-factories.js';

/** The token of the newest invitation link queued for `email` (the mail's props, as the worker renders them). */
export async function invitationTokenFor(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ props: mailDeliveries.props })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.to, email), eq(mailDeliveries.template, 'talents.invitation')))
    .orderBy(desc(mailDeliveries.createdAt))
    .limit(1);
  const token = mail?.props?.token;
  if (typeof token !== 'string') throw new Error(`no invitation queued for ${email}`);
  return token;
}

/** Places a new hired talent (one seat of a new paid subscription of `customerId`) through the admin API. */
export async function placeNewTalent(app: FastifyInstance, db: Database, admin: SessionUser, customerId: string, overrides: { firstName?: string; lastName?: string } = {}) {
  const [talent] = await buildHiredTalents(db, 1, overrides);
  const subscription = await buildPaidSubscription(db, customerId, { quantity: 1 });
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/staffing/subscriptions/${subscription.id}/placements`,
    payload: { applicantId: talent!.id },
    headers: bearer(admin),
  });
  if (response.statusCode !== 201) throw new Error(`assign failed: ${response.statusCode} ${response.body}`);
  return { talent: talent!, subscription, placementId: response.json<{ placement: { _id: string } }>().placement._id };
}

/** A placed talent signed in: placed through the admin API, password set through their invitation link. */
export async function placedTalentSession(app: FastifyInstance, db: Database, admin: SessionUser, customerId: string, password = 'talent-horse-1') {
  const placed = await placeNewTalent(app, db, admin, customerId);
  const token = await invitationTokenFor(db, placed.talent.email);
  const response = await app.inject({ method: 'POST', url: `/api/v1/talent-invitations/${token}`, payload: { password } });
  if (response.statusCode !== 200) throw new Error(`accepting the invitation failed: ${response.statusCode} ${response.body}`);
  return { ...placed, session: { ...response.json<SessionUser>(), password } };
}
