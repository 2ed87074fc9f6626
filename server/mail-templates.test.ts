import { describe, expect, it } from 'vitest';
import { company } from '../contract/catalogues/company.js';
import { plans } from '../contract/catalogues/plans.js';
import { applicantStatusMail } from './features/applicants/emails/applicant-status.email.js';
import { applicationReceivedMail } from './features/applicants/emails/application-received.email.js';
import { loginUnlockMail } from './features/auth/emails/login-unlock.email.js';
import { passwordResetMail } from './features/auth/emails/password-reset.email.js';
import { signInMethodAddedMail } from './features/auth/emails/sign-in-method-added.email.js';
import { paymentActionRequiredMail } from './features/billing/emails/payment-action-required.email.js';
import { paymentFailedMail } from './features/billing/emails/payment-failed.email.js';
import { paymentReceiptMail } from './features/billing/emails/payment-receipt.email.js';
import { renewalFailedInboxMail } from './features/billing/emails/renewal-failed-inbox.email.js';
import { subscriptionConfirmedMail } from './features/billing/emails/subscription-confirmed.email.js';
import { companyNoticeMail } from './features/mail/emails/company-notice.email.js';
import type { MailQueue } from './features/mail/mail-queue.js';
import { mailCatalogue, mailOf, renderMail, type AnyMailTemplate, type TemplatedMail } from './features/mail/mail-template.js';
import { notifyCompany } from './features/mail/notify-company.js';
import { disputeSettledTalentMail } from './features/timesheets/emails/dispute-settled.email.js';
import { timesheetDisputedMail } from './features/timesheets/emails/timesheet-disputed.email.js';
import { allMailTemplates, mailTemplates } from './mail-templates.js';

const site = { publicUrl: 'https://www.bayanihanremote.test' };

/** Every link's address in the HTML part, as a mail app reads it (entities decoded). */
const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'"));

