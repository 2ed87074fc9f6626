import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from './lib/package-root.js';
import { stripeKeyProblem } from './lib/stripe-keys.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/**
 * Uploads received at once, or received and waiting for their check and storage. A body goes to a
 * temporary file as it arrives, so each costs a connection and two file descriptors, not its size:
 * measured at under 200 kB of memory per slow upload (docs/decisions.md, "Uploads streamed"); on
 * disk, at most one upload form's body each (plugins/file-uploads.ts, MAX_UPLOAD_BODY_BYTES).
 */
export const defaultUploadCaps = { perAddress: 20, total: 400 } as const;

/** Every setting the service reads. `.env.example` documents each one; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.string().url('PUBLIC_URL must be a URL such as https://example.com').optional()),
  DATABASE_URL: optionalString,
  MIGRATION_DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.string().regex(/^https?:\/\/[^/\s]+/, 'S3_ENDPOINT must be an http:// or https:// address such as http://minio:9000').optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  // Blank counts as unset (so production refuses it); anything else must be an smtp:// or smtps:// address.
  SMTP_URL: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value), 'must be an smtp:// or smtps:// address, e.g. smtps://user:password@smtp.example.com:465')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Bayanihan Remote <no-reply@bayanihanremote.com>'),
  COMPANY_INBOX: z.string().default('hello@bayanihanremote.com'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: z.string().default('Site Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Traces (server/lib/tracing.ts): on when the endpoint is set. The SDK reads the other OTEL_*
  // variables itself; the two below are checked here, where a typo would otherwise switch tracing off quietly.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^/\s]+/.test(value), 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address such as http://collector:4318')
      .optional(),
  ),
  OTEL_SERVICE_NAME: z.preprocess(emptyToUndefined, z.string().default('staffing-site')),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.preprocess(
    emptyToUndefined,
    z.enum(['http/protobuf', 'http/json', 'grpc'], { message: "OTEL_EXPORTER_OTLP_PROTOCOL must be 'http/protobuf', 'http/json' or 'grpc'" }).optional(),
  ),
  OTEL_TRACES_SAMPLER: z.preprocess(
    emptyToUndefined,
    z
      .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'], {
        message: 'OTEL_TRACES_SAMPLER must be one of always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off, parentbased_traceidratio',
      })
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_TAX: z.enum(['on', 'off'], { message: "STRIPE_TAX must be 'on' or 'off'" }).default('off'),
  STRIPE_MODE: z.preprocess(emptyToUndefined, z.enum(['live', 'test'], { message: "STRIPE_MODE must be 'live' or 'test'" }).optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  REDIS_URL: optionalString.pipe(z.string().url('REDIS_URL must be a URL such as redis://127.0.0.1:6379').optional()),
  REDIS_KEY_PREFIX: z.string().default('staffing:'),
  REQUEST_TIMEOUT_MS: milliseconds(180_000),
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  IDLE_TIMEOUT_MS: milliseconds(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  TASK_WORKERS: z.enum(['on', 'off'], { message: "TASK_WORKERS must be 'on' or 'off'" }).default('on'),
  TASK_POLLING_SECONDS: z.coerce.number().min(0.5, 'must be at least 0.5 seconds').default(2),
  UPLOADS_PER_ADDRESS: count(defaultUploadCaps.perAddress),
  UPLOADS_IN_TOTAL: count(defaultUploadCaps.total),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0, 'must be a whole number of bytes, 0 or more').default(1024),
  UPLOAD_RATE_WINDOW_SECONDS: count(10),
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'must be a port number from 1 to 65535').max(65535, 'must be a port number from 1 to 65535').optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  PAYMENT_GRACE_DAYS: z.coerce.number().int('must be a whole number of days').min(0, 'must be a whole number of days, 0 or more').default(7),
});

function milliseconds(fallback: number) {
  return z.coerce.number().int().min(1, 'must be a number of milliseconds above 0').default(fallback);
}

function count(fallback: number) {
  return z.coerce.number().int().min(1, 'must be a whole number above 0').default(fallback);
}

/** How mail delivery is retried (see features/mail/mail-queue.ts for the default); tests shorten it. */
export interface MailRetry {
  /** Tries after the first one. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /**
   * False when PUBLIC_URL is not set (never in production, where it is required): publicUrl is
   * then only a guess (localhost), and checkout sends a visitor back to the address they came from.
   */
  publicUrlConfigured: boolean;
  /** Postgres connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * The connection of the role that owns the schema: migrations and set-up run as it, and it grants
   * the app's role (databaseUrl's) what the app needs. Absent: the app's own connection owns it.
   */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded documents' bytes are kept: a bucket when S3_BUCKET is set, else `$DATA_DIR/files`. */
  fileStorage: FileStorageSettings;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where notifications for the company (new messages, inquiries, applications) go. */
  companyInbox: string;
  initialAdmin: { email: string; password: string; name: string } | undefined;
  logLevel: string;
  /** OpenTelemetry traces sent to an OTLP collector; absent, the default, means neither the SDK nor any instrumentation is loaded. */
  tracing: TracingSettings | undefined;
  /**
   * Which peers may tell the client's address in X-Forwarded-For: none (false), the nearest N hops,
   * or the listed proxy addresses/CIDRs. Never `true`, which would believe whatever a client wrote.
   */
  trustProxy: false | number | string[];
  /** Rate-limit counters shared by every instance; absent means each process counts in memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  timeouts: Timeouts;
  uploads: UploadCaps;
  /** Built client files served at `/`; absent in tests that only exercise the API. */
  clientDistDir: string | undefined;
  rateLimits: RateLimits;
  loginLockout: LoginLockout;
  /**
   * Admins must sign in with a second factor (an authenticator app) before any admin route answers
   * them: on in production, optional elsewhere (docs/decisions.md, "A second factor at login").
   */
  adminSecondFactorRequired: boolean;
  /**
   * Background work (mail, clean-ups) on the shared queue: whether this instance runs it, and how
   * often an idle worker looks for due retries (new tasks wake it at once).
   */
  tasks: { runWorkers: boolean; pollingSeconds: number; mailRetry?: MailRetry };
  /**
   * Real Stripe when both are set; absent means the local Stripe emulator (never in production).
   * `livemode`: the keys are live ones (checked against STRIPE_MODE at start-up).
   */
  stripe: { secretKey: string; webhookSecret: string; livemode: boolean } | undefined;
  /**
   * Prometheus metrics on a port of their own (METRICS_PORT, bound to METRICS_HOST); absent, the
   * default, means none are collected. The public port never serves them.
   */
  metrics: { port: number; host: string } | undefined;
  /** STRIPE_TAX=on: Stripe Tax in Checkout (tax on invoices, the buyer's tax ID); off by default (docs/operations.md). */
  stripeTax: boolean;
  /**
   * Days a past-due subscription's talents keep working after its payment failed; from the next day
   * in each placement's time zone, their placements pause until it is paid (features/placements/payment-pauses.ts).
   */
  paymentGraceDays: number;
}

