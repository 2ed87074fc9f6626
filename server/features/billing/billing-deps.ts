import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mail.public.js';
import type { StripeGateway } from './stripe-client.js';

/** What the billing services need: the database, Stripe, the mailer and where the site lives. */
export interface BillingDeps {
  db: Database;
  stripe: StripeGateway;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}
