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
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
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
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(ok.publicUrl).toBe('https://example.com');
    expect(ok.stripe).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_123' });
  });

  it('lists every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: tempDir() })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', DATA_DIR: tempDir() })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', DATA_DIR: tempDir() })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses production without Stripe keys (it never runs the emulator there)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://u:p@db/app', PUBLIC_URL: 'https://example.com' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
  });

  it('leaves Stripe unset outside production when no key is given (the emulator is used)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeUndefined();
  });
});
