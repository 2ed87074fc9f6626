import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';

/** What the payments services need: the database, Stripe's client (refunds) and the caller's logger. */
export interface PaymentsDeps {
  db: Database;
  stripe: { client: Stripe };
  log: FastifyBaseLogger;
}
