import Stripe from 'stripe';
import type { EmulatorClock } from './clock.js';
import { resourceMissing } from './errors.js';
import { buildEvent, type EventBody } from './objects/event.js';
import type { EmulatorStore, EventDelivery } from './store.js';

export type DeliveryMode = 'immediate' | 'manual';

/**
 * Stripe retries an undelivered event for up to three days with exponential backoff; the emulator
 * keeps the shape on a compressed clock: 1 s, 2 s, 4 s… up to `maxDelayMs`, `maxAttempts` tries in all.
 */
export interface WebhookRetrySchedule {
  initialDelayMs: number;
  maxDelayMs: number;
  /** Tries in all, the first delivery included; after the last the event stays pending (deliver it by hand). */
  maxAttempts: number;
}

/** 1 s doubling to 5 min, 16 tries: about 45 minutes, Stripe's three days compressed. */
export const defaultRetrySchedule: WebhookRetrySchedule = { initialDelayMs: 1_000, maxDelayMs: 300_000, maxAttempts: 16 };

/** The wait after the `attempts`-th failed try. */
export const retryDelayMs = (schedule: WebhookRetrySchedule, attempts: number) =>
  Math.min(schedule.maxDelayMs, schedule.initialDelayMs * 2 ** Math.max(0, attempts - 1));

/** The `Stripe-Signature` header, signed by stripe-node itself so it matches what `constructEvent` checks. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export interface EventDispatcherOptions {
  webhookSecret: string;
  deliverWebhook: (payload: string, signatureHeader: string) => Promise<number>;
  delivery: DeliveryMode;
  /** Automatic retries of failed deliveries (immediate mode only); null for none. */
  retry: WebhookRetrySchedule | null;
  /** Whether any enabled webhook endpoint listens for this event type; an event none listens for is recorded, never sent. */
  receives: (type: string) => boolean;
}

const isAcknowledged = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Records events and sends them to the app. An event stays pending until the app answers 2xx, as
 * Stripe retries until then; a test redelivers with `deliver(id)`.
 *
 * Immediate delivery goes through one queue, so events reach the app in the order they happened.
 * An operation started while the queue is being sent (typically an API call the app makes from
 * its webhook handler) does not wait for its own events: they wait behind the event being handled,
 * and waiting for them there would never end.
 */
export class EventDispatcher {
  private readonly queue: string[] = [];
  private sending: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly store: EmulatorStore,
    private readonly clock: EmulatorClock,
    private readonly options: EventDispatcherOptions,
  ) {}

  /** Records the events in order and, in immediate mode, delivers them before resolving. */
  async publish(bodies: EventBody[]): Promise<Stripe.Event[]> {
    // Nothing to send: starting the queue for nothing would leave `sending` set (its finally runs
    // before the promise is assigned), and every later event would wait for a queue never run.
    if (bodies.length === 0) return [];
    const events = bodies.map((body) => {
      // A snapshot, so later changes to the object do not rewrite what the event said.
      const event = buildEvent(structuredClone(body), this.clock.now());
      const listened = this.options.receives(event.type);
      if (!listened) event.pending_webhooks = 0;
      this.store.state.events.push(event);
      this.store.state.deliveries[event.id] = { lastStatus: null, attempts: 0, nextAttemptAt: null, ...(listened ? {} : { noEndpoint: true }) };
      return event;
    });
    this.store.save();
    const sent = events.filter((event) => !this.store.state.deliveries[event.id]?.noEndpoint);
    if (this.options.delivery === 'manual' || sent.length === 0) return events;
    this.queue.push(...sent.map((event) => event.id));
    if (this.sending) return events;
    this.sending = this.sendQueue();
    await this.sending;
    return events;
  }

  /**
   * Picks up what a previous run left undelivered (the app was down, or the emulator stopped
   * first): each event is retried when its stored retry falls due, one never tried at once.
   */
  start() {
    const { retry } = this.options;
    if (!retry || this.options.delivery === 'manual') return;
    for (const event of this.pending()) {
      const delivery = this.store.state.deliveries[event.id];
      if (!delivery || delivery.attempts >= retry.maxAttempts) continue;
      if (delivery.attempts === 0 || delivery.nextAttemptAt === undefined) delivery.nextAttemptAt = Date.now();
    }
    this.scheduleRetries();
  }

  /** Stops retrying and waits for a delivery under way. */
  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.queue.length = 0;
    await this.sending;
  }

  /** Arms one timer for the earliest retry due; the process may exit while it waits. */
  private scheduleRetries() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.closed || !this.options.retry) return;
    const due = Object.values(this.store.state.deliveries)
      .map((delivery) => delivery.nextAttemptAt)
      .filter((at): at is number => typeof at === 'number');
    if (due.length === 0) return;
    this.retryTimer = setTimeout(() => this.sendDueRetries(), Math.max(0, Math.min(...due) - Date.now()));
    this.retryTimer.unref();
  }

  private sendDueRetries() {
    this.retryTimer = null;
    if (this.closed) return;
    const now = Date.now();
    for (const event of this.store.state.events) {
      const delivery = this.store.state.deliveries[event.id];
      if (typeof delivery?.nextAttemptAt !== 'number' || delivery.nextAttemptAt > now) continue;
      delivery.nextAttemptAt = null;
      if (!this.queue.includes(event.id)) this.queue.push(event.id);
    }
    if (!this.sending && this.queue.length > 0) this.sending = this.sendQueue();
    else this.scheduleRetries();
  }

  private async sendQueue() {
    try {
      for (let eventId = this.queue.shift(); eventId !== undefined && !this.closed; eventId = this.queue.shift()) await this.deliver(eventId);
    } finally {
      this.sending = null;
    }
  }

  /** Sends one event (again, if it was sent before) and answers the app's HTTP status, 0 if the request failed. */
  async deliver(eventId: string): Promise<number> {
    const event = this.store.state.events.find((candidate) => candidate.id === eventId);
    const delivery = this.store.state.deliveries[eventId];
    if (!event || !delivery) throw resourceMissing('event', eventId);
    const payload = JSON.stringify(event, null, 2);
    // Signed with the wall clock, not the emulator's: the app checks the timestamp against its own time.
    const header = signatureHeader(payload, this.options.webhookSecret, Math.floor(Date.now() / 1000));
    // A request that fails before any answer counts as status 0, so the event stays pending.
    const status = await this.options.deliverWebhook(payload, header).catch(() => 0);
    delivery.attempts += 1;
    delivery.lastStatus = status;
    const { retry } = this.options;
    if (isAcknowledged(status) || !retry || this.options.delivery === 'manual' || delivery.attempts >= retry.maxAttempts) delivery.nextAttemptAt = null;
    else delivery.nextAttemptAt = Date.now() + retryDelayMs(retry, delivery.attempts);
    this.store.save();
    this.scheduleRetries();
    return status;
  }

  pending(): Stripe.Event[] {
    return this.store.state.events.filter((event) => {
      const delivery = this.store.state.deliveries[event.id];
      return !delivery?.noEndpoint && !isAcknowledged(delivery?.lastStatus ?? null);
    });
  }

  async deliverAll(): Promise<number[]> {
    const statuses: number[] = [];
    for (const event of this.pending()) statuses.push(await this.deliver(event.id));
    return statuses;
  }

  /** How one event's delivery stands: tries, the app's last status, the next automatic retry. */
  deliveryOf(eventId: string): EventDelivery {
    const delivery = this.store.state.deliveries[eventId];
    if (!delivery) throw resourceMissing('event', eventId);
    return { ...delivery };
  }

  all(): Stripe.Event[] {
    return [...this.store.state.events];
  }
}