/** Requests allowed per client per minute on the endpoints that attract abuse. */
export interface RateLimits {
  login: number;
  register: number;
  forgotPassword: number;
  /** Each public form (messages, inquiries, franchise and job applications). */
  publicForms: number;
  /** Checkout sessions, and billing portal sessions, one account may open; counted per account, not per address. */
  billingSessions: number;
}

export const defaultRateLimits: RateLimits = { login: 10, register: 5, forgotPassword: 5, publicForms: 5, billingSessions: 10 };

/** Failed logins within a window of `windowMs` (which starts at the first failure of each count). */
export interface LoginLockout {
  /** For one e-mail from one client address: that e-mail is then refused (429) from that address only. */
  failures: number;
  /** From one client address across every e-mail: that address is then refused for every login. */
  addressFailures: number;
  /** For one e-mail from all addresses together: never refuses, but mails the account's owner once. */
  warnAfter: number;
  windowMs: number;
}

export const defaultLoginLockout: LoginLockout = { failures: 10, addressFailures: 30, warnAfter: 10, windowMs: 15 * 60_000 };

/** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT) and the name they are sent under (OTEL_SERVICE_NAME). */
export interface TracingSettings {
  endpoint: string;
  serviceName: string;
}

/** How long a client may take over each part of a request (milliseconds). */
export interface Timeouts {
  /** To send the whole request, headers and body: long enough for a 5 MB resume from a slow phone. */
  request: number;
  /** To send the request line and headers. */
  headers: number;
  /** Of silence on a connection (no byte either way) before it is closed. */
  idle: number;
  /** An idle keep-alive connection stays open this long between requests. */
  keepAlive: number;
}

