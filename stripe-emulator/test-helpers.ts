import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
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

/** Windows-1252's 0x80-0x9F, where it differs from Latin-1 (Node's decoder without full ICU reads Latin-1). */
const windows1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const fromWindows1252 = (bytes: Uint8Array) =>
  [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? windows1252High[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The text a PDF shows, one string per drawn run, in drawing order: each page's content stream
 * decoded and its `<hex> Tj` runs read as Windows-1252, the encoding of pdf-lib's standard fonts.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .flatMap((stream) => {
        const operators = fromWindows1252(decodePDFRawStream(stream).decode());
        return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => fromWindows1252(Buffer.from(match[1] ?? '', 'hex')));
      });
  });
}
