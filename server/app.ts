import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { createStripeGateway, unavailableStripeGateway, type StripeGateway } from './features/billing/stripe-client.js';
import { defineTeamBillingTasks } from './features/billing/team-billing-tasks.js';
import { defineStripeEventTasks } from './features/billing/stripe-events.js';
import { teamBillingRoutes } from './features/billing/team-billing.routes.js';
import { stripeWebhookRoutes } from './features/billing/webhook.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { definePaymentPauseTasks, definePlacementTasks } from './features/placements/placements.public.js';
import { placementsRoutes } from './features/placements/placements.routes.js';
import { adminTimesheetsRoutes } from './features/timesheets/admin-timesheets.routes.js';
import { defineTimesheetTasks } from './features/timesheets/timesheets.public.js';
import { timesheetsRoutes } from './features/timesheets/timesheets.routes.js';
import { adminOverviewRoutes } from './features/admin-overview/admin-overview.routes.js';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.js';
import { collectRouteGuards } from './features/api-docs/route-guards.js';
import { countApplicantsByJob } from './features/applicants/applicants.public.js';
import { applicantsRoutes } from './features/applicants/applicants.routes.js';
import { recordAdminAction } from './features/audit/audit.public.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { findSessionAccount } from './features/auth/auth.public.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { company } from '../contract/catalogues/company.js';
import { relyingPartyFor } from './features/auth/passkeys.service.js';
import { deriveSecondFactorKeys } from './features/auth/second-factor-secrets.js';
import { createFileStore } from './features/files/file-store.js';
import type { FileStorage } from './features/files/file-storage.js';
import { openFileStorage } from './features/files/open-file-storage.js';
import { scriptFreeFileStore } from './features/files/script-free-file-store.js';
import { franchiseRoutes } from './features/franchise/franchise.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { inquiriesRoutes } from './features/inquiries/inquiries.routes.js';
import { createActiveJobsCache } from './features/jobs/active-jobs-cache.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { openPageRenderer, ssrDirOf } from './features/pages/page-renderer.js';
import { pagesRoutes } from './features/pages/pages.routes.js';
import { answerUnknownPath } from './features/pages/unknown-path.js';
import { messagesRoutes } from './features/messages/messages.routes.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { talentsRoutes } from './features/talents/talents.routes.js';
import { createMailQueue } from './features/mail/mail-queue.js';
import { mailRoutes } from './features/mail/mail.routes.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './features/mail/mailer.js';
import { devOutboxRoutes } from './features/mail/dev-outbox.routes.js';
import { defineBackgroundTasks } from './background-tasks.js';
import { loadBuiltFiles } from './lib/built-files.js';
import { createTaskQueue } from './lib/task-queue.js';
import { createSiteMetrics } from './lib/metrics.js';
import { safeRequestPath, scrubText, type RequestAddress } from './lib/safe-url.js';
import { memoryHitCounter, redisHitCounter, type HitCounter } from './lib/hit-counter.js';
import type { Tracing } from './lib/tracing.js';
import authGuard from './plugins/auth-guard.js';
import compression from './plugins/compression.js';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/error-handler.js';
import { withFileUploads } from './plugins/file-uploads.js';
import rateLimits from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import staticClient from './plugins/static-client.js';
import uploadSlots from './plugins/upload-slots.js';
import metricsPlugin from './plugins/metrics.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when `config.smtpUrl` is set, else the outbox table. */
  mailer?: Mailer;
  /** Where uploaded documents' bytes go; defaults to the storage `config.fileStorage` names. */
  fileStorage?: FileStorage;
  /**
   * Real Stripe when `config.stripe` is set; `main.ts` passes the local emulator otherwise. Without
   * either, payment calls answer 502 'Payments are unavailable…'.
   */
  stripe?: StripeGateway;
  /** Rate-limit and login-lockout counts; defaults to Redis when `config.redis` is set, else memory. */
  counter?: HitCounter;
  /**
   * OpenTelemetry, started by `main.ts` before this file was imported (OTEL_EXPORTER_OTLP_ENDPOINT):
   * log lines carry the active span's trace id, and queued tasks the request's trace.
   */
  tracing?: Tracing;
  /** Where log lines (JSON, one per line) go; defaults to stdout. Tests pass one to read them. */
  logStream?: { write(line: string): void };
  /**
   * The server's start (main.ts): ready once the task queue's tables exist, while its workers and
   * schedules start in the background. Tests leave it off, so a worker runs as soon as the app is ready.
   */
  startWorkersInBackground?: boolean;
}

