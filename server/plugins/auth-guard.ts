import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/users.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import type { ReadVersions } from '../lib/account-reads-cache.js';
import { isUuid } from '../lib/ids.js';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** A placed talent's account (the third kind): see `requireTalent` and `requireCustomer`. */
  isTalent: boolean;
  /** A customer's account (every account that signed up); false for a talent's made from an invitation. */
  isCustomer: boolean;
  /** The owner has proven the mailbox (see `requireVerifiedEmail`). */
  emailVerified: boolean;
  /** The session was proven with a second factor at login (or when the factor was set up). */
  secondFactor?: boolean;
  /** When the session's token was issued (ms since the epoch): a step that needs a recent login checks it. */
  signedInAt?: number;
  /** The versions of what the account's own pages read, read with the session: what their cached answers are kept by. */
  readVersions?: ReadVersions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of an existing account is sent. */
    requireUser(request: FastifyRequest): Promise<void>;
    /**
     * preHandler: 401 as above, then 403 unless the account is an admin (read from the database), and,
     * where admins must use a second factor, 403 auth.second_factor_required unless the session was
     * proven with the account's confirmed factor.
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /**
     * preHandler of a customer's own pages (billing, payments, the team): 401 as `requireUser`, then
     * 403 auth.customers_only for a talent's account. Admins pass, as customers of their own.
     */
    requireCustomer(request: FastifyRequest): Promise<void>;
    /**
     * preHandler, after one that signs the user in: 403 auth.email_unverified until the account's
     * owner has opened the link mailed to its address (buying, adding a second factor).
     */
    requireVerifiedEmail(request: FastifyRequest): Promise<void>;
    /** preHandler of a talent's own work: 401 as `requireUser`, then 403 auth.talents_only for any other account. */
    requireTalent(request: FastifyRequest): Promise<void>;
    /** preHandler: sets `request.currentUser` when a valid token is sent; a visitor passes as null. */
    identifyUser(request: FastifyRequest): Promise<void>;
    /**
     * preHandler of a route where a customer acts on their own and an admin on anyone's: 401 as
     * `requireUser`, then weighs the request's admin powers for `withinScope`.
     */
    requireUserOrAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler of a route a visitor may call and an admin sees more of: `identifyUser`, then weighs admin powers. */
    identifyUserOrAdmin(request: FastifyRequest): Promise<void>;
    signSessionToken(user: { id: string; sessionVersion: number }, options?: { secondFactor?: boolean }): string;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** Set by `requireUserOrAdmin` and `identifyUserOrAdmin` only; null on every other route. */
    adminPowers: AdminPowers | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `sf`: the session was proven with a second factor. */
    payload: { sub: string; ver: number; sf?: true };
  }
}

/** An account as the guard reads it on every request; `sessionVersion` changes when the password does. */
export interface SessionAccount extends CurrentUser {
  sessionVersion: number;
  /** Whether the account has a confirmed second factor. */
  hasSecondFactor?: boolean;
}

export interface AuthGuardOptions {
  secret: string;
  /**
   * The account of a token's subject (the auth feature's lookup, handed over by app.ts), read on
   * every request: a password changed, a second factor reset or an account deleted ends its
   * sessions at once, on every instance.
   */
  findAccount(id: string): Promise<SessionAccount | undefined>;
  /** Admins must have signed in with a second factor (production): requireAdmin refuses them otherwise. */
  adminSecondFactorRequired?: boolean;
}

/**
 * Whether a request may act as an admin: `granted` for an admin account whose session meets the
 * second-factor rule, `withheld` for an admin account whose session does not, `none` otherwise.
 */
export type AdminPowers = 'granted' | 'withheld' | 'none';

/**
 * What a request may reach on a route open to customers and admins: everything (an admin with
 * their powers), or only its own (`ownerId`; a visitor owns nothing, so sees only what is public).
 * Services take this from the route and never read the account's admin flag themselves.
 */
export type AccessScope = 'all' | { ownerId: string | null };

const sessionErrors = {
  missingToken: () => unauthorized('auth.missing_token', 'Missing authentication token'),
  invalidToken: () => unauthorized('auth.invalid_token', 'Your session has expired. Please log in again.'),
  adminOnly: () => forbidden('auth.admin_only', 'Only administrators can do this.'),
  customersOnly: () => forbidden('auth.customers_only', messages.customersOnly),
  emailUnverified: () => forbidden('auth.email_unverified', messages.emailUnverified),
  talentsOnly: () => forbidden('auth.talents_only', messages.talentsOnly),
  secondFactorRequired: () => forbidden('auth.second_factor_required', messages.secondFactorRequired),
};

const SESSION_LIFETIME = '7d';

