import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('works with no settings at all: port 3000, embedded database, a secret generated once and kept', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:3000');
    // Only a guess: checkout returns to the address each visitor came to instead.
    expect(first.publicUrlConfigured).toBe(false);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('keeps documents under DATA_DIR/files, or in the S3 bucket S3_BUCKET names, refusing half an S3 setting', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).fileStorage).toEqual({ kind: 'filesystem', dir: path.join(dataDir, 'files') });
    const s3 = { S3_BUCKET: 'documents', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'app', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'documents',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'app', secretAccessKey: 'secret' },
    });
    // No keys: the SDK's own chain (an instance role on AWS).
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'documents', S3_REGION: 'eu-west-1' }).fileStorage).toMatchObject({ region: 'eu-west-1', endpoint: undefined, credentials: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/used only with S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/);
  });

  it('refuses to start in production without JWT_SECRET or DATABASE_URL, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.com', DATA_DIR: tempDir() });
    } catch (error) {
      expect((error as Error).message).toContain('JWT_SECRET');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
    const ok = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      PUBLIC_URL: 'https://example.com/',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
    });
    expect(ok.publicUrl).toBe('https://example.com');
    expect(ok.publicUrlConfigured).toBe(true);
    expect(ok.stripe).toEqual({ secretKey: 'sk_live_123', webhookSecret: 'whsec_123', livemode: true });
  });

  it('lists every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: tempDir() })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', DATA_DIR: tempDir() })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', DATA_DIR: tempDir() })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses production without SMTP_URL: reset and unlock mails would never leave the outbox', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u:p@db/app',
      PUBLIC_URL: 'https://example.com',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    expect(() => loadConfig(production)).toThrow(/Missing settings required in production:[\s\S]*SMTP_URL/);
    expect(() => loadConfig({ ...production, SMTP_URL: '   ' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'relay.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://relay:587' }).smtpUrl).toBe('smtp://relay:587');
  });

  it('refuses production without Stripe keys (it never runs the emulator there)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://u:p@db/app', PUBLIC_URL: 'https://example.com' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
  });

  describe('Stripe keys at start-up', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u:p@db/app',
      PUBLIC_URL: 'https://example.com',
      SMTP_URL: 'smtp://relay:587',
      STRIPE_SECRET_KEY: 'sk_live_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message.split('\n').slice(1);
      }
      throw new Error('the settings were accepted');
    };

    it('refuses a test secret key in production, in one line naming the setting', () => {
      const lines = refusal({ ...production, STRIPE_SECRET_KEY: 'sk_test_51abc' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ {2}STRIPE_SECRET_KEY is a test key .*live key/);
      expect(refusal({ ...production, STRIPE_SECRET_KEY: 'rk_test_51abc' })[0]).toMatch(/STRIPE_SECRET_KEY is a test key/);
    });

    it('refuses a publishable key where the secret key belongs', () => {
      expect(refusal({ ...production, STRIPE_SECRET_KEY: 'pk_live_51abc' })).toEqual([
        '  STRIPE_SECRET_KEY is a publishable key (pk_…); the secret key belongs here (sk_live_… or a restricted rk_live_…, Developers → API keys)',
      ]);
      expect(refusal({ STRIPE_SECRET_KEY: 'pk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })[0]).toMatch(/STRIPE_SECRET_KEY is a publishable key/);
    });

    it('refuses a webhook secret that is not a whsec_ value, whitespace included', () => {
      for (const secret of ['   ', 'abc123', 'whsec_', 'whsec_abc def']) {
        expect(refusal({ ...production, STRIPE_WEBHOOK_SECRET: secret }), secret).toEqual([
          "  STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…, on the endpoint's page under Developers → Webhooks)",
        ]);
      }
    });

    it('accepts live and restricted live keys in production, and test keys there only with STRIPE_MODE=test', () => {
      expect(loadConfig({ DATA_DIR: tempDir(), ...production }).stripe?.livemode).toBe(true);
      expect(loadConfig({ DATA_DIR: tempDir(), ...production, STRIPE_SECRET_KEY: 'rk_live_51abc' }).stripe?.livemode).toBe(true);
      const staging = loadConfig({ DATA_DIR: tempDir(), ...production, STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_MODE: 'test' });
      expect(staging.stripe?.livemode).toBe(false);
    });

    it('refuses a live key outside production unless STRIPE_MODE=live allows it', () => {
      const development = { STRIPE_SECRET_KEY: 'sk_live_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
      expect(refusal(development)[0]).toMatch(/^ {2}STRIPE_SECRET_KEY is a live key .*STRIPE_MODE=live/);
      expect(loadConfig({ DATA_DIR: tempDir(), ...development, STRIPE_MODE: 'live' }).stripe?.livemode).toBe(true);
      expect(loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe?.livemode).toBe(false);
      expect(refusal({ ...development, STRIPE_MODE: 'sandbox' })[0]).toMatch(/STRIPE_MODE/);
    });
  });

  it('leaves Stripe unset outside production when no key is given (the emulator is used)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeUndefined();
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses true with a clear reason', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value, DATA_DIR: tempDir() }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.0.2.10,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32']);
    expect(() => trust('true')).toThrow(ConfigError);
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would let any client pick its own address[\s\S]*TRUST_PROXY=1/);
    expect(() => trust('loopback')).toThrow(/TRUST_PROXY[\s\S]*loopback/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('-1')).toThrow(/TRUST_PROXY/);
  });

  it('traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set, and refuses a protocol or sampler it would quietly ignore', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).tracing).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'staffing-site',
    });
    expect(loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'site-eu' }).tracing?.serviceName).toBe('site-eu');
    expect(() => loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address');
    expect(() => loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_PROTOCOL: 'http' })).toThrow("OTEL_EXPORTER_OTLP_PROTOCOL must be 'http/protobuf', 'http/json' or 'grpc'");
    expect(() => loadConfig({ DATA_DIR: tempDir(), OTEL_TRACES_SAMPLER: 'ratio' })).toThrow('OTEL_TRACES_SAMPLER must be one of');
  });

  it('shares rate limits through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: tempDir() }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'staffing:',
    });
    expect(() => loadConfig({ REDIS_URL: 'localhost', DATA_DIR: tempDir() })).toThrow(/REDIS_URL/);
  });

  it('runs migrations as MIGRATION_DATABASE_URL when set, else as DATABASE_URL; the embedded database has no second role', () => {
    const app = 'postgres://staffing_app:pw@db:5432/staffing';
    const owner = 'postgres://staffing_owner:pw@db:5432/staffing';
    expect(loadConfig({ DATABASE_URL: app, DATA_DIR: tempDir() }).migrationDatabaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: app, MIGRATION_DATABASE_URL: owner, DATA_DIR: tempDir() })).toMatchObject({ databaseUrl: app, migrationDatabaseUrl: owner });
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner, DATA_DIR: tempDir() })).toThrow(/MIGRATION_DATABASE_URL needs DATABASE_URL/);
    // The owner would migrate one database while the app used another.
    for (const elsewhere of ['postgres://staffing_owner:pw@db:5432/other', 'postgres://staffing_owner:pw@db2:5432/staffing', 'not a url']) {
      expect(() => loadConfig({ DATABASE_URL: app, MIGRATION_DATABASE_URL: elsewhere, DATA_DIR: tempDir() })).toThrow(/same server and database/);
    }
  });

  it('has timeouts that let a slow phone send 5 MB, and reads each from the environment', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    // 5 MB within the request timeout needs about 29 KB/s, a weak 3G upload.
    expect(defaults.timeouts.request).toBeGreaterThanOrEqual(180_000);
    expect(defaults.timeouts.headers).toBeLessThan(defaults.timeouts.request);
    // An upload must bring 10 KB in every 10 s while it arrives, or it is cut off (upload-slots).
    expect(defaults.uploads).toEqual({ perAddress: 20, total: 400, minRate: { bytesPerSecond: 1024, windowMs: 10_000 } });
    const tuned = loadConfig({
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '1000',
      IDLE_TIMEOUT_MS: '2000',
      KEEP_ALIVE_TIMEOUT_MS: '3000',
      UPLOADS_PER_ADDRESS: '1',
      UPLOADS_IN_TOTAL: '4',
      UPLOAD_MIN_BYTES_PER_SECOND: '512',
      UPLOAD_RATE_WINDOW_SECONDS: '30',
      DATA_DIR: tempDir(),
    });
    expect(tuned.timeouts).toEqual({ request: 5000, headers: 1000, idle: 2000, keepAlive: 3000 });
    expect(tuned.uploads).toEqual({ perAddress: 1, total: 4, minRate: { bytesPerSecond: 512, windowMs: 30_000 } });
    expect(loadConfig({ UPLOAD_MIN_BYTES_PER_SECOND: '0', DATA_DIR: tempDir() }).uploads.minRate.bytesPerSecond).toBe(0);
    expect(() => loadConfig({ UPLOAD_MIN_BYTES_PER_SECOND: '-1', DATA_DIR: tempDir() })).toThrow(/UPLOAD_MIN_BYTES_PER_SECOND/);
    expect(() => loadConfig({ UPLOAD_RATE_WINDOW_SECONDS: '0', DATA_DIR: tempDir() })).toThrow(/UPLOAD_RATE_WINDOW_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000', DATA_DIR: tempDir() })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ UPLOADS_IN_TOTAL: '0', DATA_DIR: tempDir() })).toThrow(/UPLOADS_IN_TOTAL/);
  });
});
