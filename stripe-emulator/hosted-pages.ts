import type Stripe from 'stripe';
import { declinedMessage } from './objects/payment.js';
import { formatMoney } from './money.js';
import type { ProductInfo } from './store.js';

/** Server-rendered pages standing in for Stripe's hosted Checkout and hosted invoice. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const stylesheet = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fa}
  main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border:1px solid #e3e8ee;border-radius:12px;padding:1.5rem}
  h1{font-size:1.25rem;margin:0 0 .25rem}
  .badge{display:inline-block;font-size:.75rem;font-weight:600;padding:.125rem .5rem;border-radius:999px;background:#fff4e5;color:#8a4b00}
  dl{display:grid;grid-template-columns:1fr auto;gap:.5rem 0;margin:1.25rem 0}
  dd{padding-left:1rem}
  dt{color:#525f7f} dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
  .total{font-weight:700;border-top:1px solid #e3e8ee;padding-top:.5rem}
  form{margin:0}
  button,.button{display:block;width:100%;min-height:44px;margin-top:.75rem;padding:.625rem 1rem;border-radius:8px;border:1px solid transparent;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
  .pay{background:#635bff;color:#fff} .decline{background:#fff;color:#c0123c;border-color:#c0123c} .cancel{background:#fff;color:#1a1f36;border-color:#c1c9d2}
  .alert{margin:1rem 0 0;padding:.75rem 1rem;border-radius:8px;background:#fde8ec;color:#8f0f2e}
  .muted{color:#525f7f;font-size:.875rem}
  label{display:block;margin-top:.75rem;font-size:.875rem;color:#525f7f}
  input,select{display:block;width:100%;min-height:44px;margin-top:.25rem;padding:.5rem .75rem;border:1px solid #c1c9d2;border-radius:8px;font:inherit;color:#1a1f36}
  fieldset{border:0;margin:1rem 0 0;padding:0} legend{font-weight:600;padding:0}
  table{width:100%;border-collapse:collapse;margin:.75rem 0;font-size:.875rem} th,td{text-align:left;padding:.5rem .25rem;border-bottom:1px solid #e3e8ee}
  h2{font-size:1rem;margin:1.5rem 0 .25rem} .section{margin-top:1.25rem}
  .notice{margin:1rem 0 0;padding:.75rem 1rem;border-radius:8px;background:#e6f4ea;color:#1e5631}
  @media (min-width:768px){main{padding-top:4rem}}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${stylesheet}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface CheckoutPageData {
  session: Stripe.Checkout.Session;
  price: Stripe.Price;
  product: ProductInfo;
  quantity: number;
  declined: boolean;
  /** A problem with what the buyer typed (e.g. a missing address line), shown above the form. */
  problem?: string;
  /** What the buyer typed, to show again after a problem. */
  typed?: Record<string, string>;
}

const addressFields = [
  { name: 'line1', label: 'Address', autocomplete: 'address-line1' },
  { name: 'city', label: 'City', autocomplete: 'address-level2' },
  { name: 'postal_code', label: 'Postal code', autocomplete: 'postal-code' },
  { name: 'country', label: 'Country (two letters, e.g. US)', autocomplete: 'country' },
] as const;

/** A labelled text input; `required` adds the browser's own check (the server checks again). */
export function textField(name: string, label: string, value: string, options: { required?: boolean; autocomplete?: string } = {}): string {
  return `<label>${escapeHtml(label)}<input name="${name}" value="${escapeHtml(value)}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.required ? ' required' : ''}></label>`;
}

export function intervalText(price: Stripe.Price): string {
  const recurring = price.recurring;
  if (!recurring) return 'once';
  return recurring.interval_count === 1 ? `per ${recurring.interval}` : `every ${recurring.interval_count} ${recurring.interval}s`;
}

