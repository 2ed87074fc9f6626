import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';

/** What the payments services need: the database, Stripe's client (refunds) and the caller's logger. */
export interface PaymentsDeps {
  db: Database;
  /** `livemode`: which of the Dashboard's modes links to Stripe's pages open. */
  stripe: { client: Stripe; livemode: boolean };
  log: FastifyBaseLogger;
}
