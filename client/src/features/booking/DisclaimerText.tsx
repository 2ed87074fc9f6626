import { company } from '@contract/catalogues/company';
import { extraHourPrice, findPlan } from '@contract/catalogues/plans';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { formatMoney } from '@/lib/money';

/** Where the rate goes while the chosen plan is not read yet (the server's HTML), as the summary above shows its facts. */
const NOT_KNOWN_YET = '—';

/**
 * The rate for extra and weekend hours of the chosen plan in its region ('$17.31'): what the
 * invoice charges for them (docs/decisions/0193), accepted here before paying.
 */
function extraHoursPoint(subscription: SubscriptionSelection | undefined): string {
  const plan = subscription ? findPlan(subscription.role) : undefined;
  const rate = plan && subscription ? formatMoney(extraHourPrice(plan, subscription.region), subscription.region) : NOT_KNOWN_YET;
  return (
    'Plan prices cover one talent working 40 hours per week, Monday to Friday. Hours beyond the 40 contracted each week (8 for each working day of a partial week), ' +
    `and any hours on Saturday or Sunday, are billed as extra and weekend hours at ${rate} an hour per talent: your plan’s monthly price ÷ 173.33 hours × 1.5. ` +
    'They are added to your next invoice once the week’s timesheet is approved.'
  );
}

const disclaimerPoints = (subscription: SubscriptionSelection | undefined) => [
  `Your talent works remotely, mostly from the Philippines, and is engaged by ${company.brand}, not by your company. You direct their daily work; we handle payroll, benefits, equipment and local compliance.`,
  'Results depend on the instructions, system access and feedback you give. We do not guarantee specific business outcomes such as revenue, sales or ticket volumes.',
  extraHoursPoint(subscription),
  'A start date is only final once we confirm it to you in writing.',
  'You remain responsible for the lawful use of the data, systems and customer information you give your talent access to.',
];

const purchaseTerms = [
  {
    title: 'Billing through Stripe',
    text: `Subscriptions are billed in advance through Stripe, our payment processor, for the plan, number of talents and billing cycle you chose. ${company.brand} never sees or stores your full card number.`,
  },
  {
    title: 'Billing cycles and renewal',
    text: 'Monthly subscriptions renew every month and annual subscriptions every year, at ten times the monthly rate. By proceeding you authorize us to charge your payment method at the start of each cycle until you cancel.',
  },
  {
    title: 'Cancellation',
    text: 'You can cancel at any time from the Subscriptions page of your account. Cancelling stops future renewals; your talent keeps working until the end of the period already paid.',
  },
  {
    title: 'Refunds',
    text: 'Fees for a billing period that has started are not refundable, and partial periods are not refunded, unless applicable law requires otherwise.',
  },
  {
    title: 'Replacement of talent',
    text: 'If a talent is not the right fit or leaves, tell your account manager and we will provide a replacement at no extra cost, confirming their first day to you in writing.',
  },
  {
    title: 'Failed payments',
    text: 'If a payment fails, Stripe retries it automatically and we notify you by e-mail. Service may be paused when an invoice remains unpaid for 7 days.',
  },
  {
    title: 'Taxes and price changes',
    text: 'Prices exclude sales tax, VAT or GST, which are added at checkout where required. We announce price changes by e-mail at least 30 days before your next renewal.',
  },
  {
    title: 'Confidentiality and non-solicitation',
    text: 'Every talent signs confidentiality and data-protection agreements. You agree not to hire your talent directly during the subscription or for 12 months after it ends without our written consent.',
  },
];

/** The 'Disclaimer' and 'Service Purchase Terms' sections of /purchasedisclaimer, for the chosen plan (undefined while it is not read). */
export function DisclaimerText({ subscription }: { subscription: SubscriptionSelection | undefined }) {
  return (
    <>
      <section aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title" className="text-xl font-bold text-brand-950">
          Disclaimer
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          {company.legalName} (&ldquo;{company.brand}&rdquo;) provides remote staffing services on a subscription basis.
          By purchasing a subscription you acknowledge that:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
          {disclaimerPoints(subscription).map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="purchase-terms-title">
        <h2 id="purchase-terms-title" className="text-xl font-bold text-brand-950">
          Service Purchase Terms
        </h2>
        <dl className="mt-3 space-y-4">
          {purchaseTerms.map((term) => (
            <div key={term.title}>
              <dt className="font-semibold text-slate-900">{term.title}</dt>
              <dd className="mt-1 leading-relaxed text-slate-700">{term.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
