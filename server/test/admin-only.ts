import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './factories.js';

/** A request to an admin route, and the status an admin gets (200 unless said). */
export type AdminCall = InjectOptions & { adminStatus?: number };

/**
 * Each call answers 401 to a visitor, 403 to a customer and its status to an admin, in that order,
 * so a call that changes something runs once, as the admin.
 */
export async function expectAdminOnly(
  app: FastifyInstance,
  calls: readonly AdminCall[],
  { admin, customer }: { admin: { token: string }; customer: { token: string } },
): Promise<void> {
  for (const { adminStatus = 200, ...call } of calls) {
    const name = `${call.method ?? 'GET'} ${call.url}`;
    expect((await app.inject(call)).statusCode, name).toBe(401);
    expect((await app.inject({ ...call, headers: bearer(customer) })).statusCode, name).toBe(403);
    expect((await app.inject({ ...call, headers: bearer(admin) })).statusCode, name).toBe(adminStatus);
  }
}
