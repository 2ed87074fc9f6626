import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../mail/mail.public.js';
import type { StripeGateway } from './stripe-client.js';

/** What the billing services need: the database, Stripe, the mail queue and where the site lives. */
export interface BillingDeps {
  db: Database;
  stripe: StripeGateway;
  mail: MailQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
}
