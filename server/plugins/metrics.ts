import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerTimings } from '../lib/answer-timings.js';
import type { PoolUse } from '../db/database.js';
import { notFound } from '../lib/errors.js';
import type { SiteMetrics } from '../lib/metrics.js';
import type { QueueSize } from '../lib/task-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics server listens once the app is ready; null when METRICS_PORT is unset. */
    metricsAddress(): AddressInfo | null;
  }
}

export interface MetricsOptions {
  /** Absent (METRICS_PORT unset): no hook, no server, nothing collected. */
  metrics: SiteMetrics | undefined;
  listen: { port: number; host: string } | undefined;
  /** Read on a scrape, at most once per QUEUE_READ_EVERY_MS: each is a query on pg-boss's table. */
  queueSizes: () => Promise<QueueSize[]>;
  /** The database pools; absent on PGlite, which has none (no pool series are written then). */
  poolUse: (() => PoolUse[]) | undefined;
  uploadsInProgress: () => number;
}

/** Label of every answer no route matched (404s, and browser-only pages sent by the not-found handler). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Scrapes within this long of a queue read reuse it, so many scrapers at once cost one query. */
const QUEUE_READ_EVERY_MS = 5_000;

/**
 * Prometheus metrics on a port of their own. Each answer is timed by its route's pattern (`/api/v1/jobs/:id`,
 * never the address asked for), so label values are as many as the routes; the gauges that need a
 * read (queues, pools, uploads) are read when Prometheus scrapes, not as things happen.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const { metrics, listen } = options;
  let address: AddressInfo | null = null;
  app.decorate('metricsAddress', () => address);
  // Refused by name on the public port, whatever the client's router or build would answer there.
  app.get('/metrics', () => {
    throw notFound('route.not_found', 'No such endpoint: the metrics are served on their own port (METRICS_PORT), never here.');
  });
  if (!metrics || !listen) return;

  timeAnswers(app, metrics.requestDuration);
  await addScrapedGauges(app, metrics, options);

  const server = createServer((request, response) => void answerScrape(app, metrics, request, response));
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    address = server.address() as AddressInfo;
    app.log.info(`metrics at http://${address.address}:${address.port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/** Every answer, on Fastify's own clock (`elapsedTime`, started at onRequest). */
function timeAnswers(app: FastifyInstance, timings: AnswerTimings) {
  // A callback, not an async hook: it runs on every answer.
  app.addHook('onResponse', (request, reply, done) => {
    timings.observe(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

async function addScrapedGauges(app: FastifyInstance, metrics: SiteMetrics, options: MetricsOptions) {
  const { Gauge } = await import('prom-client');
  const registers = [metrics.registry];
  const readQueueSizes = readAtMostEvery(QUEUE_READ_EVERY_MS, options.queueSizes);
  new Gauge({
    name: 'task_queue_jobs',
    help: 'Background tasks by queue and state (queued, running, retry, failed), read from the queue table at most every 5 s.',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      try {
        const sizes = await readQueueSizes();
        this.reset();
        for (const { queue, state, count } of sizes) this.set({ queue, state }, count);
      } catch (error) {
        // No series rather than stale ones: the scrape still answers, and the gap shows.
        this.reset();
        app.log.warn({ err: error }, 'metrics: task queue sizes could not be read');
      }
    },
  });
  new Gauge({
    name: 'uploads_in_progress',
    help: 'Uploads (resumes, contracts) being received now.',
    registers,
    collect() {
      this.set(options.uploadsInProgress());
    },
  });
  const { poolUse } = options;
  if (!poolUse) return;
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections checked out of the pool now (main: queries; locks: advisory locks).',
    labelNames: ['pool'],
    registers,
    collect() {
      for (const use of poolUse()) this.set({ pool: use.pool }, use.inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_clients',
    help: 'Queries waiting for a free database connection now.',
    labelNames: ['pool'],
    registers,
    collect() {
      for (const use of poolUse()) this.set({ pool: use.pool }, use.waiting);
    },
  });
}

/** `read`'s answer (or failure) shared by every caller within `ms` of the call that made it, in flight or done. */
function readAtMostEvery<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= ms) {
      const answer = read();
      answer.catch(() => undefined);
      last = { at: now, answer };
    }
    return last.answer;
  };
}

async function answerScrape(app: FastifyInstance, metrics: SiteMetrics, request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '').split('?')[0];
  if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics\n');
    return;
  }
  try {
    const text = await metrics.registry.metrics();
    response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : text);
  } catch (error) {
    app.log.error({ err: error }, 'metrics: scrape failed');
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable; see the log\n');
  }
}

export default fp(metricsPlugin, { name: 'metrics' });
