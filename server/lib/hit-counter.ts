import type { Redis } from 'ioredis';

/** A count of hits on one key within a fixed window that starts at the key's first hit. */
export interface HitCount {
  count: number;
  /** Until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Counters the rate limits and the login lockout keep. In Redis every instance sees the same counts;
 * in memory each process counts on its own.
 */
export interface HitCounter {
  /** Adds one hit and answers the count including it. */
  hit(key: string, windowMs: number): Promise<HitCount>;
  /** The current count, without adding to it (0 when the window has passed). */
  peek(key: string): Promise<HitCount>;
  clear(key: string): Promise<void>;
  readonly description: string;
  /** Resolves once the store can be used, or after a short wait (never rejects: see the fallback). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Warner {
  warn(details: object, message: string): void;
}

/** Counts in this process only: right for one instance, and the fallback while Redis is away. */
export function memoryHitCounter(): HitCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  // Expired windows would otherwise stay forever: one entry per address ever seen.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }, 60_000);
  sweeper.unref();

  const live = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > Date.now() ? window : undefined;
  };
  return {
    description: 'memory (this process only)',
    ready: async () => undefined,
    async hit(key, windowMs) {
      const now = Date.now();
      const window = live(key) ?? { count: 0, endsAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - now };
    },
    async peek(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.endsAt - Date.now() } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweeper);
      windows.clear();
    },
  };
}

/** INCR and the window's expiry in one step, so two instances never both start a window. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const peekScript = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}`;

type RedisWithScripts = Redis & {
  hitWindow(key: string, windowMs: number): Promise<[number, number]>;
  peekWindow(key: string): Promise<[number, number]>;
};

/** How long start-up waits for Redis before serving with the memory fallback. */
const REDIS_READY_WAIT_MS = 3_000;
/** How long one Redis call may take before the request goes on with the memory fallback. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** At most one warning per this interval while Redis keeps failing. */
const WARNING_INTERVAL_MS = 30_000;

/**
 * Counts in Redis under `keyPrefix`. While Redis is unreachable or slow, each call falls back to this
 * process's memory counters and a warning is logged (at most every 30 s): limits then hold per
 * instance instead of across all of them, and visitors are never turned away because Redis is down.
 */
export async function redisHitCounter(options: { url: string; keyPrefix: string; log: Warner }): Promise<HitCounter> {
  // Loaded only where Redis is set (REDIS_URL): a single instance never pays for the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    // Fail at once while disconnected instead of queueing: the fallback answers instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  }) as RedisWithScripts;
  redis.defineCommand('hitWindow', { numberOfKeys: 1, lua: hitScript });
  redis.defineCommand('peekWindow', { numberOfKeys: 1, lua: peekScript });

  const fallback = memoryHitCounter();
  let lastWarningAt = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarningAt < WARNING_INTERVAL_MS) return;
    lastWarningAt = now;
    options.log.warn(
      { err: error instanceof Error ? { message: error.message } : String(error) },
      'redis unreachable: rate limits are counted per instance until it is back',
    );
  };
  redis.on('error', warn);

  async function orFallback<T>(work: () => Promise<T>, fallbackWork: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      warn(error);
      return fallbackWork();
    }
  }

  return {
    description: 'redis (shared by every instance)',
    ready: () =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(done, REDIS_READY_WAIT_MS);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          resolve();
        }
        // Refused outright: no point waiting, the fallback serves until a reconnect succeeds.
        redis.once('ready', done);
        redis.once('error', done);
      }),
    hit: (key, windowMs) =>
      orFallback(
        async () => {
          const [count, resetInMs] = await redis.hitWindow(key, windowMs);
          return { count, resetInMs };
        },
        () => fallback.hit(key, windowMs),
      ),
    peek: (key) =>
      orFallback(
        async () => {
          const [count, resetInMs] = await redis.peekWindow(key);
          return { count, resetInMs };
        },
        () => fallback.peek(key),
      ),
    clear: async (key) => {
      await fallback.clear(key);
      await orFallback(
        async () => void (await redis.del(key)),
        async () => undefined,
      );
    },
    close: async () => {
      await fallback.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
