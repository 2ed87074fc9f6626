import { company } from '../../../contract/catalogues/company.js';
import type { MailMessage } from '../mail/mail.public.js';

interface Customer {
  name: string;
  email: string;
}

interface PaidInvoice {
  amount: number;
  currency: string;
  description: string;
  hostedInvoiceUrl: string | null;
}

/** 3270.00 AUD from 327000 cents. */
export function formatMoney(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const invoiceLine = (invoice: PaidInvoice) => (invoice.hostedInvoiceUrl ? `\nYour invoice: ${invoice.hostedInvoiceUrl}\n` : '');
const signature = `\nQuestions? Write to ${company.supportEmail}.\n\n${company.brand}`;

/** The confirmation the success page promises, sent when the first invoice is paid. */
export function subscriptionConfirmedEmail(customer: Customer, invoice: PaidInvoice): MailMessage {
  return {
    to: customer.email,
    subject: `Your ${company.brand} subscription is confirmed`,
    text: `Hello ${customer.name},

Thank you for your payment of ${formatMoney(invoice.amount, invoice.currency)}. Your subscription is active:
${invoice.description}

Our team will contact you shortly to start matching your talent.
${invoiceLine(invoice)}${signature}`,
  };
}

/** One receipt per renewal. */
export function paymentReceiptEmail(customer: Customer, invoice: PaidInvoice): MailMessage {
  return {
    to: customer.email,
    subject: `Payment receipt: ${formatMoney(invoice.amount, invoice.currency)}`,
    text: `Hello ${customer.name},

We received your payment of ${formatMoney(invoice.amount, invoice.currency)} for:
${invoice.description}
${invoiceLine(invoice)}${signature}`,
  };
}

export function paymentFailedEmail(customer: Customer, invoice: PaidInvoice, publicUrl: string): MailMessage {
  return {
    to: customer.email,
    subject: 'Your payment did not go through',
    text: `Hello ${customer.name},

We could not collect ${formatMoney(invoice.amount, invoice.currency)} for:
${invoice.description}

Stripe will try again in the coming days. To avoid an interruption, please update your card on the
invoice page${invoice.hostedInvoiceUrl ? `: ${invoice.hostedInvoiceUrl}` : ` or see your subscriptions at ${publicUrl}/subscription`}.
${signature}`,
  };
}
