import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { HitCounter } from '../lib/hit-counter.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the app's counters (Redis or memory). */
function storeOver(counter: HitCounter) {
  return class CounterStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      counter.hit(`rate:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: IncrCallback) {
      counter.peek(`rate:${key}`).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * One address per client: IPv4 as is, IPv6 by its /64, since one subscriber commonly holds a whole
 * /64 and could otherwise take a fresh address for every request.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** What the limiter counts by default: one client address on one route. */
function addressKey(request: FastifyRequest): string {
  return `${request.routeOptions.method}:${request.routeOptions.url}:${clientAddressKey(request.ip)}`;
}

/**
 * For routes behind the session guard, as `app.rateLimit({ max, keyGenerator: accountKey })` in a
 * preHandler after it: one account on one route, wherever its requests come from (and however many
 * accounts share an office's address). A request without an account counts by its address.
 */
export function accountKey(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `${request.routeOptions.method}:${request.routeOptions.url}:account:${user.id}` : addressKey(request);
}

/**
 * Registers the limiter without a global limit: the routes that attract abuse (login, sign-up,
 * forms, checkout) attach their own with `app.rateLimit({ max })`, counted per client address (or
 * account, `accountKey`) and route in the app's counters, so every instance sharing Redis holds one
 * limit. Routes that attach none, such as Stripe's webhook, are never limited.
 */
async function rateLimits(app: FastifyInstance, options: { counter: HitCounter }) {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    store: storeOver(options.counter),
    // The route pattern keeps each route's count apart (the store sees only this key).
    keyGenerator: addressKey,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'request.rate_limited', `Too many requests. Please wait ${context.after} and try again.`),
  });
}

export default fp(rateLimits, { name: 'rate-limits' });
