import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** Every setting the service reads. `.env.example` documents each one; nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.string().url('PUBLIC_URL must be a URL such as https://example.com').optional()),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Bayanihan Remote <no-reply@bayanihanremote.com>'),
  COMPANY_INBOX: z.string().default('hello@bayanihanremote.com'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: z.string().default('Site Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
    .transform((value) => value === 'true'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Postgres connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where notifications for the company (new messages, inquiries, applications) go. */
  companyInbox: string;
  initialAdmin: { email: string; password: string; name: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Built client files served at `/`; absent in tests that only exercise the API. */
  clientDistDir: string | undefined;
  rateLimits: RateLimits;
  /** Real Stripe when both are set; absent means the local Stripe emulator (never in production). */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
}

/** Requests allowed per client per minute on the endpoints that attract abuse. */
export interface RateLimits {
  login: number;
  register: number;
  forgotPassword: number;
  /** Each public form (messages, inquiries, franchise and job applications). */
  publicForms: number;
}

export const defaultRateLimits: RateLimits = { login: 10, register: 5, forgotPassword: 5, publicForms: 5 };

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
  if (production && !settings.STRIPE_SECRET_KEY) missing.push('STRIPE_SECRET_KEY (sk_live_… or sk_test_…)');
  if (production && !settings.STRIPE_WEBHOOK_SECRET) missing.push('STRIPE_WEBHOOK_SECRET (whsec_… of the webhook endpoint)');
  if (missing.length > 0) {
    throw new ConfigError(`Missing settings required in production:\n${missing.map((name) => `  ${name}`).join('\n')}`);
  }
  if ((settings.ADMIN_EMAIL === undefined) !== (settings.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid settings:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }

  if ((settings.STRIPE_SECRET_KEY === undefined) !== (settings.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Invalid settings:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }

  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    nodeEnv: settings.NODE_ENV,
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: readPublicUrl(env),
    databaseUrl: settings.DATABASE_URL,
    dataDir,
    jwtSecret: settings.JWT_SECRET ?? readOrCreateLocalSecret(dataDir),
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    companyInbox: settings.COMPANY_INBOX,
    initialAdmin:
      settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD
        ? { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD, name: settings.ADMIN_NAME }
        : undefined,
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    // Beside the server's source, whatever the working directory is.
    clientDistDir: fileURLToPath(new URL('../client/dist', import.meta.url)),
    rateLimits: defaultRateLimits,
    stripe:
      settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET
        ? { secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET }
        : undefined,
  };
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
