import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import { bearer, latestMailTo, registerCustomer, resetTokenFromMail } from '../../test/factories.js';
import { databaseUrlFor } from '../../test/global-setup.js';
import { describeWithServers } from '../../test/needs-server.js';
import { placeNewTalent } from '../../test/talent-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { resetSecondFactors } from './second-factor.reset.js';

const ctx = useTestApp({ admin: true });

/** A customer's own pages: after a first read each is answered from the instance's memory. */
const ownPages = ['/team', '/subscription/my', '/payments/mypayments', '/payments/myinvoices'];

async function readTwice(app: FastifyInstance, user: SessionUser) {
  for (const page of [...ownPages, ...ownPages]) {
    const response = await app.inject({ url: `/api/v1${page}`, headers: bearer(user) });
    expect(response.statusCode, page).toBe(200);
  }
}

async function resetPassword(app: FastifyInstance, customer: SessionUser) {
  expect((await app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } })).statusCode).toBe(200);
  const token = resetTokenFromMail((await latestMailTo(ctx.db, customer.email))!.text);
  const reset = await app.inject({ method: 'PATCH', url: `/api/v1/users/reset-password/${token}`, payload: { password: 'a-brand-new-password', email: customer.email } });
  expect(reset.statusCode).toBe(200);
}

describe('a session ends at once, even where its pages were kept in memory', () => {
  it('refuses the session from before a password reset on every page, and answers the new one', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Paz Ocampo' });
    await readTwice(ctx.app, customer);
    await resetPassword(ctx.app, customer);
    for (const page of ownPages) {
      const response = await ctx.as(customer, 'GET', page);
      expect([response.statusCode, response.json().code], page).toEqual([401, 'auth.invalid_token']);
    }
    const login = await ctx.login(customer.email, 'a-brand-new-password');
    expect((await ctx.as(login.json(), 'GET', '/team')).statusCode).toBe(200);
  });

  it("refuses every session of an account whose second factors an operator reset", async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Lito Garcia' });
    await readTwice(ctx.app, customer);
    await resetSecondFactors(ctx.db, customer.email);
    for (const page of ownPages) expect((await ctx.as(customer, 'GET', page)).statusCode, page).toBe(401);
  });
});

describe('sessions read together, in one query for the requests that arrive at once', () => {
  it("answers each of many accounts' requests sent together with that account's own page", async () => {
    const customers = await Promise.all(['Ana', 'Ben', 'Cora', 'Dado'].map((name) => registerCustomer(ctx.app, { name: `${name} Reyes` })));
    const requests = customers.flatMap((customer) => [1, 2, 3].map(() => ({ customer, answer: ctx.app.inject({ url: '/api/v1/users/me', headers: bearer(customer) }) })));
    for (const { customer, answer } of requests) {
      const response = await answer;
      expect([response.statusCode, response.json().email]).toEqual([200, customer.email]);
    }
  });

  it('refuses, among requests sent together, only the one whose session ended before it was sent', async () => {
    const [kept, reset] = await Promise.all([registerCustomer(ctx.app, { name: 'Elma Cruz' }), registerCustomer(ctx.app, { name: 'Fe Santos' })]);
    await resetPassword(ctx.app, reset);
    const [keptAnswer, resetAnswer] = await Promise.all([kept, reset].map((customer) => ctx.app.inject({ url: '/api/v1/team', headers: bearer(customer) })));
    expect([keptAnswer!.statusCode, resetAnswer!.statusCode]).toEqual([200, 401]);
  });
});

describeWithServers(['postgres'], 'two instances of the site on one database', () => {
  let other: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    const [current] = await rowsOf<{ name: string }>(ctx.db.execute(sql`select current_database() as name`));
    const testDatabase = inject('testDatabase');
    if (testDatabase.kind !== 'postgres') throw new Error('needs a Postgres server');
    const database = await openDatabase({ databaseUrl: databaseUrlFor(testDatabase.serverUrl, current!.name) });
    const app = await buildApp({ config: ctx.config, database });
    await app.ready();
    other = { app, database };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  it("shows on one instance, at the next read, a placement an admin made through the other", async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Rey Mendoza' });
    const before = await other.app.inject({ url: '/api/v1/team', headers: bearer(customer) });
    expect(before.json().subscriptions).toEqual([]);
    await placeNewTalent(ctx.app, ctx.db, ctx.admin, customer.id, { firstName: 'Tala', lastName: 'Ramos' });
    const after = (await other.app.inject({ url: '/api/v1/team', headers: bearer(customer) })).json();
    expect(after.subscriptions[0].seats[0].placement.talent).toMatchObject({ firstName: 'Tala', lastName: 'Ramos' });
  });

  it('ends on one instance, at the next request, a session whose password was reset through the other', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Nina Cruz' });
    await readTwice(other.app, customer);
    await resetPassword(ctx.app, customer);
    for (const page of ownPages) expect((await other.app.inject({ url: `/api/v1${page}`, headers: bearer(customer) })).statusCode, page).toBe(401);
  });
});
