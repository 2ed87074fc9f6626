import { describe, expect, it } from 'vitest';
import { renderMail } from './features/mail/mail-template.js';
import { placementMailTemplates } from './features/placements/emails/placement-mail-templates.js';
import { endNoticeMails, withdrawalMails } from './features/placements/subscription-end-mails.js';

const site = { publicUrl: 'https://www.example.test' };
const templates = new Map(placementMailTemplates.map((template) => [template.name, template]));
const subscription = { customerName: 'Dana Whitfield', customerEmail: 'dana@example.com', plan: 'sr_technical', description: 'Senior Technical — 2 talents, billed yearly' };
const ana = { firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', jobTitle: 'Inbound Support Specialist', startDate: '2026-03-02', lastDay: '2026-12-28' };
const ben = { firstName: 'Ben', lastName: 'Lim', email: 'ben@example.com', jobTitle: null, startDate: '2026-06-01', lastDay: '2026-12-28' };
const textOf = async (mail: { template: string; props: unknown }) => (await renderMail(templates.get(mail.template)!, mail.props, site)).text;

describe('the mails of a known subscription end', () => {
  it('tell the customer who keeps working until when, each talent their last day, and the inbox, with links to each one\'s page', async () => {
    const mails = endNoticeMails(subscription, { day: '2026-12-28', reached: false, team: [ana, ben] }, 'inbox@example.com');
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['dana@example.com', 'Your Senior Technical subscription is canceled: the last working day is Monday, December 28, 2026'],
      ['ana@example.com', 'Your placement with Dana Whitfield ends after Monday, December 28, 2026'],
      ['ben@example.com', 'Your placement with Dana Whitfield ends after Monday, December 28, 2026'],
      ['inbox@example.com', 'Subscription canceled: Dana Whitfield, Senior Technical, last day Monday, December 28, 2026'],
    ]);
    const [toCustomer, toAna, , toInbox] = await Promise.all(mails.map(textOf));
    expect(toCustomer).toContain('Ana Cruz and Ben Lim keep working until Monday, December 28, 2026, then their placements end.');
    expect(toCustomer).toContain(`${site.publicUrl}/team`);
    expect(toAna).toContain('ends after Monday, December 28, 2026, your last working day: please keep working, and log your hours, through that day.');
    expect(toAna).toContain(`${site.publicUrl}/my-work`);
    // Each talent in their own role: the job they were hired for, else their plan with 'talent'.
    expect(toAna).toContain('Your placement as their Inbound Support Specialist ends after');
    expect(await textOf(mails[2]!)).toContain('Your placement as their Senior Technical talent ends after');
    expect(toInbox).toContain('Its team\'s last working day is Monday, December 28, 2026');
    expect(toInbox).toContain(`${site.publicUrl}/staffing?q=dana%40example.com`);
  });

  it('say so plainly with no team, and tell a talent whose first day is after the end that they will not start', async () => {
    const [toCustomer] = endNoticeMails(subscription, { day: '2026-12-28', reached: false, team: [] }, 'inbox@example.com');
    expect(await textOf(toCustomer!)).toContain('No talent works in it, so we have stopped recruiting for its seats. It ends after Monday, December 28, 2026.');
    const late = { ...ben, startDate: '2027-01-04', lastDay: '2027-01-03' };
    const [, toLate] = endNoticeMails(subscription, { day: '2026-12-28', reached: false, team: [late] }, 'inbox@example.com');
    expect(toLate!.subject).toBe('Your placement with Dana Whitfield will not start');
    expect(await textOf(toLate!)).toContain('which was to start on Monday, January 4, 2027, will not start');
  });

  it('go to the inbox alone when the end had come already (the ending mails tell the rest)', () => {
    const mails = endNoticeMails(subscription, { day: '2026-12-28', reached: true, team: [ana] }, 'inbox@example.com');
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([['inbox@example.com', 'Subscription ended: Dana Whitfield, Senior Technical (last day Monday, December 28, 2026)']]);
  });

  it('of a withdrawn cancellation tell all three that the work goes on', async () => {
    const mails = withdrawalMails(subscription, [ana], 'inbox@example.com');
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['dana@example.com', 'Your Senior Technical subscription continues'],
      ['ana@example.com', 'Your placement with Dana Whitfield continues'],
      ['inbox@example.com', 'Cancellation withdrawn: Dana Whitfield, Senior Technical'],
    ]);
    expect(await textOf(mails[1]!)).toContain('your placement as their Inbound Support Specialist goes on as before, with no last day');
  });
});
