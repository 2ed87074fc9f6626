import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import type { EmulatorClock } from './clock.js';
import { resourceMissing } from './errors.js';
import { buildEvent, type EventBody } from './objects/event.js';
import type { EmulatorStore } from './store.js';

export type DeliveryMode = 'immediate' | 'manual';

/**
 * Stripe's webhook signature: `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload" keyed by the whole
 * whsec_ secret>`, the scheme `stripe.webhooks.constructEvent` checks.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface EventDispatcherOptions {
  webhookSecret: string;
  deliverWebhook: (payload: string, signatureHeader: string) => Promise<number>;
  delivery: DeliveryMode;
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

  constructor(
    private readonly store: EmulatorStore,
    private readonly clock: EmulatorClock,
    private readonly options: EventDispatcherOptions,
  ) {}

  /** Records the events in order and, in immediate mode, delivers them before resolving. */
  async publish(bodies: EventBody[]): Promise<Stripe.Event[]> {
    const events = bodies.map((body) => {
      // A snapshot, so later changes to the object do not rewrite what the event said.
      const event = buildEvent(structuredClone(body), this.clock.now());
      this.store.state.events.push(event);
      this.store.state.deliveries[event.id] = { lastStatus: null, attempts: 0 };
      return event;
    });
    this.store.save();
    if (this.options.delivery === 'manual') return events;
    this.queue.push(...events.map((event) => event.id));
    if (this.sending) return events;
    this.sending = this.sendQueue();
    await this.sending;
    return events;
  }

  private async sendQueue() {
    try {
      for (let eventId = this.queue.shift(); eventId !== undefined; eventId = this.queue.shift()) await this.deliver(eventId);
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
    this.store.save();
    return status;
  }

  pending(): Stripe.Event[] {
    return this.store.state.events.filter((event) => !isAcknowledged(this.store.state.deliveries[event.id]?.lastStatus ?? null));
  }

  async deliverAll(): Promise<number[]> {
    const statuses: number[] = [];
    for (const event of this.pending()) statuses.push(await this.deliver(event.id));
    return statuses;
  }

  all(): Stripe.Event[] {
    return [...this.store.state.events];
  }
}
