import type { Counter, Histogram, Registry } from 'prom-client';
import { AnswerTimings } from './answer-timings.js';

/**
 * The site's Prometheus instruments, on a registry of this app's own (two apps in one process, as
 * in tests, never count into each other). Created only when METRICS_PORT is set: code that counts
 * takes it as an optional dependency and counts nothing without it. Gauges read on each scrape
 * (queue sizes, pool, uploads) are added by plugins/metrics.ts, which knows where to read them.
 */
export interface SiteMetrics {
  registry: Registry;
  /** Every answer, by route pattern (never the raw URL), method and status class. */
  requestDuration: AnswerTimings;
  /** Tries of a task that threw; `final` is "true" when it was the last try (the task stays failed). */
  taskFailures: Counter<'queue' | 'final'>;
  /** Mail the worker handed to the mail server (`sent`), could not yet (`retry`), or gave up on (`failed`, shown to admins). */
  mailDeliveries: Counter<'outcome'>;
  /** Stripe events accepted by the webhook (`received`) and handled by their task (`synced`). */
  stripeEvents: Counter<'stage'>;
  /** From Stripe's `created` on an event to the moment its task handled it. */
  stripeEventLag: Histogram;
}

/** Seconds: Stripe delivers within seconds; a retried sync takes minutes to hours (stripe-events.ts). */
const LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3_600, 4 * 3_600, 24 * 3_600];

/** prom-client is loaded here, so a site without METRICS_PORT never loads it. */
export async function createSiteMetrics(): Promise<SiteMetrics> {
  const { Counter, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  // Process CPU, memory, handles, GC, and the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: SiteMetrics = {
    registry,
    requestDuration: new AnswerTimings(registry),
    taskFailures: new Counter({
      name: 'task_failures_total',
      help: 'Tries of a background task that failed; final="true" when no retry follows.',
      labelNames: ['queue', 'final'],
      registers,
    }),
    mailDeliveries: new Counter({
      name: 'mail_deliveries_total',
      help: 'Mail delivery tries by outcome: sent, retry (will try again) or failed (given up, shown to admins).',
      labelNames: ['outcome'],
      registers,
    }),
    stripeEvents: new Counter({
      name: 'stripe_webhook_events_total',
      help: 'Stripe events accepted by the webhook (stage="received") and handled by their task (stage="synced").',
      labelNames: ['stage'],
      registers,
    }),
    stripeEventLag: new Histogram({
      name: 'stripe_webhook_event_lag_seconds',
      help: 'Seconds from Stripe creating an event to the site having handled it.',
      buckets: LAG_BUCKETS,
      registers,
    }),
  };
  // Series of every outcome from the start, so rates and alerts see a zero rather than nothing.
  for (const outcome of ['sent', 'retry', 'failed']) metrics.mailDeliveries.inc({ outcome }, 0);
  for (const stage of ['received', 'synced']) metrics.stripeEvents.inc({ stage }, 0);
  return metrics;
}
