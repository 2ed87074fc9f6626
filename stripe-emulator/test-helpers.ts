import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './index.js';

export const webhookSecret = 'whsec_emulator_test_secret';

export interface TestEmulator {
  emulator: StripeEmulator;
  stripe: Stripe;
  /** Events the "app" received, in arrival order, each already checked with `constructEvent`. */
  received: Stripe.Event[];
  /** The HTTP status the "app" answers next; tests flip it to simulate an app that is down. */
  appAnswers: { status: number };
  close(): Promise<void>;
}

/** An emulator whose webhooks go to a stand-in app that verifies each signature as the real app does. */
export async function startTestEmulator(options: Partial<StripeEmulatorOptions> = {}): Promise<TestEmulator> {
  const verifier = new Stripe('sk_test_verifier');
  const received: Stripe.Event[] = [];
  const appAnswers = { status: 200 };
  const emulator = await startStripeEmulator({
    webhookSecret,
    nodeEnv: 'test',
    deliverWebhook: async (payload, header) => {
      let event: Stripe.Event;
      try {
        event = verifier.webhooks.constructEvent(payload, header, webhookSecret);
      } catch {
        return 400;
      }
      if (appAnswers.status >= 200 && appAnswers.status < 300) received.push(event);
      return appAnswers.status;
    },
    ...options,
  });
  const stripe = new Stripe(emulator.apiKey, { host: emulator.host, port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
  return { emulator, stripe, received, appAnswers, close: () => emulator.close() };
}

export interface PlanLine {
  name?: string;
  unitAmount?: number;
  interval?: 'month' | 'year';
  quantity?: number;
}

export async function createSubscriptionCheckout(stripe: Stripe, customerId: string, plan: PlanLine = {}) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    line_items: [
      {
        quantity: plan.quantity ?? 1,
        price_data: {
          currency: 'usd',
          unit_amount: plan.unitAmount ?? 4900,
          product_data: { name: plan.name ?? 'Virtual assistant – full time', description: 'One dedicated assistant, 40 hours a week' },
          recurring: { interval: plan.interval ?? 'month', interval_count: 1 },
        },
      },
    ],
    success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/pricing',
    client_reference_id: 'user-42',
    metadata: { userId: '42' },
    subscription_data: { metadata: { userId: '42', plan: 'va-full-time' }, description: 'Virtual assistant, billed monthly' },
  });
}

/** A customer who has paid a checkout: the state most billing tests start from. */
export async function subscribedCustomer(test: TestEmulator, plan: PlanLine = {}) {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com', name: 'Ada Lovelace' });
  const session = await createSubscriptionCheckout(test.stripe, customer.id, plan);
  const completion = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });
  const subscriptionId = String(completion.session.subscription);
  const subscription = await test.stripe.subscriptions.retrieve(subscriptionId);
  return { customer, session, subscription };
}
