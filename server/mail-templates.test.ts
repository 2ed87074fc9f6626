import { describe, expect, it } from 'vitest';
import { company } from '../contract/catalogues/company.js';
import { applicantStatusMail } from './features/applicants/emails/applicant-status.email.js';
import { applicationReceivedMail } from './features/applicants/emails/application-received.email.js';
import { loginUnlockMail } from './features/auth/emails/login-unlock.email.js';
import { passwordResetMail } from './features/auth/emails/password-reset.email.js';
import { signInMethodAddedMail } from './features/auth/emails/sign-in-method-added.email.js';
import { paymentFailedMail } from './features/billing/emails/payment-failed.email.js';
import { paymentReceiptMail } from './features/billing/emails/payment-receipt.email.js';
import { subscriptionConfirmedMail } from './features/billing/emails/subscription-confirmed.email.js';
import { companyNoticeMail } from './features/mail/emails/company-notice.email.js';
import { mailCatalogue, mailOf, renderMail, type AnyMailTemplate } from './features/mail/mail-template.js';
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
    const invoice = { name: 'Alex', amount: 327000, currency: 'aud', description: 'Virtual Assistant (monthly)', hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_1' };
    const receipt = await render(paymentReceiptMail, invoice);
    expect(paymentReceiptMail.subject(invoice)).toBe('Payment receipt: 3270.00 AUD');
    expect(receipt.text).toContain('Amount: 3270.00 AUD');
    expect(receipt.text).toContain('For: Virtual Assistant (monthly)');
    expect(receipt.text).toContain('View your invoice https://invoice.stripe.com/i/in_1');
    expect(subscriptionConfirmedMail.subject(invoice)).toBe('Your Bayanihan Remote subscription is confirmed');

    const failed = await render(paymentFailedMail, { ...invoice, hostedInvoiceUrl: null });
    expect(failed.text).toContain('We could not collect 3270.00 AUD.');
    expect(failed.text).toContain(`See your subscriptions ${site.publicUrl}/subscription`);
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
