import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { applyLines } from './objects/invoice.js';

/** Every line of a stored invoice, in order (the invoice itself embeds the first ten). */
export function allLines(context: EmulatorContext, invoice: Stripe.Invoice): Stripe.InvoiceLineItem[] {
  return context.store.state.invoiceLines[invoice.id] ?? invoice.lines.data;
}

/** Sets a stored invoice's lines, all of them kept for the lines endpoint, the hosted page and the PDF. */
export function setInvoiceLines(context: EmulatorContext, invoice: Stripe.Invoice, lines: Stripe.InvoiceLineItem[]) {
  context.store.state.invoiceLines[invoice.id] = lines;
  applyLines(invoice, lines);
}

export function nextInvoiceNumber(context: EmulatorContext): string {
  context.store.state.invoiceSequence += 1;
  return `EMU-${String(context.store.state.invoiceSequence).padStart(4, '0')}`;
}

/**
 * Draft → open, as Stripe finalizes: a number, the hosted page and the PDF, and the customer's
 * balance applied (a credit left by an earlier negative invoice lowers what is due; a negative
 * total becomes credit). An invoice with nothing due is paid there and then, with no payment.
 */
export function finalizeDraft(context: EmulatorContext, invoice: Stripe.Invoice, at: number) {
  const customer = context.store.state.customers[String(invoice.customer)];
  invoice.number = nextInvoiceNumber(context);
  invoice.hosted_invoice_url = `${context.baseUrl}/invoices/${invoice.id}`;
  invoice.invoice_pdf = `${context.baseUrl}/invoices/${invoice.id}/pdf`;
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = at;
  invoice.effective_at = at;
  invoice.starting_balance = customer?.balance ?? 0;
  applyLines(invoice, allLines(context, invoice));
  const net = invoice.total + invoice.starting_balance;
  invoice.ending_balance = Math.min(0, net);
  if (customer) customer.balance = invoice.ending_balance;
  if (invoice.amount_due === 0) {
    invoice.status = 'paid';
    invoice.status_transitions.paid_at = at;
  }
}
