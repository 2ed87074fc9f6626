import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.js';
import { unavailableStripeGateway } from './features/billing/stripe-client.js';
import { STRIPE_EVENT_TASK } from './features/billing/stripe-events.js';
import { DELIVER_MAIL_TASK } from './features/mail/mail-queue.js';
import type { Mailer, MailMessage } from './features/mail/mailer.js';
import { waitUntilIdle } from './lib/task-queue.js';
import { useTestApp } from './test/use-test-app.js';

const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');

const webhookSecret = 'whsec_metrics_test_secret';
/** The mail server takes every mail but the one whose subject names this sender. */
const refusedSender = 'Morgan Refused';
const sent: MailMessage[] = [];
const mailer: Mailer = {
  description: 'test mail server',
  async send(message) {
    if (message.subject.includes(refusedSender)) throw new Error('550 mailbox unavailable');
    sent.push(message);
  },
};

const ctx = useTestApp({
  mailer,
  // Webhook signatures are checked with this secret; any call to Stripe fails at once (none is made).
  stripe: { ...unavailableStripeGateway(), webhookSecret },
  config: {
    clientDistDir: distDir,
    metrics: { port: 0, host: '127.0.0.1' },
    tasks: { runWorkers: true, pollingSeconds: 0.5, mailRetry: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false } },
  },
  listen: true,
});
let metricsUrl: string;
beforeAll(() => {
  const metricsAddress = ctx.app.metricsAddress();
  if (!metricsAddress) throw new Error('the metrics server did not start');
  metricsUrl = `http://127.0.0.1:${metricsAddress.port}/metrics`;
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of the series `name` whose labels include `labels`; undefined when there is none. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const message = (fullName: string) => ({
  fullName,
  email: 'jordan@blakedental.com',
  phone: '+1 (512) 555-0142',
  message: 'We need two receptionists for our Austin clinics.',
});

function signedEvent(createdSecondsAgo: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    created: Math.floor(Date.now() / 1000) - createdSecondsAgo,
    // A one-off payment's checkout: nothing to read from Stripe, the event is only recorded.
    data: { object: { id: 'cs_test_metrics', object: 'checkout.session', subscription: null } },
  });
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { payload, signature };
}