async function authGuard(app: FastifyInstance, options: AuthGuardOptions) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: SESSION_LIFETIME },
    // Only what this server signs: HS256 with an expiry. Another HMAC algorithm with the same
    // secret, or a token that never expires, is refused. A token verified once is known for a while
    // (fast-jwt's cache, never past its expiry), so the requests of a signed-in page skip the HMAC
    // and the decoding; whether its session still holds is read on every request all the same.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'], cache: 10_000 },
  });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('adminPowers', null);

  app.decorate('signSessionToken', (user: { id: string; sessionVersion: number }, signOptions: { secondFactor?: boolean } = {}) =>
    app.jwt.sign(signOptions.secondFactor ? { sub: user.id, ver: user.sessionVersion, sf: true } : { sub: user.id, ver: user.sessionVersion }),
  );

  async function authenticate(request: FastifyRequest): Promise<CurrentUser> {
    if (request.currentUser) return request.currentUser;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw sessionErrors.missingToken();
    // "Bearer <token>" and nothing else, as @fastify/jwt's request.jwtVerify() reads it; its
    // verifier is called directly, without that wrapper's per-request option merging and second decoding.
    const [, token, ...rest] = header.split(' ');
    if (!token || rest.length > 0) throw sessionErrors.invalidToken();
    let payload: { sub: string; ver: number; sf?: true; iat?: number };
    try {
      payload = app.jwt.verify<{ sub: string; ver: number; sf?: true; iat?: number }>(token);
    } catch {
      throw sessionErrors.invalidToken();
    }
    const user = typeof payload.sub === 'string' && isUuid(payload.sub) ? await options.findAccount(payload.sub) : undefined;
    // A deleted account, or a password changed since the token was issued, ends the session.
    if (!user || user.sessionVersion !== payload.ver) throw sessionErrors.invalidToken();
    request.currentUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      isAdmin: user.isAdmin,
      isTalent: user.isTalent === true,
      isCustomer: user.isCustomer !== false,
      emailVerified: user.emailVerified !== false,
      secondFactor: payload.sf === true && user.hasSecondFactor === true,
      ...(typeof payload.iat === 'number' ? { signedInAt: payload.iat * 1000 } : {}),
      ...(user.readVersions ? { readVersions: user.readVersions } : {}),
    };
    return request.currentUser;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      await authenticate(request);
    } catch {
      // An expired or foreign token on a public page just means "visitor".
    }
  });
  const adminPowersOf = (user: CurrentUser | null): AdminPowers =>
    !user?.isAdmin ? 'none' : options.adminSecondFactorRequired && !user.secondFactor ? 'withheld' : 'granted';

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const powers = adminPowersOf(await authenticate(request));
    if (powers === 'none') throw sessionErrors.adminOnly();
    if (powers === 'withheld') throw sessionErrors.secondFactorRequired();
  });
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    // A talent who is also a customer (one account, both roles) passes; an admin passes too.
    if (!user.isCustomer && !user.isAdmin) throw sessionErrors.customersOnly();
  });
  app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
    if (!(await authenticate(request)).emailVerified) throw sessionErrors.emailUnverified();
  });
  app.decorate('requireTalent', async (request: FastifyRequest) => {
    if (!(await authenticate(request)).isTalent) throw sessionErrors.talentsOnly();
  });
  app.decorate('requireUserOrAdmin', async (request: FastifyRequest) => {
    request.adminPowers = adminPowersOf(await authenticate(request));
  });
  app.decorate('identifyUserOrAdmin', async (request: FastifyRequest) => {
    await app.identifyUser(request);
    request.adminPowers = adminPowersOf(request.currentUser);
  });
}

/**
 * Calls a mixed route's service with the scope its guard (`requireUserOrAdmin` or
 * `identifyUserOrAdmin`) allowed. An admin whose powers are withheld is served as a customer, but
 * where a customer would be told "not found", they are told 403 auth.second_factor_required
 * instead: with the factor they would have reached it, and the answer is the same whether it
 * exists or not.
 */
export async function withinScope<T>(request: FastifyRequest, call: (scope: AccessScope) => Promise<T>): Promise<T> {
  const powers = request.adminPowers;
  if (powers === null) throw new Error("withinScope needs requireUserOrAdmin or identifyUserOrAdmin among the route's preHandlers");
  try {
    return await call(powers === 'granted' ? 'all' : { ownerId: request.currentUser?.id ?? null });
  } catch (error) {
    if (powers === 'withheld' && error instanceof AppError && error.statusCode === 404) throw sessionErrors.secondFactorRequired();
    throw error;
  }
}

export default fp(authGuard, { name: 'auth-guard' });
