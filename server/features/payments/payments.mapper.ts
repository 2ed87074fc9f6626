import type { Currency } from '../../../contract/billing.js';
import type { InvoiceRecord, Payment, Refund } from '../../../contract/payments.js';
import type { InvoiceRow } from './invoices.repository.js';
import type { PaymentWithCustomer } from './payments.repository.js';
import type { RefundRow } from './payments.table.js';

export function toRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    refundId: row.stripeRefundId,
    amount: row.amount,
    currency: row.currency as Currency,
    status: row.status,
    reason: row.reason,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledNote: row.handledNote,
  };
}

/** The spec's Payment entity; money stays in the smallest currency unit. */
export function toPayment(row: PaymentWithCustomer, refunds: RefundRow[]): Payment {
  const hasAddress = row.shippingLine1 || row.shippingCity || row.shippingState || row.shippingCountry;
  return {
    _id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    userId: row.userId,
    paymentMethod: row.paymentMethod,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    currency: row.currency as Currency,
    status: row.status,
    disputeStatus: row.disputeStatus as Payment['disputeStatus'],
    taxAmount: row.taxAmount,
    customerTaxId: row.customerTaxId,
    created: Math.floor(row.createdAt.getTime() / 1000),
    createdAt: row.createdAt.toISOString(),
    shippingAddress: hasAddress
      ? { line1: row.shippingLine1, city: row.shippingCity, state: row.shippingState, country: row.shippingCountry }
      : null,
    role: row.plan as Payment['role'],
    noOfRoles: row.talents,
    noOfMonths: row.months,
    billing: row.billingCycle as Payment['billing'],
    description: row.description,
    invoiceId: row.stripeInvoiceId,
    subscriptionId: row.stripeSubscriptionId,
    refunds: refunds.map(toRefund),
  };
}

/** An invoice as its customer sees it on /payments; money stays in the smallest currency unit. */
export function toInvoiceRecord(row: InvoiceRow): InvoiceRecord {
  return {
    _id: row.id,
    invoiceId: row.stripeInvoiceId,
    number: row.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    description: row.description,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    taxAmount: row.taxAmount,
    currency: row.currency as Currency,
    status: row.status,
    disputeStatus: row.disputeStatus as InvoiceRecord['disputeStatus'],
    hostedInvoiceUrl: row.hostedInvoiceUrl,
    invoicePdfUrl: row.invoicePdfUrl,
  };
}
