import type Stripe from 'stripe';
import { nextPeriodOf, renewsAtPeriodEnd } from './billing-cycle.js';
import type { EmulatorContext } from './context.js';
import { StripeApiError, invalidRequest, missingParam, resourceMissing } from './errors.js';
import { newId } from './ids.js';
import { pendingItemsFor } from './invoice-items.js';
import { applyLines, buildInvoice } from './objects/invoice.js';
import { invoiceItemLine, subscriptionLine } from './objects/invoice-line.js';
import { firstItem } from './objects/subscription.js';
import { customerOrThrow, lineDescription } from './payments.js';
import { prorationItems } from './proration.js';
import { checkQuantityChange, productNameOf, type ProrationBehavior } from './quantity-change.js';

/** `POST /v1/invoices/create_preview` for a customer's subscription, optionally with a quantity change. */
export interface PreviewRequest {
  customer?: string;
  subscription?: string;
  subscriptionDetails?: {
    items?: { id?: string; quantity?: number }[];
    prorationBehavior?: ProrationBehavior;
    prorationDate?: number;
  };
}

const previewParamNames = { item: 'subscription_details[items][0][id]', quantity: 'subscription_details[items][0][quantity]', prorationDate: 'subscription_details[proration_date]' };

const noUpcomingInvoice = (customerId: string) =>
  new StripeApiError(404, 'invalid_request_error', `No upcoming invoices for customer: ${customerId}`, 'invoice_upcoming_none');

/** The subscription previewed: the one named, else the customer's that renews first. */
function previewedSubscription(context: EmulatorContext, request: PreviewRequest): Stripe.Subscription {
  const { subscriptions } = context.store.state;
  if (request.subscription) {
    const subscription = subscriptions[request.subscription];
    if (!subscription) throw resourceMissing('subscription', request.subscription, 'subscription');
    if (request.customer !== undefined && request.customer !== subscription.customer) {
      throw invalidRequest(`The subscription ${subscription.id} does not belong to the customer ${request.customer}.`, 'customer');
    }
    return subscription;
  }
  if (request.subscriptionDetails) throw invalidRequest('The emulator previews changes to an existing subscription only: pass `subscription`.', 'subscription');
  if (!request.customer) throw missingParam('customer');
  const customer = customerOrThrow(context, request.customer);
  const renewing = Object.values(subscriptions)
    .filter((subscription) => subscription.customer === customer.id && renewsAtPeriodEnd(subscription))
    .sort((a, b) => firstItem(a).current_period_end - firstItem(b).current_period_end)[0];
  if (!renewing) throw noUpcomingInvoice(customer.id);
  return renewing;
}

/**
 * The invoice that would come next, computed and not stored (`id` `upcoming_in_…`, no number, no
 * pages, `billing_reason: 'upcoming'`). With a quantity change under `always_invoice`: the
 * invoice the update would charge now (its prorations and whatever waits for the subscription).
 * Otherwise: the renewal at the period's end (`next_payment_attempt`), its period line at the new
 * quantity, the waiting items, and the prorations `create_prorations` would add. The customer's
 * balance is applied as at finalization. A subscription that ends by its period's end has no next
 * invoice: 404 `invoice_upcoming_none`, as Stripe answers.
 */
export function previewInvoice(context: EmulatorContext, request: PreviewRequest): Stripe.Invoice {
  const subscription = previewedSubscription(context, request);
  const customer = customerOrThrow(context, String(subscription.customer));
  const item = firstItem(subscription);
  const now = context.clock.now();
  const details = request.subscriptionDetails ?? {};
  if ((details.items?.length ?? 0) > 1) throw invalidRequest('The emulator serves subscriptions with one item: give one item.', 'subscription_details[items]');
  const change = details.items?.[0];
  if (change && !change.id) throw invalidRequest('The emulator previews quantity changes of the existing item: give subscription_details[items][0][id].', 'subscription_details[items][0][id]');
  const quantity = change?.quantity ?? item.quantity ?? 1;
  const prorationDate = details.prorationDate ?? now;
  if (change?.id) checkQuantityChange(subscription, { itemId: change.id, quantity, prorationDate }, now, previewParamNames);
  const behavior = details.prorationBehavior ?? 'create_prorations';

  const prorations =
    behavior === 'none' ? [] : prorationItems(context, { subscription, item, toQuantity: quantity, prorationDate, productName: productNameOf(context, item) }, now);
  const prorationLines = prorations.map((proration) => invoiceItemLine(proration, { preview: true, unsaved: true }));
  const waitingLines = pendingItemsFor(context, subscription).map((waiting) => invoiceItemLine(waiting, { preview: true }));
  const chargedNow = behavior === 'always_invoice' && prorations.length > 0;
  if (!chargedNow && !renewsAtPeriodEnd(subscription)) throw noUpcomingInvoice(customer.id);

  const renewal = { start: item.current_period_start, end: item.current_period_end };
  const invoice = buildInvoice(
    {
      id: newId('upcoming_in'),
      customer,
      currency: item.price.currency,
      billingReason: 'upcoming',
      subscription,
      period: chargedNow ? { start: now, end: now } : renewal,
      automaticTax: subscription.automatic_tax.enabled,
      customerTaxIds: context.store.state.customerTaxIds[customer.id] ?? [],
      autoAdvance: true,
    },
    chargedNow ? now : renewal.end,
  );
  const lines = chargedNow
    ? [...waitingLines, ...prorationLines]
    : [
        subscriptionLine({
          subscription,
          item,
          quantity,
          description: lineDescription(context, { ...item, quantity }),
          period: nextPeriodOf(subscription),
          preview: true,
        }),
        ...waitingLines,
        ...prorationLines,
      ];
  invoice.starting_balance = customer.balance;
  applyLines(invoice, lines);
  invoice.next_payment_attempt = chargedNow ? now : renewal.end;
  if (prorations.length > 0 && invoice.parent?.subscription_details) invoice.parent.subscription_details.subscription_proration_date = prorationDate;
  return invoice;
}