/** JSON bodies are small forms; uploads have their own limit on the multipart routes. */
const JSON_BODY_LIMIT = 100 * 1024;

/** A hop count as the function Fastify's types ask for: the nearest `hops` peers are proxies. */
function trustedHops(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Fastify's request fields, the address as `safeRequestPath` names it: a route's pattern, never a token or a query. */
function loggedRequest(request: RequestAddress & { method?: string; headers?: Record<string, unknown>; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: safeRequestPath(request),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error's strings with any address in them made safe: Fastify's errors quote the request's URL. */
function withSafeStrings<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value])) as T;
}
const loggedError = (error: Error) => withSafeStrings(stdSerializers.err(error));
/** The error handler's `loggableError` (a plain object), or an error logged under that key. */
const loggedErrorFields = (error: unknown) => (error instanceof Error ? loggedError(error) : typeof error === 'object' && error !== null ? withSafeStrings(error) : error);

/** pino's number for `warn`. */
const WARN_LEVEL = 40;

/** Builds the whole service without listening: `main.ts` serves it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { timeouts } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // `err`: pino's and Fastify's; `error`: the error handler's `loggableError`.
      serializers: { req: loggedRequest, err: loggedError, error: loggedErrorFields },
      // Warnings and errors are rare; Fastify writes some with the raw URL in the message itself.
      hooks: {
        logMethod(args, method, level) {
          if (level >= WARN_LEVEL) for (const [index, arg] of args.entries()) if (typeof arg === 'string') args[index] = scrubText(arg);
          method.apply(this, args);
        },
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      ...(deps.tracing ? { mixin: deps.tracing.logFields } : {}),
    },
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedHops(config.trustProxy),
    return503OnClosing: true,
    // A client that sends too slowly is cut off (408) and its buffered body freed: see Timeouts.
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: {
      requestTimeout: timeouts.request,
      headersTimeout: timeouts.headers,
      // Node checks the two timeouts above on this beat (30 s by default, coarser than they are).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headers / 4)),
    },
  });
  const counter = deps.counter ?? (config.redis ? await redisHitCounter({ ...config.redis, log: app.log }) : memoryHitCounter());
  // Counting starts in Redis, not in the fallback, when it answers within a few seconds.
  app.addHook('onReady', () => counter.ready());
  if (!deps.counter) app.addHook('onClose', async () => counter.close());
  await app.register(errorHandler);
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(compression, { builtClientDir: config.clientDistDir });
  await app.register(rateLimits, { counter });
  await app.register(uploadSlots, { caps: config.uploads });
  // METRICS_PORT: Prometheus metrics on a port of their own; unset, nothing is collected.
  const metrics = config.metrics ? await createSiteMetrics() : undefined;
  await app.register(metricsPlugin, {
    metrics,
    listen: config.metrics,
    // Read when scraped, once the queue below exists.
    queueSizes: () => tasks.countByState(),
    poolUse: database.poolUse,
    uploadsInProgress: () => app.uploadsBeingRead(),
  });
  await app.register(authGuard, {
    secret: config.jwtSecret,
    findAccount: (id) => findSessionAccount(database.db, id),
    adminSecondFactorRequired: config.adminSecondFactorRequired,
  });
  // Before any route: the API document states the guard each contract route really runs.
  const routeGuards = collectRouteGuards(app);

  let mailer = deps.mailer;
  if (!mailer && config.smtpUrl) {
    const smtp = await createSmtpMailer(config.smtpUrl, config.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    mailer = smtp;
  }
  mailer ??= createOutboxMailer(database.db);
  const fileStorage = deps.fileStorage ?? openFileStorage(config.fileStorage);
  // Mail and clean-ups run on the queue every instance shares; services queue mail in their transactions.
  const tasks = createTaskQueue({ database, log: app.log, ...config.tasks, metrics, tracing: deps.tracing?.tasks });
  defineBackgroundTasks(tasks, { db: database.db, mailer, log: app.log, publicUrl: config.publicUrl, mailRetry: config.tasks.mailRetry, metrics, fileStorage });
  app.addHook('onReady', () => tasks.start({ runInBackground: deps.startWorkersInBackground === true }));
  app.addHook('onClose', () => tasks.stop());
  const mail = createMailQueue(tasks);
  definePlacementTasks(tasks, { db: database.db, mail, log: app.log, companyInbox: config.companyInbox });
  definePaymentPauseTasks(tasks, { db: database.db, mail, log: app.log, companyInbox: config.companyInbox, paymentGraceDays: config.paymentGraceDays });
  defineTimesheetTasks(tasks, { db: database.db, mail, log: app.log });

  registerHealthRoutes(app, database.ping);
  await app.register(authRoutes, {
    deps: {
      db: database.db,
      mail,
      tasks,
      publicUrl: config.publicUrl,
      signSessionToken: app.signSessionToken,
      loginLockout: { ...config.loginLockout, counter },
      secondFactor: {
        keys: deriveSecondFactorKeys(config.jwtSecret),
        relyingParty: relyingPartyFor(config.publicUrl, company.brand, config.nodeEnv),
        requiredForAdmins: config.adminSecondFactorRequired,
        // An admin's own second factor going on or off is an admin action (the audit log).
        recordChange: async (tx, { account, change, method, name, origin }) => {
          if (!account.isAdmin) return;
          await recordAdminAction(tx, {
            actor: { id: account.id, email: account.email },
            action: `second_factor.${change}`,
            target: { type: 'user', id: account.id },
            detail: name ? { method, name } : { method },
            origin,
          });
        },
      },
    },
    limits: config.rateLimits,
  });
  const formDeps = { db: database.db, mail, companyInbox: config.companyInbox };
  const perMinute = config.rateLimits.publicForms;
  await app.register(messagesRoutes, { deps: formDeps, perMinute });
  await app.register(inquiriesRoutes, { deps: formDeps, perMinute });
  // PDFs are served without scripts even when they were stored before uploads were cleaned.
  const fileStore = scriptFreeFileStore(createFileStore(fileStorage, app.log));
  // Only the two forms that take a file read multipart bodies (plugins/file-uploads.ts).
  await app.register(withFileUploads(franchiseRoutes), { deps: { ...formDeps, fileStore }, perMinute });
  // One job board cache for GET /jobs/active and the server-rendered careers pages.
  const activeJobs = createActiveJobsCache(database.db);
  await app.register(jobsRoutes, { db: database.db, activeJobs, countApplicants: countApplicantsByJob });
  await app.register(withFileUploads(applicantsRoutes), { deps: { ...formDeps, fileStore }, perMinute });
  await app.register(adminOverviewRoutes, { db: database.db });
  await app.register(mailRoutes, { deps: { db: database.db, tasks } });
  // Where a developer follows a reset link; production has no outbox (SMTP_URL is required there).
  if (config.nodeEnv !== 'production' && !config.smtpUrl) await app.register(devOutboxRoutes, { db: database.db });
  await app.register(auditRoutes, { db: database.db });
  await app.register(placementsRoutes, { deps: { db: database.db, mail, companyInbox: config.companyInbox, paymentGraceDays: config.paymentGraceDays } });
  await app.register(talentsRoutes, { deps: { db: database.db, mail, signSessionToken: app.signSessionToken }, limits: config.rateLimits });
  await app.register(timesheetsRoutes, { deps: { db: database.db, mail, tasks } });
  await app.register(adminTimesheetsRoutes, { deps: { db: database.db, mail, tasks } });

  const stripe = deps.stripe ?? (config.stripe ? createStripeGateway({ apiKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret }) : unavailableStripeGateway());
  const billingDeps = { db: database.db, whileLocked: database.whileLocked, tasks, stripe, mail, log: app.log, publicUrl: config.publicUrl, companyInbox: config.companyInbox, paymentGraceDays: config.paymentGraceDays, stripeTax: config.stripeTax, returnToRequestOrigin: !config.publicUrlConfigured, metrics };
  defineStripeEventTasks(tasks, billingDeps);
  defineTeamBillingTasks(tasks, billingDeps);
  await app.register(stripeWebhookRoutes, { deps: billingDeps });
  await app.register(billingRoutes, { deps: billingDeps, sessionsPerMinute: config.rateLimits.billingSessions });
  await app.register(paymentsRoutes, { deps: billingDeps });
  await app.register(teamBillingRoutes, { deps: billingDeps });
  // After every contract route, before the client's catch-all.
  await app.register(apiDocsRoutes, { publicUrl: config.publicUrl, guards: routeGuards });

  await app.register(seoRoutes, { deps: { db: database.db, publicUrl: config.publicUrl, clientDistDir: config.clientDistDir } });
  const renderer = config.clientDistDir ? openPageRenderer(ssrDirOf(config.clientDistDir)) : undefined;
  // The built client, read once: its files and prerendered pages are answered from memory.
  const files = loadBuiltFiles(config.clientDistDir ?? '');
  await app.register(staticClient, { distDir: config.clientDistDir, files, answerUnknownPath: renderer && answerUnknownPath(renderer, files) });
  if (renderer) await app.register(pagesRoutes, { renderer, publicUrl: config.publicUrl, activeJobs, files });
  return app;
}
