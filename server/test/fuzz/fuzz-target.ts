import type { FastifyInstance } from 'fastify';
import { startStripeEmulator } from '../../../stripe-emulator/index.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { createStripeGateway } from '../../features/billing/stripe-client.js';
import { buildApplicant, buildContactMessage, buildFranchiseApplication, buildInquiry, buildJob, createAdminSession, registerCustomer } from '../factories.js';
import { testConfig } from '../test-config.js';
import { rememberTestDatabase } from '../test-app.js';
import type { FuzzTarget } from './contract-fuzz.js';

const webhookSecret = 'whsec_fuzz_secret';

/** Limits no fuzz run reaches, so requests get to the handlers instead of a 429. */
const unreachableLimits = { login: 1_000_000, register: 1_000_000, forgotPassword: 1_000_000, publicForms: 1_000_000, billingSessions: 1_000_000 };

/**
 * The whole app on `database`, with the local Stripe emulator, a customer with a paid
 * subscription, an admin, and one row of each kind, so generated ids can name real records.
 */
export async function openFuzzTarget(database: DatabaseHandle): Promise<FuzzTarget & { readyz(): Promise<number>; close(): Promise<void> }> {
  const target: { app?: FastifyInstance } = {};
  const emulator = await startStripeEmulator({
    webhookSecret,
    nodeEnv: 'test',
    deliverWebhook: async (payload, signature) =>
      target.app
        ? (await target.app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })).statusCode
        : 503,
  });
  const stripe = createStripeGateway({ apiKey: emulator.apiKey, webhookSecret, host: emulator.host, port: emulator.port, protocol: emulator.protocol });
  const app = await buildApp({ config: testConfig({ rateLimits: unreachableLimits }), database, stripe });
  target.app = app;
  rememberTestDatabase(app, database.db);
  await app.ready();

  const { db } = database;
  const customer = await registerCustomer(app);
  const admin = await createAdminSession(app, db);
  const job = await buildJob(db, { title: 'Fuzzing Agent' });
  const applicant = await buildApplicant(db, job.id);
  const message = await buildContactMessage(db);
  const inquiry = await buildInquiry(db);
  const franchise = await buildFranchiseApplication(db);

  const checkout = await app.inject({
    method: 'POST',
    url: '/api/v1/stripe/createSubscribe',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { region: 'US', role: 'jr_technical', amount: 1, showAmount: '$1', noOfRoles: 1, noOfMonths: 3, billingCycle: 'monthly', description: 'Junior Technical', currency: 'usd' },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const sessionId = new URL(checkout.json<{ url: string }>().url).pathname.split('/').pop()!;
  const completion = await emulator.controls.completeCheckout(sessionId, { outcome: 'pay' });

  return {
    app,
    tokens: { customer: customer.token, admin: admin.token },
    known: {
      jobIds: [job.id],
      ids: [job.id, applicant.id, message.id, inquiry.id, franchise.id, customer.id, sessionId, String(completion.session.subscription)],
    },
    readyz: async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode,
    close: async () => {
      await app.close();
      await emulator.close();
    },
  };
}
