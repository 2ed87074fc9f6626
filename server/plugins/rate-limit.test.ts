import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/factories.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimits: { login: 3, register: 2, forgotPassword: 2, publicForms: 2 } } });
});
afterAll(() => ctx.close());

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
