import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../contract/users.js';
import type { Database } from '../db/database.js';
import { bearer, mailedTokenFor } from './factories.js';
import { buildHiredTalents, buildPaidSubscription } from './placement-factories.js';

/** The token of the newest invitation link queued for `email`. */
export const invitationTokenFor = (db: Database, email: string) => mailedTokenFor(db, email, 'talents.invitation', 'invitation');

/** Places a new hired talent in the first seat of a new paid subscription of `customerId` (one seat unless `seats`) through the admin API. */
export async function placeNewTalent(
  app: FastifyInstance,
  db: Database,
  admin: SessionUser,
  customerId: string,
  { seats = 1, ...overrides }: { firstName?: string; lastName?: string; remarks?: string; seats?: number } = {},
) {
  const [talent] = await buildHiredTalents(db, 1, overrides);
  const subscription = await buildPaidSubscription(db, customerId, { quantity: seats });
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
