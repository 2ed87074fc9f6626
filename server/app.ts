import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../contract/franchise.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { createStripeGateway, unavailableStripeGateway, type StripeGateway } from './features/billing/stripe-client.js';
import { stripeWebhookRoutes } from './features/billing/webhook.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { adminOverviewRoutes } from './features/admin-overview/admin-overview.routes.js';
import { applicantsRoutes } from './features/applicants/applicants.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { postgresFileStore, type FileStore } from './features/files/file-store.js';
import { franchiseRoutes } from './features/franchise/franchise.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { inquiriesRoutes } from './features/inquiries/inquiries.routes.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { messagesRoutes } from './features/messages/messages.routes.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './features/mail/mailer.js';
import authGuard from './plugins/auth-guard.js';
import compression from './plugins/compression.js';
import errorHandler from './plugins/error-handler.js';
import rateLimits from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import staticClient from './plugins/static-client.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when `config.smtpUrl` is set, else the outbox table. */
  mailer?: Mailer;
  /** Defaults to files kept in Postgres. */
  fileStore?: FileStore;
  /**
   * Real Stripe when `config.stripe` is set; `main.ts` passes the local emulator otherwise. Without
   * either, payment calls answer 502 'Payments are unavailable…'.
   */
  stripe?: StripeGateway;
  /** Where log lines (JSON, one per line) go; defaults to stdout. Tests pass one to read them. */
  logStream?: { write(line: string): void };
}

/** JSON bodies are small forms; uploads have their own limit on the multipart routes. */
const JSON_BODY_LIMIT = 100 * 1024;

/** Builds the whole service without listening: `main.ts` serves it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compression, { builtClientDir: config.clientDistDir });
  await app.register(rateLimits);
  await app.register(authGuard, { secret: config.jwtSecret, db: database.db });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, fieldSize: 20_000, parts: 40 },
  });

  let mailer = deps.mailer;
  if (!mailer && config.smtpUrl) {
    const smtp = await createSmtpMailer(config.smtpUrl, config.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    mailer = smtp;
  }
  mailer ??= createOutboxMailer(database.db);

  registerHealthRoutes(app, database.ping);
  await app.register(authRoutes, {
    deps: { db: database.db, mailer, publicUrl: config.publicUrl, signSessionToken: app.signSessionToken },
    limits: config.rateLimits,
  });
  const formDeps = { db: database.db, mailer, companyInbox: config.companyInbox };
  const perMinute = config.rateLimits.publicForms;
  await app.register(messagesRoutes, { deps: formDeps, perMinute });
  await app.register(inquiriesRoutes, { deps: formDeps, perMinute });
  const fileStore = deps.fileStore ?? postgresFileStore;
  await app.register(franchiseRoutes, { deps: { ...formDeps, fileStore }, perMinute });
  await app.register(jobsRoutes, { db: database.db });
  await app.register(applicantsRoutes, { deps: { ...formDeps, fileStore }, perMinute });
  await app.register(adminOverviewRoutes, { db: database.db });

  const stripe = deps.stripe ?? (config.stripe ? createStripeGateway({ apiKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret }) : unavailableStripeGateway());
  const billingDeps = { db: database.db, stripe, mailer, log: app.log, publicUrl: config.publicUrl };
  await app.register(stripeWebhookRoutes, { deps: billingDeps });
  await app.register(billingRoutes, { deps: billingDeps });
  await app.register(paymentsRoutes, { deps: billingDeps });

  await app.register(seoRoutes, { deps: { db: database.db, publicUrl: config.publicUrl, clientDistDir: config.clientDistDir } });
  await app.register(staticClient, { distDir: config.clientDistDir });
  return app;
}