/** Every web address written out in the text part. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s]+/g)].map((match) => match[0]);

const render = (template: AnyMailTemplate, props: unknown) => renderMail(template, props, site);

describe('every mail the site sends', () => {
  const cases = allMailTemplates.flatMap((template) => template.samples.map((sample, index) => ({ label: `${template.name} #${index + 1}`, template, sample })));

  it('covers the auth, applicant, billing and company-notice mails (and any a feature adds), each name once', () => {
    expect(allMailTemplates.map((template) => template.name)).toEqual(expect.arrayContaining([
      'applicants.application-received',
      'applicants.status',
      'auth.login-unlock',
      'auth.password-reset',
      'auth.sign-in-method-added',
      'billing.payment-failed',
      'billing.payment-receipt',
      'billing.subscription-confirmed',
      'mail.company-notice',
    ]));
    expect(mailTemplates.size).toBe(allMailTemplates.length);
    expect(() => mailCatalogue([passwordResetMail, passwordResetMail])).toThrow('two mail templates are named auth.password-reset');
  });

  it.each(cases)('$label has an HTML part and a text part with the company name, and every link in both', async ({ template, sample }) => {
    const { html, text } = await render(template, sample);
    expect(template.subject(sample).length).toBeGreaterThan(0);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain(company.brand);
    expect(html).toContain('#2550eb');
    expect(text).toContain(company.brand);
    expect(text).not.toMatch(/<[a-z]/i);
    const webLinks = hrefsOf(html).filter((href) => !href.startsWith('mailto:'));
    // The logo, the footer's and (most mails) the button's: every one a full address that works outside the site.
    expect(webLinks.length).toBeGreaterThanOrEqual(2);
    for (const href of webLinks) {
      expect(href).toMatch(/^https:\/\//);
      expect(urlsIn(text)).toContain(href);
    }
    for (const url of urlsIn(text)) expect(webLinks).toContain(url);
  });

  // A plan is a tier, not a person: a talent is 'your Inbound Support Specialist' (their job) or
  // 'your Senior Technical talent', never 'your Senior Technical'. The plan may still qualify what
  // is bought by it: a subscription, its team (decision 0221).
  it.each(cases)('$label never names a talent by a plan alone', async ({ template, sample }) => {
    const { text } = await render(template, sample);
    const words = `${template.subject(sample)}\n${text}`.replace(/\s+/g, ' ');
    for (const plan of plans) {
      const byPlan = new RegExp(`\\b(?:your|their) ${plan.name}(?! (?:talent|subscription|team's)\\b)`, 'i');
      expect(words).not.toMatch(byPlan);
    }
  });
});

describe('each mail links to what it is about', () => {
  it('a reset mail: the button opens the reset page with the token', async () => {
    const token = 'q3Xv8m2LrTzK9wYb1NcE5uJd7HsAf4PgW0oRkIyVxQe';
    const mail = mailOf(passwordResetMail, 'maria@example.com', { name: 'Maria Santos', token });
    expect(mail).toEqual({ to: 'maria@example.com', subject: 'Reset your Bayanihan Remote password', template: 'auth.password-reset', props: { name: 'Maria Santos', token } });
    const { html, text } = await render(passwordResetMail, mail.props);
    const link = `${site.publicUrl}/resetpassword/${token}`;
    expect(hrefsOf(html)).toContain(link);
    expect(html).toContain('>Choose a new password<');
    expect(text).toContain(`Choose a new password ${link}`);
    expect(text).toContain('Hello Maria Santos,');
    expect(text).toContain('within one hour');
  });

  it('an unlock warning: the button lifts the pause, and the login page is linked for a new password', async () => {
    const { html, text } = await render(loginUnlockMail, { name: 'Ana', tries: 5, windowMinutes: 10, token: 'tok_123' });
    expect(hrefsOf(html)).toEqual(expect.arrayContaining([`${site.publicUrl}/login?unlock=tok_123`, `${site.publicUrl}/login`]));
    expect(text).toContain(`Reset the login attempts ${site.publicUrl}/login?unlock=tok_123`);
    expect(text).toContain('with a wrong password 5 times within 10 minutes');
    expect(loginUnlockMail.subject({ name: 'Ana', tries: 5, windowMinutes: 10, token: 'tok_123' })).toBe('Someone is trying to log in to your Bayanihan Remote account');
  });

  it('a new sign-in method: what was added, when (UTC), and the account security page', async () => {
    const { text } = await render(signInMethodAddedMail, { name: 'Ana', added: { method: 'passkey', name: 'Travel key' }, addedAt: '2026-11-27T18:52:22.000Z' });
    expect(text).toContain('a passkey named “Travel key”, on Fri, 27 Nov 2026 18:52:22 UTC');
    expect(text).toContain(`Review your account security ${site.publicUrl}/account/security`);
  });

  it('an application received: the role applied for; a rejection: the open positions; an offer: no button', async () => {
    const jobId = '3f0c9a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d';
    const received = await render(applicationReceivedMail, { firstName: 'Maria', jobTitle: 'Inbound Agent', jobId });
    expect(received.text).toContain(`See the role you applied for ${site.publicUrl}/job/${jobId}`);
    expect(applicationReceivedMail.subject({ firstName: 'Maria', jobTitle: 'Inbound Agent', jobId })).toBe('We received your application: Inbound Agent');

    const rejected = await render(applicantStatusMail, { template: 'Rejected', firstName: 'Ben', jobTitle: 'Support Agent' });
    expect(rejected.text).toContain(`See our open positions ${site.publicUrl}/career`);
    const offer = await render(applicantStatusMail, { template: 'Job Offer', firstName: 'Ben', jobTitle: 'Support Agent' });
    expect(offer.text).toContain('We are delighted to offer you the Support Agent position.');
    expect(hrefsOf(offer.html).filter((href) => href.includes('/career') || href.includes('/job/'))).toEqual([]);
    expect(applicantStatusMail.subject({ template: 'Job Offer', firstName: 'Ben', jobTitle: 'Support Agent' })).toBe('Job offer: Support Agent at Bayanihan Remote');
  });

  it('a receipt and a failed payment: the amount, the lines paid for, and Stripe’s invoice page (or the subscriptions page without one)', async () => {
    const invoice = {
      name: 'Alex',
      amount: 327000,
      currency: 'aud',
      description: 'Virtual Assistant (monthly)',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1',
      invoiceNumber: 'A1B2C3D4-0001',
      invoicePdfUrl: 'https://pay.stripe.com/invoice/in_1/pdf',
      periodStart: '2026-10-31T23:30:00.000Z',
      periodEnd: '2027-10-31T23:30:00.000Z',
    };
    const receipt = await render(paymentReceiptMail, invoice);
    expect(paymentReceiptMail.subject(invoice)).toBe('Payment receipt: A$3,270.00, invoice A1B2C3D4-0001');
    expect(receipt.text).toContain('Invoice: A1B2C3D4-0001');
    expect(receipt.text).toContain('Amount: A$3,270.00');
    expect(receipt.text).toContain('For: Virtual Assistant (monthly)');
    expect(receipt.text).toContain('Period: Oct 31, 2026 to Oct 31, 2027 (UTC)');
    expect(receipt.text).toContain('View your invoice https://invoice.stripe.com/i/in_1');
    expect(hrefsOf(receipt.html)).toContain('https://pay.stripe.com/invoice/in_1/pdf');
    expect(receipt.text).toContain('Download the invoice (PDF) https://pay.stripe.com/invoice/in_1/pdf');
    expect(subscriptionConfirmedMail.subject(invoice)).toBe('Your Bayanihan Remote subscription is confirmed');

    // A mail queued before invoices had a number, a PDF and a period is still sent, without them.
    const older = await render(paymentReceiptMail, { name: 'Alex', amount: 180000, currency: 'jpy', description: 'Old', hostedInvoiceUrl: null });
    expect(older.text).toContain('Amount: ¥180,000');
    expect(older.text).not.toMatch(/Invoice:|Period:|PDF/);

    const failed = await render(paymentFailedMail, { ...invoice, hostedInvoiceUrl: null });
    expect(failed.text).toContain('We could not collect A$3,270.00.');
    expect(failed.text).toContain(`See your subscriptions ${site.publicUrl}/subscription`);
  });

  it('an overdue renewal: the customer pays on the invoice page or changes the card; the inbox gets the grace end and the overdue list', async () => {
    const invoice = {
      name: 'Alex',
      amount: 20000,
      currency: 'usd',
      description: 'Junior Technical (monthly)',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_2',
      invoiceNumber: null,
      invoicePdfUrl: null,
      periodStart: null,
      periodEnd: null,
    };
    const failed = await render(paymentFailedMail, { ...invoice, workPausesAfter: '2026-10-12T02:00:00.000Z' });
    expect(failed.text).toContain('Pay the invoice https://invoice.stripe.com/i/in_2');
    expect(failed.text).toContain('that card then pays your next renewals too');
    expect(failed.text).toContain(`open ${site.publicUrl}/subscription and use Manage billing`);
    expect(failed.text).toContain("If it is still unpaid on Mon, Oct 12, 2026, 02:00 UTC, your team's work is paused from the next day until it is paid.");
    expect(failed.text).not.toContain('update your card on the invoice page');

    const confirm = await render(paymentActionRequiredMail, invoice);
    expect(paymentActionRequiredMail.subject(invoice)).toBe('Confirm your payment');
    expect(hrefsOf(confirm.html)).toContain('https://invoice.stripe.com/i/in_2');
    expect(confirm.text).toContain('Confirm the payment https://invoice.stripe.com/i/in_2');
    expect(confirm.text).toContain('Your bank asks you to confirm the payment of $200.00');

    const renewal = {
      customerName: 'Alex Morgan',
      customerEmail: 'alex@example.com',
      subscription: 'Junior Technical (monthly)',
      amount: 20000,
      currency: 'usd',
      why: 'declined' as const,
      overdueSince: '2026-10-05T02:00:00.000Z',
      workPausesAfter: '2026-10-12T02:00:00.000Z',
      invoiceId: 'in_2',
    };
    const notice = await render(renewalFailedInboxMail, renewal);
    expect(renewalFailedInboxMail.subject(renewal)).toBe('Payment overdue: $200.00 from Alex Morgan');
    expect(notice.text).toContain(`Open the overdue subscriptions ${site.publicUrl}/staffing?standing=past_due`);
    expect(notice.text).toContain('Customer: Alex Morgan (alex@example.com)');
    expect(notice.text).toContain('Overdue since: Mon, Oct 5, 2026, 02:00 UTC');
    expect(notice.text).toContain('Work pauses after: Mon, Oct 12, 2026, 02:00 UTC');
    expect(notice.text).toContain('the card was declined');
  });

  it('a company notice: its labelled lines with their line breaks, visitors’ words escaped, and the admin page', async () => {
    const props = {
      subject: 'New message from <b>Jordan</b>',
      lines: [
        { label: 'Name', value: 'Jordan <script>alert(1)</script>' },
        { label: 'Message', value: 'First line\nSecond line' },
      ],
      action: { label: 'Open the messages', path: '/messages' },
    };
    const { html, text } = await render(companyNoticeMail, props);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Jordan &lt;script&gt;');
    expect(text).toContain('Name: Jordan <script>alert(1)</script>');
    expect(text).toContain('Message: First line\nSecond line');
    expect(text).toContain(`Open the messages ${site.publicUrl}/messages`);
  });
});

describe('props are checked', () => {
  it('when queued, so a wrong mail fails in the request that makes it', () => {
    expect(() => mailOf(passwordResetMail, 'a@example.com', { name: 'A', token: '' })).toThrow();
    // @ts-expect-error -- not one of the status templates
    expect(() => mailOf(applicantStatusMail, 'a@example.com', { template: 'Promoted', firstName: 'A', jobTitle: 'B' })).toThrow();
  });

  it('when rendered, so a stored row that no longer fits its template is not sent half-filled', async () => {
    await expect(render(paymentReceiptMail, { name: 'Alex' })).rejects.toThrow();
  });
});

/** A name chosen to dress a subject up: an encoded `Bcc:` header, a line separator, a right-to-left override. */
const dressedUp = 'Ann =?utf-8?q?Bcc=3A_v3=40example.com?= Lee\u2028Bcc: v4@example.com \u202Efdp.exe\r\nX-Evil: 1';