export function checkoutPage({ session, price, product, quantity, declined, problem, typed = {} }: CheckoutPageData): string {
  const unitPrice = formatMoney(price.unit_amount ?? 0, price.currency);
  const total = formatMoney(session.amount_total ?? 0, price.currency);
  const action = (outcome: string) => `/checkout/${encodeURIComponent(session.id)}/${outcome}`;
  const declinedNotice = declined
    ? `<p class="alert" role="alert">${declinedMessage}</p>
       ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Return to the site</a></p>` : ''}`
    : '';
  return page(
    `Pay ${total} – ${product.name}`,
    `<div class="card">
  <span class="badge">Test mode</span>
  <h1>${escapeHtml(product.name)}</h1>
  ${product.description ? `<p class="muted">${escapeHtml(product.description)}</p>` : ''}
  <dl>
    <dt>Unit price</dt><dd>${unitPrice} ${escapeHtml(price.currency.toUpperCase())}</dd>
    <dt>Quantity</dt><dd>${quantity}</dd>
    <dt>Billed</dt><dd>${intervalText(price)}</dd>
    <dt class="total">Total due today</dt><dd class="total">${total}</dd>
  </dl>
  ${session.customer_email ? `<p class="muted">Paying as ${escapeHtml(session.customer_email)}</p>` : ''}
  ${declinedNotice}
  ${problem ? `<p class="alert" role="alert">${escapeHtml(problem)}</p>` : ''}
  <form method="post" action="${action('pay')}">
    <p class="muted">Test card: Visa •••• 4242</p>
    ${textField('name', 'Name on card', typed.name ?? '', { autocomplete: 'cc-name' })}
    ${
      session.billing_address_collection === 'required'
        ? `<fieldset><legend>Billing address</legend>
    ${addressFields.map((field) => textField(field.name, field.label, typed[field.name] ?? '', { required: true, autocomplete: field.autocomplete })).join('\n    ')}
    </fieldset>`
        : ''
    }
    <button class="pay" type="submit">Pay with test card</button>
    <button class="cancel" type="submit" name="card" value="4000002760003184">Pay with a card that needs authentication</button>
  </form>
  <form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>
  <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}

export function completedCheckoutPage(session: Stripe.Checkout.Session): string {
  const back = session.success_url ? session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) : null;
  return page(
    'Checkout complete',
    `<div class="card">
  <h1>This checkout is complete</h1>
  <p>The payment went through; there is nothing more to pay here.</p>
  ${back ? `<a class="button cancel" href="${escapeHtml(back)}">Return to the site</a>` : ''}
</div>`,
  );
}

/** What the hosted invoice page shows besides the invoice: how to pay it while it is open. */
export interface InvoicePageExtras {
  /** The card the last attempt used, when its issuer wants the cardholder to authenticate. */
  awaitingAuthentication?: Stripe.PaymentMethod | null;
  /** A refused card, shown above the form, with what was typed. */
  problem?: { message: string; typed: Record<string, string> };
}

/** The open invoice's payment forms: authenticate the card on file, or pay with another card. */
function invoicePaymentForms(invoice: Stripe.Invoice, extras: InvoicePageExtras): string {
  const action = `/invoices/${encodeURIComponent(invoice.id)}/pay`;
  const typed = extras.problem?.typed ?? {};
  const awaiting = extras.awaitingAuthentication?.card;
  return `${extras.problem ? `<p class="alert" role="alert">${escapeHtml(extras.problem.message)}</p>` : ''}
  ${
    awaiting
      ? `<p class="notice">Your bank asks you to confirm this payment with your card ${escapeHtml(awaiting.brand)} •••• ${escapeHtml(awaiting.last4)}.</p>
  <form method="post" action="${action}"><input type="hidden" name="authenticate" value="true"><button class="pay" type="submit">Authenticate and pay ${formatMoney(invoice.amount_remaining, invoice.currency)}</button></form>`
      : ''
  }
  <form method="post" action="${action}">
    <h2>${awaiting ? 'Or pay with another card' : 'Pay this invoice'}</h2>
    ${textField('number', 'Card number (a Stripe test card, e.g. 4242 4242 4242 4242)', typed.number ?? '', { required: true, autocomplete: 'cc-number' })}
    ${textField('exp_month', 'Expiry month (MM)', typed.exp_month ?? '', { required: true, autocomplete: 'cc-exp-month' })}
    ${textField('exp_year', 'Expiry year (YYYY)', typed.exp_year ?? '', { required: true, autocomplete: 'cc-exp-year' })}
    ${textField('name', 'Name on card', typed.name ?? '', { autocomplete: 'cc-name' })}
    <button class="pay" type="submit">Pay ${formatMoney(invoice.amount_remaining, invoice.currency)}</button>
  </form>`;
}

