import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type Stripe from 'stripe';

/** What the hosted checkout page shows and the subscription is built from (Stripe keeps it on the session's line items). */
export interface CheckoutLine {
  priceId: string;
  quantity: number;
  subscriptionMetadata: Stripe.Metadata;
  /** `subscription_data[description]`: the subscription's description. */
  subscriptionDescription?: string | null;
  /** `customer_update`: whether the address and name the buyer gives are saved onto the customer. */
  customerUpdate?: { address: 'auto' | 'never'; name: 'auto' | 'never' };
  /** `automatic_tax[enabled]`: the subscription's invoices carry tax (TAX_RATE_PERCENT here). */
  automaticTax?: boolean;
  /** `tax_id_collection[enabled]`: the page asks for a business tax ID, kept on the customer. */
  taxIdCollection?: boolean;
}

/** A customer's tax ID as invoices print it (Stripe's `customer_tax_ids` entry). */
export interface CustomerTaxId {
  type: string;
  value: string;
}

/** A product: Checkout's `product_data`, or one made with `POST /v1/products` (which has the rest). */
export interface ProductInfo {
  name: string;
  description: string | null;
  created?: number;
  metadata?: Stripe.Metadata;
}

export interface EventDelivery {
  /** The last HTTP status the app answered (0 when the delivery itself failed), null before any attempt. */
  lastStatus: number | null;
  attempts: number;
  /**
   * Wall-clock milliseconds of the next automatic retry; null when none is due (acknowledged,
   * manual delivery, or retries given up). Kept in the state file, so a restart retries on time.
   */
  nextAttemptAt?: number | null;
  /** No enabled webhook endpoint listens for the event's type: never sent, never pending (as with Stripe). */
  noEndpoint?: boolean;
}

/** One stored answer to an Idempotency-Key: Stripe replays it for the same endpoint and parameters, and refuses the key otherwise. */
export interface IdempotentAnswer {
  endpoint: string;
  /** The request's parameters, canonical (keys sorted). */
  fingerprint: string;
  statusCode: number;
  body: string;
  /** Wall clock, milliseconds: kept 24 hours, as Stripe keeps them. */
  storedAt: number;
}

export interface EmulatorState {
  clockOffset: number;
  /** The port it last listened on: stored pages (checkout, invoices) keep their addresses across restarts. */
  port?: number;
  invoiceSequence: number;
  customers: Record<string, Stripe.Customer>;
  /** Customers deleted through the API: gone from `customers`, retrieved (and expanded) as Stripe's `{ id, object, deleted: true }`. */
  deletedCustomers: Record<string, Stripe.DeletedCustomer>;
  checkoutSessions: Record<string, Stripe.Checkout.Session>;
  checkoutLines: Record<string, CheckoutLine>;
  prices: Record<string, Stripe.Price>;
  products: Record<string, ProductInfo>;
  subscriptions: Record<string, Stripe.Subscription>;
  invoices: Record<string, Stripe.Invoice>;
  /**
   * Every line of each invoice, in order, by invoice id: the invoice embeds only the first ten (as
   * Stripe does, `has_more` beyond), `GET /v1/invoices/:id/lines`, the hosted page and the PDF read them all.
   */
  invoiceLines: Record<string, Stripe.InvoiceLineItem[]>;
  /** Invoice items: pending (no `invoice` yet) until an invoice takes them. A deleted one is gone, as with Stripe. */
  invoiceItems: Record<string, Stripe.InvoiceItem>;
  invoicePayments: Record<string, Stripe.InvoicePayment>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  charges: Record<string, Stripe.Charge>;
  refunds: Record<string, Stripe.Refund>;
  disputes: Record<string, Stripe.Dispute>;
  /** Tax IDs given at checkout, by customer (Stripe keeps them as the customer's `tax_ids`). */
  customerTaxIds: Record<string, CustomerTaxId[]>;
  paymentMethods: Record<string, Stripe.PaymentMethod>;
  billingPortalSessions: Record<string, Stripe.BillingPortal.Session>;
  events: Stripe.Event[];
  deliveries: Record<string, EventDelivery>;
  /** `failNextPayment`: customer ids whose next payment is declined, or '*' for whoever pays next. */
  declineNextPaymentFor: string[];
  /** Keyed by the Idempotency-Key alone: Stripe refuses a key reused on another endpoint. */
  idempotentAnswers: Record<string, IdempotentAnswer>;
}

/**
 * Every id-keyed collection has no prototype, so an id such as `constructor` or `__proto__` (which a
 * caller may send) finds nothing instead of an Object method.
 */
function withoutPrototypes(state: EmulatorState): EmulatorState {
  for (const [key, value] of Object.entries(state)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      (state as unknown as Record<string, unknown>)[key] = Object.assign(Object.create(null) as object, value);
    }
  }
  return state;
}

export function emptyState(): EmulatorState {
  return withoutPrototypes({
    clockOffset: 0,
    invoiceSequence: 0,
    customers: {},
    deletedCustomers: {},
    checkoutSessions: {},
    checkoutLines: {},
    prices: {},
    products: {},
    subscriptions: {},
    invoices: {},
    invoiceLines: {},
    invoiceItems: {},
    invoicePayments: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    disputes: {},
    customerTaxIds: {},
    paymentMethods: {},
    billingPortalSessions: {},
    events: [],
    deliveries: {},
    declineNextPaymentFor: [],
    idempotentAnswers: {},
  });
}

/** The collections an id can be looked up in, for `expand[]` of any field holding an id. */
const expandableCollections = [
  'customers',
  'deletedCustomers',
  'checkoutSessions',
  'prices',
  'subscriptions',
  'invoices',
  'invoiceItems',
  'invoicePayments',
  'paymentIntents',
  'charges',
  'refunds',
  'disputes',
  'paymentMethods',
  'billingPortalSessions',
] as const;

export class EmulatorStore {
  constructor(
    readonly state: EmulatorState,
    private readonly stateFile?: string,
  ) {}

  static open(stateFile?: string): EmulatorStore {
    if (!stateFile) return new EmulatorStore(emptyState());
    let text: string | undefined;
    try {
      text = readFileSync(stateFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const state = text ? withoutPrototypes({ ...emptyState(), ...(JSON.parse(text) as Partial<EmulatorState>) }) : emptyState();
    // Answers kept by an older emulator (keyed by method and path too, without parameters) cannot be compared: dropped.
    for (const [key, answer] of Object.entries(state.idempotentAnswers)) if (typeof answer.fingerprint !== 'string') delete state.idempotentAnswers[key];
    return new EmulatorStore(state, stateFile);
  }

  /** Nothing bought or billed yet. */
  isEmpty(): boolean {
    const { customers, checkoutSessions, subscriptions, invoices } = this.state;
    return [customers, checkoutSessions, subscriptions, invoices].every((collection) => Object.keys(collection).length === 0);
  }

  findById(id: string): object | undefined {
    for (const collection of expandableCollections) {
      const found = (this.state[collection] as Record<string, object>)[id];
      if (found) return found;
    }
    return undefined;
  }

  /** Written after every change; a temporary file and a rename so a crash never leaves half a file. */
  save() {
    if (!this.stateFile) return;
    mkdirSync(dirname(this.stateFile), { recursive: true });
    const temporary = `${this.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.stateFile);
  }
}
