import type { SubscriptionRecord } from '@contract/billing';
import type { CustomerSummary, Payment, Refund } from '@contract/payments';
import { builder } from '@/test/builder';

/** A live monthly subscription as the API answers it; override what a test is about. */
export const buildSubscription = builder<SubscriptionRecord>(() => ({
  _id: 's-1',
  subscriptionId: 'sub_1',
  user: { name: 'Casey Customer', email: 'casey@example.com' },
  paymentMethodId: 'pm_card_visa',
  paymentMethodCard: { brand: 'visa', last4: '4242' },
  amount: 3270,
  currency: 'aud',
  status: 'active',
  createdAt: '2026-11-20T10:00:00',
  startDate: '2026-11-20T10:00:00',
  description: 'Senior Technical — 1 talent × 1 month, billed monthly',
  interval: 'month',
  intervalCount: 1,
  quantity: 1,
  unitPrice: 3270,
  shippingAddress: { line1: '1 George St', city: 'Sydney', state: 'NSW', country: 'AU' },
  latestInvoice: 'in_1',
  plan: 'sr_technical',
  region: 'AU',
  billingCycle: 'monthly',
  months: null,
  currentPeriodEnd: '2026-12-20T10:00:00',
  cancelAt: null,
  canceledAt: null,
  paymentOverdue: null,
}));

export const buildRefund = builder<Refund>(() => ({
  _id: 'r-1',
  refundId: 're_1',
  amount: 5000,
  currency: 'usd',
  status: 'succeeded',
  reason: null,
  failureReason: null,
  createdAt: '2026-11-21T15:30:00',
  handledAt: null,
  handledNote: null,
}));

/** A paid invoice of USD 4,000.00 (amounts in cents). */
export const buildPayment = builder<Payment>(() => ({
  _id: 'p-1',
  customerName: 'Casey Customer',
  customerEmail: 'casey@example.com',
  userId: 'u-1',
  paymentMethod: 'card',
  amount: 400000,
  amountRefunded: 0,
  currency: 'usd',
  status: 'paid',
  disputeStatus: null,
  taxAmount: null,
  customerTaxId: null,
  created: 1_763_632_800,
  createdAt: '2026-11-20T10:00:00',
  shippingAddress: null,
  role: 'jr_technical',
  noOfRoles: 2,
  noOfMonths: 1,
  billing: 'monthly',
  description: 'Junior Technical — 2 talents × 1 month, billed monthly',
  invoiceId: 'in_1',
  subscriptionId: 'sub_1',
  refunds: [],
}));

export const buildCustomer = builder<CustomerSummary>(() => ({
  userId: 'u-1',
  name: 'Casey Customer',
  email: 'casey@example.com',
  activeSubscriptions: 1,
  totalPaid: [{ currency: 'usd', amount: 400000 }],
  firstPaymentAt: '2026-10-20T10:00:00',
  lastPaymentAt: '2026-11-20T10:00:00',
}));
