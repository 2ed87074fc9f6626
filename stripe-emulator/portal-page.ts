import type Stripe from 'stripe';
import { escapeHtml, formatDate, intervalText, page, textField } from './hosted-pages.js';
import { formatMoney } from './money.js';
import { firstItem } from './objects/subscription.js';
import { isRenewable } from './billing-portal.js';

/** The customer portal's one page (Stripe's billing.stripe.com/p/session/…), server-rendered, no scripts. */

export interface PortalPageData {
  session: Stripe.BillingPortal.Session;
  customer: Stripe.Customer;
  subscriptions: Stripe.Subscription[];
  invoices: Stripe.Invoice[];
  card: Stripe.PaymentMethod | null;
  productName: (subscription: Stripe.Subscription) => string;
  /** What the last action did, shown once above the sections. */
  notice?: string;
  /** A refused card, shown in its form, with what was typed. */
  cardProblem?: { message: string; typed: Record<string, string> };
}

export const portalNotices: Record<string, string> = {
  canceled: 'Your subscription will end at the end of the current period.',
  renewed: 'Your subscription will renew as before.',
  card: 'Your new card is saved and will be used for future payments.',
};

const statusText: Partial<Record<Stripe.Subscription.Status, string>> = {
  active: 'Active',
  past_due: 'Past due',
  trialing: 'Trial',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  paused: 'Paused',
};

function subscriptionBlock(data: PortalPageData, subscription: Stripe.Subscription): string {
  const item = firstItem(subscription);
  const action = (verb: string) => `/portal/${encodeURIComponent(data.session.id)}/subscriptions/${encodeURIComponent(subscription.id)}/${verb}`;
  const amount = formatMoney((item.price.unit_amount ?? 0) * (item.quantity ?? 1), item.price.currency);
  const ending = subscription.cancel_at !== null;
  const renewable = isRenewable(subscription);
  const when = !ending
    ? `Renews on ${formatDate(item.current_period_end)}`
    : renewable
      ? `Cancels on ${formatDate(subscription.cancel_at ?? item.current_period_end)}`
      : `Ends on ${formatDate(subscription.cancel_at ?? item.current_period_end)}`;
  const button = renewable
    ? `<form method="post" action="${action('renew')}"><button class="pay" type="submit">Renew subscription</button></form>`
    : `<form method="post" action="${action('cancel')}"><button class="decline" type="submit">Cancel subscription</button></form>`;
  return `<div class="section" data-subscription="${escapeHtml(subscription.id)}">
    <strong>${escapeHtml(data.productName(subscription))}</strong>
    <p class="muted">${amount} ${intervalText(item.price)} · ${escapeHtml(statusText[subscription.status] ?? subscription.status)} · ${escapeHtml(when)}</p>
    ${button}
  </div>`;
}

function cardText(card: Stripe.PaymentMethod | null): string {
  if (!card?.card) return 'No card on file.';
  const brand = card.card.brand.charAt(0).toUpperCase() + card.card.brand.slice(1);
  return `${brand} •••• ${card.card.last4}, expires ${String(card.card.exp_month).padStart(2, '0')}/${card.card.exp_year}`;
}

function invoiceRow(invoice: Stripe.Invoice): string {
  const links = [
    invoice.hosted_invoice_url ? `<a href="${escapeHtml(invoice.hosted_invoice_url)}">View</a>` : '',
    invoice.invoice_pdf ? `<a href="${escapeHtml(invoice.invoice_pdf)}">PDF</a>` : '',
  ].filter(Boolean);
  return `<tr><td>${formatDate(invoice.created)}</td><td>${escapeHtml(invoice.number ?? invoice.id)}</td><td>${formatMoney(invoice.total, invoice.currency)}</td><td>${escapeHtml(invoice.status ?? '')}</td><td>${links.join(' · ')}</td></tr>`;
}

export function portalPage(data: PortalPageData): string {
  const { session, customer } = data;
  const typed = data.cardProblem?.typed ?? {};
  const returnLink = session.return_url ? `<a class="button cancel" href="${escapeHtml(session.return_url)}">Return to site</a>` : '';
  return page(
    'Billing',
    `<div class="card">
  <span class="badge">Test mode</span>
  <h1>Billing</h1>
  <p class="muted">${escapeHtml([customer.name, customer.email].filter(Boolean).join(' · '))}</p>
  ${data.notice ? `<p class="notice" role="status">${escapeHtml(data.notice)}</p>` : ''}
  ${returnLink}

  <h2>Subscriptions</h2>
  ${data.subscriptions.length > 0 ? data.subscriptions.map((subscription) => subscriptionBlock(data, subscription)).join('\n  ') : '<p class="muted">No current subscription.</p>'}

  <h2>Payment method</h2>
  <p>${escapeHtml(cardText(data.card))}</p>
  ${data.cardProblem ? `<p class="alert" role="alert">${escapeHtml(data.cardProblem.message)}</p>` : ''}
  <form method="post" action="/portal/${encodeURIComponent(session.id)}/payment-method">
    ${textField('number', 'Card number (a Stripe test card, e.g. 4242 4242 4242 4242)', typed.number ?? '', { required: true, autocomplete: 'cc-number' })}
    ${textField('exp_month', 'Expiry month (MM)', typed.exp_month ?? '', { required: true, autocomplete: 'cc-exp-month' })}
    ${textField('exp_year', 'Expiry year (YYYY)', typed.exp_year ?? '', { required: true, autocomplete: 'cc-exp-year' })}
    ${textField('name', 'Name on card', typed.name ?? customer.name ?? '', { autocomplete: 'cc-name' })}
    <fieldset><legend>Billing address</legend>
    ${textField('line1', 'Address', typed.line1 ?? '', { autocomplete: 'address-line1' })}
    ${textField('city', 'City', typed.city ?? '', { autocomplete: 'address-level2' })}
    ${textField('postal_code', 'Postal code', typed.postal_code ?? '', { autocomplete: 'postal-code' })}
    ${textField('country', 'Country (two letters, e.g. US)', typed.country ?? '', { autocomplete: 'country' })}
    </fieldset>
    <button class="pay" type="submit">Save card</button>
  </form>

  <h2>Invoice history</h2>
  ${
    data.invoices.length > 0
      ? `<table>
    <thead><tr><th>Date</th><th>Invoice</th><th>Amount</th><th>Status</th><th></th></tr></thead>
    <tbody>
    ${data.invoices.map(invoiceRow).join('\n    ')}
    </tbody>
  </table>`
      : '<p class="muted">No invoices yet.</p>'
  }
  ${returnLink}
</div>`,
  );
}
