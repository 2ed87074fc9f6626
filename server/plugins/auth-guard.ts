import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { findUserById } from '../features/auth/auth.repository.js';
import { authErrors } from '../features/auth/auth.errors.js';
import { isUuid } from '../lib/ids.js';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of an existing account is sent. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 as above, then 403 unless the account is an admin (read from the database). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler: sets `request.currentUser` when a valid token is sent; a visitor passes as null. */
    identifyUser(request: FastifyRequest): Promise<void>;
    signSessionToken(user: { id: string; sessionVersion: number }): string;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; ver: number };
  }
}

const SESSION_LIFETIME = '7d';

async function authGuard(app: FastifyInstance, options: { secret: string; db: Database }) {
  await app.register(fastifyJwt, { secret: options.secret, sign: { expiresIn: SESSION_LIFETIME } });
  app.decorateRequest('currentUser', null);

  app.decorate('signSessionToken', (user: { id: string; sessionVersion: number }) =>
    app.jwt.sign({ sub: user.id, ver: user.sessionVersion }),
  );

  async function authenticate(request: FastifyRequest): Promise<CurrentUser> {
    if (request.currentUser) return request.currentUser;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw authErrors.missingToken();
    let payload: { sub: string; ver: number };
    try {
      payload = await request.jwtVerify<{ sub: string; ver: number }>();
    } catch {
      throw authErrors.invalidToken();
    }
    const user = typeof payload.sub === 'string' && isUuid(payload.sub) ? await findUserById(options.db, payload.sub) : undefined;
    // A deleted account, or a password changed since the token was issued, ends the session.
    if (!user || user.sessionVersion !== payload.ver) throw authErrors.invalidToken();
    request.currentUser = { id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
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
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (!user.isAdmin) throw authErrors.adminOnly();
  });
}

export default fp(authGuard, { name: 'auth-guard' });
