import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/database.js';
import type { SiteMetrics } from '../../lib/metrics.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import type { MailQueue } from '../mail/mail.public.js';
import type { StripeGateway } from './stripe-client.js';

/** What the billing services need: the database, Stripe, the mail queue and where the site lives. */
export interface BillingDeps {
  db: Database;
  stripe: StripeGateway;
  mail: MailQueue;
  /** Named locks outside transactions: a sync of one Stripe object at a time (see stripe-sync.ts). */
  whileLocked: DatabaseHandle['whileLocked'];
  /** Webhook events are synced on the queue, not in the request. */
  tasks: TaskQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where notices for the company go (a dispute opened, a refund the bank returned). */
  companyInbox: string;
  /** PAYMENT_GRACE_DAYS: how long a past-due team keeps working, for the overdue banners and the inbox mail of a failed renewal. */
  paymentGraceDays: number;
  /** Stripe Tax in Checkout: tax on the invoices and the buyer's tax ID (STRIPE_TAX=on). */
  stripeTax?: boolean;
  /** PUBLIC_URL is not set: the checkout and portal return to the address the request came to (see lib/request-origin). */
  returnToRequestOrigin?: boolean;
  /** Counts webhook events received and synced, and their lag (METRICS_PORT). */
  metrics?: SiteMetrics | undefined;
}