/** Uploads (resumes, contracts) at once: being received, or in their temporary file until checked and stored or refused. */
export interface UploadCaps {
  perAddress: number;
  total: number;
  /** How fast an upload's body must keep arriving to keep its slot. */
  minRate: UploadMinRate;
}

/**
 * An upload whose body brings fewer than `bytesPerSecond × windowMs / 1000` bytes in a window of
 * `windowMs`, while it is still arriving, is answered 408 and closed, and its slot is given back.
 * `bytesPerSecond` 0: no minimum (only the request timeout bounds a slow upload).
 */
export interface UploadMinRate {
  bytesPerSecond: number;
  windowMs: number;
}

/**
 * The file storage (features/files): an S3-compatible bucket, addressed path-style at `endpoint`
 * when one is set, with the SDK's own credential chain when no keys are given; or a folder.
 */
export type FileStorageSettings =
  | { kind: 'filesystem'; dir: string }
  | { kind: 's3'; bucket: string; endpoint: string | undefined; region: string; credentials: { accessKeyId: string; secretAccessKey: string } | undefined };

export class ConfigError extends Error {}

/** Only NODE_ENV, for a script that must refuse to run in production before reading anything else. */
export function readNodeEnv(env: NodeJS.ProcessEnv = process.env): Config['nodeEnv'] {
  const parsed = envSchema.shape.NODE_ENV.safeParse(env.NODE_ENV);
  if (!parsed.success) throw new ConfigError(`Invalid settings:\n  NODE_ENV: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** PUBLIC_URL alone, for the build: prerendered pages carry it in their canonical links. */
export function readPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = envSchema.pick({ PUBLIC_URL: true, PORT: true }).safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid settings:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`);
  return (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
}

/** Parses the environment once at start-up; throws a ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  }
  const settings = parsed.data;
  const production = settings.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && !settings.JWT_SECRET) missing.push('JWT_SECRET (at least 32 random characters)');
  if (production && !settings.DATABASE_URL) missing.push('DATABASE_URL (postgres://user:password@host:5432/db)');
  if (production && !settings.PUBLIC_URL) missing.push('PUBLIC_URL (the address visitors use, for links in e-mails)');
  if (production && !settings.STRIPE_SECRET_KEY) missing.push('STRIPE_SECRET_KEY (sk_live_…, or a restricted rk_live_… key: docs/operations.md)');
  if (production && !settings.STRIPE_WEBHOOK_SECRET) missing.push('STRIPE_WEBHOOK_SECRET (whsec_… of the webhook endpoint)');
  if (production && !settings.SMTP_URL) missing.push('SMTP_URL (smtps://user:password@smtp.example.com:465: reset, unlock and receipt mails go out through it)');
  if (missing.length > 0) {
    throw new ConfigError(`Missing settings required in production:\n${missing.map((name) => `  ${name}`).join('\n')}`);
  }
  if (settings.MIGRATION_DATABASE_URL && !settings.DATABASE_URL) {
    throw new ConfigError('Invalid settings:\n  MIGRATION_DATABASE_URL needs DATABASE_URL too (the embedded database has a single user)');
  }
  if (settings.MIGRATION_DATABASE_URL && settings.DATABASE_URL && !sameDatabase(settings.MIGRATION_DATABASE_URL, settings.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid settings:\n  MIGRATION_DATABASE_URL must name the same server and database as DATABASE_URL (only the role and password differ)',
    );
  }
  if ((settings.ADMIN_EMAIL === undefined) !== (settings.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid settings:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }

  if ((settings.STRIPE_SECRET_KEY === undefined) !== (settings.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Invalid settings:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  const stripeMode = settings.STRIPE_MODE ?? (production ? 'live' : 'test');
  if (settings.STRIPE_SECRET_KEY !== undefined && settings.STRIPE_WEBHOOK_SECRET !== undefined) {
    const problem = stripeKeyProblem({ secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET }, stripeMode, production);
    if (problem) throw new ConfigError(`Invalid settings:\n  ${problem}`);
  }

  const trustProxy = parseTrustProxy(settings.TRUST_PROXY);
  if (settings.HEADERS_TIMEOUT_MS > settings.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid settings:\n  HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  }

  if (settings.METRICS_PORT !== undefined && settings.METRICS_PORT === settings.PORT) {
    throw new ConfigError('Invalid settings:\n  METRICS_PORT must differ from PORT: metrics are never served on the public port');
  }

  if ((settings.S3_ACCESS_KEY_ID === undefined) !== (settings.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!settings.S3_BUCKET && (settings.S3_ENDPOINT || settings.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Invalid settings:\n  S3_ENDPOINT and S3_ACCESS_KEY_ID are used only with S3_BUCKET: set the bucket too, or unset them to keep files under DATA_DIR');
  }

  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    nodeEnv: settings.NODE_ENV,
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: readPublicUrl(env),
    publicUrlConfigured: settings.PUBLIC_URL !== undefined,
    databaseUrl: settings.DATABASE_URL,
    migrationDatabaseUrl: settings.MIGRATION_DATABASE_URL,
    dataDir,
    fileStorage: settings.S3_BUCKET
      ? {
          kind: 's3',
          bucket: settings.S3_BUCKET,
          endpoint: settings.S3_ENDPOINT,
          region: settings.S3_REGION,
          credentials:
            settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } : undefined,
        }
      : { kind: 'filesystem', dir: path.join(dataDir, 'files') },
    jwtSecret: settings.JWT_SECRET ?? readOrCreateLocalSecret(dataDir),
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    companyInbox: settings.COMPANY_INBOX,
    initialAdmin:
      settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD
        ? { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD, name: settings.ADMIN_NAME }
        : undefined,
    logLevel: settings.LOG_LEVEL,
    tracing: settings.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: settings.OTEL_SERVICE_NAME } : undefined,
    trustProxy,
    redis: settings.REDIS_URL ? { url: settings.REDIS_URL, keyPrefix: settings.REDIS_KEY_PREFIX } : undefined,
    timeouts: {
      request: settings.REQUEST_TIMEOUT_MS,
      headers: settings.HEADERS_TIMEOUT_MS,
      idle: settings.IDLE_TIMEOUT_MS,
      keepAlive: settings.KEEP_ALIVE_TIMEOUT_MS,
    },
    uploads: {
      perAddress: settings.UPLOADS_PER_ADDRESS,
      total: settings.UPLOADS_IN_TOTAL,
      minRate: { bytesPerSecond: settings.UPLOAD_MIN_BYTES_PER_SECOND, windowMs: settings.UPLOAD_RATE_WINDOW_SECONDS * 1000 },
    },
    // In the package, whatever the working directory is and whether the server runs compiled or not.
    clientDistDir: path.join(packageRoot, 'client', 'dist'),
    rateLimits: defaultRateLimits,
    loginLockout: defaultLoginLockout,
    adminSecondFactorRequired: production,
    tasks: { runWorkers: settings.TASK_WORKERS === 'on', pollingSeconds: settings.TASK_POLLING_SECONDS },
    stripeTax: settings.STRIPE_TAX === 'on',
    paymentGraceDays: settings.PAYMENT_GRACE_DAYS,
    metrics: settings.METRICS_PORT === undefined ? undefined : { port: settings.METRICS_PORT, host: settings.METRICS_HOST },
    stripe:
      settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET
        ? { secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET, livemode: stripeMode === 'live' }
        : undefined,
  };
}

/**
 * TRUST_PROXY: empty, `false` or `0` (no proxy), a hop count such as `1`, or the proxies' addresses
 * and CIDRs separated by commas. `true` is refused: it trusts every hop, so the left-most
 * X-Forwarded-For, which the client writes itself, would become its address.
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new ConfigError(
      'Invalid settings:\n  TRUST_PROXY=true would let any client pick its own address (and escape rate limits) by sending ' +
        'X-Forwarded-For. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one load balancer) ' +
        'or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,192.0.2.10).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `Invalid settings:\n  TRUST_PROXY must be a number of proxy hops or proxy addresses/CIDRs separated by commas; not understood: ${bad.join(', ')}`,
    );
  }
  return entries;
}

/** Both connection strings reach the same database (as roles may differ, so may user and password). */
function sameDatabase(first: string, second: string): boolean {
  try {
    const [a, b] = [new URL(first), new URL(second)];
    return a.protocol === b.protocol && a.host === b.host && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Outside production a secret is generated on first start and kept, so sessions survive restarts. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