/** The hosted invoice page: every line with its period, the totals, a link to the PDF, and while open the ways to pay. */
export function invoicePage(invoice: Stripe.Invoice, lines: Stripe.InvoiceLineItem[], extras: InvoicePageExtras = {}): string {
  const lineRows = lines
    .map(
      (line) =>
        `<dt>${escapeHtml(line.description ?? 'Invoice item')}<br><span class="muted">${formatDate(line.period.start)} – ${formatDate(line.period.end)}</span></dt>
    <dd>${formatMoney(line.amount, line.currency)}</dd>`,
    )
    .join('\n    ');
  const statusText =
    invoice.status === 'paid'
      ? `Paid on ${formatDate(invoice.status_transitions.paid_at ?? invoice.created)}`
      : invoice.status === 'void'
        ? 'Void: nothing is due'
        : 'Payment due';
  const issued = invoice.status_transitions.finalized_at ?? invoice.created;
  // Stripe Tax: the tax on its own line, and the buyer's tax ID under their e-mail.
  const tax = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const taxLine = invoice.total_taxes?.length ? `\n    <dt>Tax</dt><dd>${formatMoney(tax, invoice.currency)}</dd>` : '';
  const balanceLine = invoice.starting_balance !== 0 ? `\n    <dt>Applied balance</dt><dd>${formatMoney(invoice.starting_balance, invoice.currency)}</dd>` : '';
  const taxIds = (invoice.customer_tax_ids ?? []).map((taxId) => `${taxId.type.replaceAll('_', ' ').toUpperCase()} ${taxId.value ?? ''}`.trim());
  const taxIdLine = taxIds.length ? `\n  <p class="muted">Tax ID: ${escapeHtml(taxIds.join(', '))}</p>` : '';
  return page(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<div class="card">
  <span class="badge">Test mode</span>
  <h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
  <p class="muted">Issued ${formatDate(issued)} · ${escapeHtml(statusText)}${invoice.customer_email ? ` · ${escapeHtml(invoice.customer_email)}` : ''}</p>${taxIdLine}
  ${invoice.description ? `<p>${escapeHtml(invoice.description)}</p>` : ''}
  <dl>
    ${lineRows}
    <dt class="total">Subtotal</dt><dd class="total">${formatMoney(invoice.subtotal, invoice.currency)}</dd>${taxLine}
    <dt>Total</dt><dd>${formatMoney(invoice.total, invoice.currency)}</dd>${balanceLine}
    <dt class="total">Amount paid</dt><dd class="total">${formatMoney(invoice.amount_paid, invoice.currency)}</dd>
    <dt>Amount remaining</dt><dd>${formatMoney(invoice.amount_remaining, invoice.currency)}</dd>
  </dl>
  ${invoice.invoice_pdf ? `<p><a href="${escapeHtml(invoice.invoice_pdf)}">Download the invoice (PDF)</a></p>` : ''}
  ${invoice.status === 'open' ? invoicePaymentForms(invoice, extras) : ''}
</div>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', `<div class="card"><h1>Not found</h1><p>This page does not exist or has expired.</p></div>`);
}

export function formatDate(timestamp: number): string {
  return new Date(timestamp * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
