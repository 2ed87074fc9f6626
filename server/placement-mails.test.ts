import { describe, expect, it } from 'vitest';
import { renderMail } from './features/mail/mail-template.js';
import { assignmentMails, endingMails } from './features/placements/placement-emails.js';
import { talentRoleOf } from './features/placements/emails/placement-mail-facts.js';
import { placementMailTemplates } from './features/placements/emails/placement-mail-templates.js';

const site = { publicUrl: 'https://www.example.test' };
const templates = new Map(placementMailTemplates.map((template) => [template.name, template]));
const parties = {
  customer: { name: 'Dana Whitfield', email: 'dana@example.com' },
  talent: { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com' },
  role: 'Inbound Support Specialist',
};

describe('placement mails', () => {
  it('introduce the talent to the customer and tell the talent whom they work for, when and which hours', async () => {
    const [toCustomer, toTalent] = assignmentMails({
      ...parties,
      startDate: '2026-12-01',
      workingHours: { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'America/Chicago' },
    });
    expect(toCustomer).toMatchObject({ to: 'dana@example.com', subject: 'Meet Maria, your Inbound Support Specialist, starting Tuesday, December 1, 2026' });
    expect(toTalent).toMatchObject({ to: 'maria@example.com', subject: 'You start with Dana Whitfield on Tuesday, December 1, 2026' });
    const customerText = (await renderMail(templates.get(toCustomer!.template)!, toCustomer!.props, site)).text;
    expect(customerText).toContain('maria@example.com');
    expect(customerText).toContain('40 h a week, Monday to Friday, 09:00–17:00 (America/Chicago)');
    expect(customerText).toContain(`${site.publicUrl}/team`);
    const talentText = (await renderMail(templates.get(toTalent!.template)!, toTalent!.props, site)).text;
    expect(talentText).toContain('You will work full-time for Dana Whitfield as their Inbound Support Specialist, starting Tuesday, December 1, 2026.');
    expect(talentText).toContain('40 h a week, Monday to Friday, 09:00–17:00 (America/Chicago)');
  });

  it('say how a placement ended, to both', async () => {
    const [toCustomer, toTalent] = endingMails({ ...parties, endedOn: '2027-01-15', kind: 'replaced' });
    expect(toCustomer).toMatchObject({ to: 'dana@example.com', subject: "Maria's placement as your Inbound Support Specialist has ended" });
    expect(toTalent).toMatchObject({ to: 'maria@example.com', subject: 'Your placement with Dana Whitfield has ended' });
    const text = (await renderMail(templates.get(toCustomer!.template)!, toCustomer!.props, site)).text;
    expect(text).toContain('ended on Friday, January 15, 2027');
    expect(text).toContain('A replacement takes the seat');
  });

  it('name a talent whose job is not known by their plan and "talent", never by the plan alone', async () => {
    const role = talentRoleOf(null, 'Senior Technical');
    expect(role).toBe('Senior Technical talent');
    expect(talentRoleOf('  Inbound Support Specialist ', 'Senior Technical')).toBe('Inbound Support Specialist');
    const [toCustomer] = endingMails({ ...parties, role, endedOn: '2027-01-15', kind: 'ended' });
    expect(toCustomer!.subject).toBe("Maria's placement as your Senior Technical talent has ended");
    expect((await renderMail(templates.get(toCustomer!.template)!, toCustomer!.props, site)).text).toContain("Maria Santos's placement as your Senior Technical talent ended on Friday, January 15, 2027.");
  });
});
