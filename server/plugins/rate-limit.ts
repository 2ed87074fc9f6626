import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * Registers the limiter without a global limit: the routes that attract abuse (login, sign-up,
 * forms) attach their own with `app.rateLimit({ max })`, counted per client address and route.
 */
async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'request.rate_limited', `Too many requests. Please wait ${context.after} and try again.`),
  });
}

export default fp(rateLimits, { name: 'rate-limits' });