/** Props a person chose: names, companies, job titles, roles, a notice's subject. */
const chosenByPeople = /name|company|title|role|subject/i;

/** A sample with every prop a person chose (that the schema accepts as text) ending in `value`. */
function withEveryNameAs(template: AnyMailTemplate, sample: Record<string, unknown>, value: string): Record<string, unknown> {
  let props = { ...sample };
  for (const [key, original] of Object.entries(sample)) {
    if (typeof original !== 'string' || !chosenByPeople.test(key)) continue;
    const tried = { ...props, [key]: `${original} ${value}` };
    if (template.props.safeParse(tried).success) props = tried;
  }
  return props;
}

describe('a name cannot dress a mail up', () => {
  const cases = allMailTemplates.flatMap((template) => template.samples.map((sample, index) => ({ label: `${template.name} #${index + 1}`, template, sample })));

  it.each(cases)('$label: its subject is one plain line, and its body shows no controls', async ({ template, sample }) => {
    const props = withEveryNameAs(template, sample, dressedUp);
    const { subject } = mailOf(template, 'someone@example.com', props);
    expect(subject).not.toContain('=?');
    expect(subject).not.toMatch(/[\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\r\n]/);
    // U+200E and U+200F are left out: React Email's preview pads itself with them, after the preview's words.
    const { html, text } = await render(template, props);
    for (const part of [html, text]) {
      expect(part).not.toMatch(/[\u2028\u2029\u202A-\u202E\u2066-\u2069\u061C]/);
      expect(part).not.toContain('=?utf-8?q?Bcc');
    }
  });

  it('a company notice’s subject and heading, from a visitor’s name', async () => {
    const { subject, props } = mailOf(companyNoticeMail, 'inbox@example.com', {
      subject: `New message from ${dressedUp}`,
      lines: [{ label: 'Name', value: dressedUp }],
      action: { label: 'Open the messages', path: '/messages' },
    });
    expect(subject).toBe('New message from Ann Lee Bcc: v4@example.com fdp.exe X-Evil: 1');
    expect(mailOf(applicantStatusMail, 'a@example.com', { template: 'Hired' as const, firstName: 'Ann', jobTitle: '=?utf-8?q?Bcc=3A_v3=40example.com?=\u2028Agent' }).subject).toBe(
      'You are hired: Agent at Bayanihan Remote',
    );
    const { text } = await render(companyNoticeMail, props);
    expect(text).toMatch(/^New message from Ann Lee Bcc: v4@example.com fdp\[\.\]exe X-Evil: 1/);
  });
});

