import type Stripe from 'stripe';

/** An invoice with every line: Stripe embeds the first ten, so one with more (a month of extra-hours weeks) is read whole. */
export async function withAllLines(stripe: Stripe, invoice: Stripe.Invoice): Promise<Stripe.Invoice> {
  if (!invoice.lines.has_more) return invoice;
  const data: Stripe.InvoiceLineItem[] = [];
  for await (const line of stripe.invoices.listLineItems(invoice.id, { limit: 100 })) data.push(line);
  return { ...invoice, lines: { ...invoice.lines, data, has_more: false } };
}

/** The invoice items an invoice bills (extra hours, one-off charges), by their Stripe ids. */
export function invoiceItemIdsOf(invoice: Stripe.Invoice): string[] {
  return invoice.lines.data.flatMap((line) => {
    const item = line.parent?.invoice_item_details?.invoice_item;
    return item ? [item] : [];
  });
}