describe('metrics on their own port', () => {
  it('count the traffic by route pattern, with queues, mail, webhook events, the pool, uploads and the process', async () => {
    const jobId = randomUUID();
    const answers = await Promise.all([
      fetch(`${ctx.baseUrl}/assets/index-abc123.js`),
      // A page only the browser renders: the app shell, from the not-found handler.
      fetch(`${ctx.baseUrl}/login`),
      fetch(`${ctx.baseUrl}/api/v1/jobs/${jobId}?utm_source=${jobId}`),
      fetch(`${ctx.baseUrl}/api/v1/jobs/active?page=2`),
      fetch(`${ctx.baseUrl}/api/v1/no-such-endpoint/${jobId}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 200, 404]);
    for (const fullName of ['Jordan Blake', refusedSender]) {
      expect((await fetch(`${ctx.baseUrl}/api/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message(fullName)) })).status).toBe(201);
    }
    const event = signedEvent(5);
    const webhook = await fetch(`${ctx.baseUrl}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    expect(webhook.status).toBe(200);
    await waitUntilIdle(ctx.database, DELIVER_MAIL_TASK, 15_000);
    await waitUntilIdle(ctx.database, STRIPE_EVENT_TASK, 15_000);
    expect(sent.map((mail) => mail.subject)).toEqual(['New message from Jordan Blake']);

    const text = await scrape();
    const requests = (route: string, method: string, statusClass: string) =>
      valueOf(text, 'http_request_duration_seconds_count', { route, method, status_class: statusClass });
    expect(requests('/assets/index-abc123.js', 'GET', '2xx')).toBe(1);
    expect(requests('/api/v1/jobs/:id', 'GET', '4xx')).toBe(1);
    expect(requests('/api/v1/jobs/active', 'GET', '2xx')).toBe(1);
    expect(requests('/api/v1/messages', 'POST', '2xx')).toBe(2);
    expect(requests('/api/v1/stripe/webhook', 'POST', '2xx')).toBe(1);
    // The unmatched page (2xx) and endpoint (4xx) share one route label; no address or query is a label.
    expect(requests('unmatched', 'GET', '2xx')).toBe(1);
    expect(requests('unmatched', 'GET', '4xx')).toBe(1);
    expect(text).not.toContain(jobId);
    expect(text).not.toContain('utm_source');
    expect(valueOf(text, 'http_request_duration_seconds_bucket', { route: '/api/v1/jobs/active', le: '+Inf' })).toBe(1);

    expect(valueOf(text, 'mail_deliveries_total', { outcome: 'sent' })).toBe(1);
    expect(valueOf(text, 'mail_deliveries_total', { outcome: 'failed' })).toBe(1);
    expect(valueOf(text, 'task_failures_total', { queue: DELIVER_MAIL_TASK, final: 'true' })).toBe(1);
    expect(valueOf(text, 'task_failures_total', { queue: STRIPE_EVENT_TASK, final: 'true' })).toBe(0);
    expect(valueOf(text, 'task_queue_jobs', { queue: DELIVER_MAIL_TASK, state: 'failed' })).toBe(1);
    expect(valueOf(text, 'task_queue_jobs', { queue: DELIVER_MAIL_TASK, state: 'queued' })).toBe(0);
    expect(valueOf(text, 'task_queue_jobs', { queue: STRIPE_EVENT_TASK, state: 'retry' })).toBe(0);

    expect(valueOf(text, 'stripe_webhook_events_total', { stage: 'received' })).toBe(1);
    expect(valueOf(text, 'stripe_webhook_events_total', { stage: 'synced' })).toBe(1);
    expect(valueOf(text, 'stripe_webhook_event_lag_seconds_count')).toBe(1);
    // Stripe created it 5 s before it arrived: the lag is at least that, and not minutes.
    expect(valueOf(text, 'stripe_webhook_event_lag_seconds_bucket', { le: '2' })).toBe(0);
    expect(valueOf(text, 'stripe_webhook_event_lag_seconds_bucket', { le: '60' })).toBe(1);

    expect(valueOf(text, 'uploads_in_progress')).toBe(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (inject('testDatabase').kind === 'postgres') {
      expect(valueOf(text, 'db_pool_connections_in_use', { pool: 'main' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'db_pool_waiting_clients', { pool: 'main' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'db_pool_connections_in_use', { pool: 'locks' })).toBeGreaterThanOrEqual(0);
    } else {
      // The embedded database is one connection in this process: no pool to report.
      expect(text).not.toContain('db_pool_');
    }

    // Every series the Grafana dashboard draws is one this scrape has.
    const dashboard = JSON.parse(readFileSync('docs/grafana-dashboard.json', 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
    const drawn = new Set(dashboard.panels.flatMap((panel) => panel.targets ?? []).flatMap(({ expr }) => [...expr.matchAll(/([a-z_:][a-z0-9_:]*)\{/g)].map((match) => match[1]!)));
    expect(drawn.size).toBeGreaterThan(10);
    for (const name of drawn) {
      if (name.startsWith('db_pool_') && inject('testDatabase').kind !== 'postgres') continue;
      expect(valueOf(text, name), name).toBeDefined();
    }
  });

  it('show an upload while its body is arriving', async () => {
    const socket = await openSlowUpload();
    try {
      await expect.poll(async () => valueOf(await scrape(), 'uploads_in_progress'), { timeout: 5_000 }).toBe(1);
    } finally {
      socket.destroy();
    }
    await expect.poll(async () => valueOf(await scrape(), 'uploads_in_progress'), { timeout: 5_000 }).toBe(0);
  });

  it('are never served on the public port, and the metrics port serves nothing else', async () => {
    for (const url of ['/metrics', '/metrics?format=prometheus']) {
      const answer = await fetch(`${ctx.baseUrl}${url}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'route.not_found' });
    }
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });

  it('read the queue table at most every few seconds however often they are scraped', async () => {
    const failedMail = async () => valueOf(await scrape(), 'task_queue_jobs', { queue: DELIVER_MAIL_TASK, state: 'failed' });
    const refuseOneMore = async () => {
      await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: message(refusedSender) });
      await waitUntilIdle(ctx.database, DELIVER_MAIL_TASK, 15_000);
    };
    await refuseOneMore();
    // The scrape that first shows the second failed mail has just read the table.
    await expect.poll(failedMail, { timeout: 8_000, interval: 50 }).toBe(2);
    await refuseOneMore();
    const texts = await Promise.all(Array.from({ length: 20 }, () => scrape()));
    for (const text of texts) {
      // Counted as it happened, but the table is not read again within 5 s of the last read.
      expect(valueOf(text, 'mail_deliveries_total', { outcome: 'failed' })).toBe(3);
      expect(valueOf(text, 'task_queue_jobs', { queue: DELIVER_MAIL_TASK, state: 'failed' })).toBe(2);
    }
    await expect.poll(failedMail, { timeout: 8_000, interval: 500 }).toBe(3);
  });
});

/** A job application whose body has only begun to arrive: it holds an upload slot until the socket closes. */
async function openSlowUpload(): Promise<Socket> {
  const socket = connect(ctx.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => {});
  socket.write(
    'POST /api/v1/applicants HTTP/1.1\r\nhost: site.test\r\ncontent-type: multipart/form-data; boundary=xyz\r\ncontent-length: 1000000\r\n\r\n--xyz\r\n',
  );
  return socket;
}

describe('METRICS_PORT and METRICS_HOST', () => {
  // A data folder of its own: without JWT_SECRET the config writes one there.
  const base = { NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'metrics-config-')), PORT: '3000' };
  it('are off by default, and bound to the loopback unless told otherwise', () => {
    expect(loadConfig({ ...base }).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
  });

  it('refuse a port that is not one, or the public port itself', () => {
    expect(() => loadConfig({ ...base, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: must be a port number/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });
});