describe('a visitor’s or customer’s words carry no link under the company’s name', () => {
  const evil = 'https://evil.example/login';
  const reason = `Your hours are wrong, confirm them at ${evil} or www.evil.example today.\nThanks`;
  const linksTo = (html: string, host: string) => hrefsOf(html).filter((href) => href.includes(host));

  it('a dispute reason, in the mail to the talent: shown defanged in both parts, never as a link', async () => {
    const mail = mailOf(timesheetDisputedMail, 'maria@example.com', { talentFirstName: 'Maria', company: 'Alex Morgan', weekStart: '2026-03-09', totalHours: 40, reason });
    const { html, text } = await render(timesheetDisputedMail, mail.props);
    expect(linksTo(html, 'evil')).toEqual([]);
    expect(html).not.toMatch(/<a\b[^>]*evil/);
    expect(text).not.toContain('https://evil.example');
    expect(text).not.toContain('evil.example');
    expect(text).toContain('Reason: Your hours are wrong, confirm them at hxxps://evil[.]example/login or www[.]evil[.]example today.\nThanks');
    expect(html).toContain('hxxps://evil[.]example/login');
  });

  it('a dispute reason and the settlement, in the settled mails', async () => {
    const { html, text } = await render(disputeSettledTalentMail, {
      ...disputeSettledTalentMail.samples[0],
      disputeReason: reason,
      settlementReason: `Checked: see ${evil}`,
    });
    expect(linksTo(html, 'evil')).toEqual([]);
    expect(text).not.toContain('https://evil.example');
    expect(text).toContain('Dispute: Your hours are wrong, confirm them at hxxps://evil[.]example/login');
  });

  it('a contact message to the company inbox, as notifyCompany queues it', async () => {
    const queued: TemplatedMail[] = [];
    const mail: MailQueue = { queue: async (_executor, templated) => void queued.push(templated) };
    const log = { info: () => undefined } as never;
    await notifyCompany({ mail, companyInbox: 'inbox@example.com' }, {} as never, log, 'New message from Jordan evil.example', [
      ['Name', 'Jordan evil.example'],
      ['E-mail', 'jordan@example.com'],
      ['Website', 'https://jordan.example'],
      ['Message', `Hello,\nplease log in at ${evil}`],
    ], { label: 'Open the messages', path: '/messages' });
    const { html, text } = await render(companyNoticeMail, queued[0]!.props);
    expect(linksTo(html, 'evil')).toEqual([]);
    expect(linksTo(html, 'jordan.example')).toEqual([]);
    expect(text).not.toContain('https://evil.example');
    expect(text).toContain('Message: Hello,\nplease log in at hxxps://evil[.]example/login');
    expect(text).toContain('Website: hxxps://jordan[.]example');
    // An e-mail address stays one to write to.
    expect(text).toContain('E-mail: jordan@example.com');
    expect(text).toMatch(/^New message from Jordan evil\[\.\]example/);
  });
});
