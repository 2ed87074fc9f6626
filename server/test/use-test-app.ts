import type { InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { SessionUser } from '../../contract/users.js';
import { bearer, createAdminSession, registerCustomer } from './factories.js';
import { createTestContext, type TestContext } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = { token: string } | undefined;
type CustomerFields = NonNullable<Parameters<typeof registerCustomer>[1]>;

export interface TestAppOptions<C extends TestContext> extends NonNullable<Parameters<typeof createTestContext>[0]> {
  /** Makes an admin (as `npm run admin:create` does) and signs them in: `admin`. */
  admin?: boolean;
  /** Signs up a customer through the API (verified, unless `verify: false`): `customer`. The fields name them. */
  customer?: boolean | CustomerFields;
  /** Also serves the app on a free port of 127.0.0.1 (`port`, `baseUrl`), for tests that talk over sockets or fetch. */
  listen?: boolean;
  /** Builds the app instead of `createTestContext(options)`, e.g. `() => createBillingTestContext()`. */
  create?: () => Promise<C>;
  /** The set-up's time limit (the server project's hook limit unless said). */
  timeout?: number;
}

/**
 * The file's app (every field of its context: `app`, `db`, `config`, …), the accounts asked for,
 * and requests sent as one of them. Filled in by `beforeAll`: read it inside tests and hooks only.
 */
export type TestApp<C extends TestContext = TestContext> = C & {
  /** The admin, with `{ admin: true }`. */
  readonly admin: SessionUser;
  /** The customer, with `{ customer: true }` (or their fields). */
  readonly customer: SessionUser;
  /** The port it listens on, with `{ listen: true }`. */
  readonly port: number;
  /** `http://127.0.0.1:<port>`, with `{ listen: true }`. */
  readonly baseUrl: string;
  /** `method url` under /api/v1 as `user` (no one when undefined), with a JSON body when given. */
  as(user: Caller, method: Method, url: string, payload?: object): ReturnType<TestContext['app']['inject']>;
  /** Any request as `user`: their bearer token added to its headers. */
  injectAs(user: { token: string }, options: InjectOptions): ReturnType<TestContext['app']['inject']>;
  /** Signs in through the API with an e-mail and password. */
  login(email: string, password: string): ReturnType<TestContext['app']['inject']>;
};

/**
 * One test file's (or one `describe`'s) app: built and closed by the `beforeAll` and `afterAll`
 * this registers, so a file's own `beforeAll` (registered after it) already finds the app and its
 * accounts, and a file's own `afterAll` runs before it is closed.
 *
 *   const ctx = useTestApp({ admin: true, customer: { name: 'Dana Whitfield' } });
 *   it('…', async () => expect((await ctx.as(ctx.admin, 'GET', '/jobs/all')).statusCode).toBe(200));
 */
export function useTestApp<C extends TestContext = TestContext>(options: TestAppOptions<C> = {}): TestApp<C> {
  const { admin, customer, listen, create, timeout, ...contextOptions } = options;
  const made: { admin?: SessionUser; customer?: SessionUser; port?: number } = {};
  const madeBy = <K extends keyof typeof made>(key: K, option: string) => {
    const value = made[key];
    if (value === undefined) throw new Error(`no ${key}: ask useTestApp({ ${option}: true }) for it (it is made in beforeAll)`);
    return value as NonNullable<(typeof made)[K]>;
  };
  const testApp = {
    get admin() {
      return madeBy('admin', 'admin');
    },
    get customer() {
      return madeBy('customer', 'customer');
    },
    get port() {
      return madeBy('port', 'listen');
    },
    get baseUrl() {
      return `http://127.0.0.1:${madeBy('port', 'listen')}`;
    },
    as: (user: Caller, method: Method, url: string, payload?: object) =>
      testApp.app.inject({ method, url: `/api/v1${url}`, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) }),
    injectAs: (user: { token: string }, request: InjectOptions) => testApp.app.inject({ ...request, headers: { ...request.headers, ...bearer(user) } }),
    login: (email: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } }),
  } as TestApp<C>;

  let context: C | undefined;
  beforeAll(async () => {
    context = await (create ? create() : (createTestContext(contextOptions) as Promise<C>));
    Object.assign(testApp, context);
    if (admin) made.admin = await createAdminSession(context.app, context.db);
    if (customer) made.customer = await registerCustomer(context.app, customer === true ? {} : customer);
    if (listen) {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      made.port = (context.app.server.address() as AddressInfo).port;
    }
  }, timeout);
  afterAll(() => context?.close());
  return testApp;
}
