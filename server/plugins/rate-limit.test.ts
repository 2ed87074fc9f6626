import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { redisHitCounter } from '../lib/hit-counter.js';
import { uniqueEmail } from '../test/factories.js';
import { testConfig } from '../test/test-app.js';
import { describeWithServers } from '../test/needs-server.js';
import { testRedisUrl, uniqueRedisPrefix } from '../test/test-redis.js';
import { useTestApp } from '../test/use-test-app.js';
import { clientAddressKey } from './rate-limit.js';

const ctx = useTestApp({ config: { rateLimits: { login: 3, register: 2, forgotPassword: 2, publicForms: 2, billingSessions: 2 } } });

async function hit(url: string, times: number, payload: () => object) {
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < times; i += 1) {
    last = await ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload(), remoteAddress: '203.0.113.7' });
    statuses.push(last.statusCode);
  }
  return { statuses, last: last! };
}

describe('rate limits', () => {
  it('stops a fourth login attempt within a minute with 429 and a message', async () => {
    const { statuses, last } = await hit('/users/login', 4, () => ({ email: 'a@b.co', password: 'wrong-pass' }));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('limits sign-ups and forgot-password requests too', async () => {
    const register = await hit('/users/register', 3, () => ({ name: 'N', email: uniqueEmail(), password: 'long-enough' }));
    expect(register.statuses).toEqual([201, 201, 429]);
    const forgot = await hit('/users/forgot-password', 3, () => ({ email: uniqueEmail() }));
    expect(forgot.statuses).toEqual([200, 200, 429]);
  });

  it('counts each client address on its own', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'a@b.co', password: 'wrong-pass' },
      remoteAddress: '198.51.100.9',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('rate limits behind a proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, whatever X-Forwarded-For the client wrote itself', async () => {
    const app = await buildApp({ config: testConfig({ trustProxy: 1, rateLimits: { ...ctx.config.rateLimits, forgotPassword: 3 } }), database: ctx.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const spoofed = `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/users/forgot-password',
          payload: { email: uniqueEmail() },
          // The load balancer appends the address it accepted the connection from.
          headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.77` },
          remoteAddress: '10.0.0.2',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      // Another real client behind the same proxy still gets in.
      const neighbour = await app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        payload: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': '198.51.100.78' },
        remoteAddress: '10.0.0.2',
      });
      expect(neighbour.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('treats a whole IPv6 /64 as one client', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe(clientAddressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});

describeWithServers(['redis'], 'rate limits shared through Redis', () => {
  it('two app instances on one Redis hold one limit', async () => {
    const redis = { url: testRedisUrl, keyPrefix: uniqueRedisPrefix('rate-limit') };
    const config = testConfig({ redis, rateLimits: { ...ctx.config.rateLimits, forgotPassword: 4 } });
    const first = await buildApp({ config, database: ctx.database });
    const second = await buildApp({ config, database: ctx.database });
    try {
      const statuses: number[] = [];
      for (const app of [first, second, first, second, first, second]) {
        const response = await app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: uniqueEmail() }, remoteAddress: '203.0.113.50' });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });

});

describe('rate limits while Redis is down', () => {
  it('keeps limiting in memory, with a warning, while Redis cannot be reached', async () => {
    const warnings: string[] = [];
    // Nothing listens on port 1: every Redis call fails at once.
    const counter = await redisHitCounter({ url: 'redis://127.0.0.1:1', keyPrefix: 'down:', log: { warn: (_details, message) => warnings.push(message) } });
    const app = await buildApp({ config: testConfig({ rateLimits: { ...ctx.config.rateLimits, forgotPassword: 2 } }), database: ctx.database, counter });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: uniqueEmail() }, remoteAddress: '203.0.113.51' });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(warnings[0]).toMatch(/redis unreachable/);
      expect(warnings.length).toBe(1);
    } finally {
      await app.close();
      await counter.close();
    }
  });
});
