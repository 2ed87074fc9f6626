import { count, inArray } from 'drizzle-orm';
import { buildContactMessage } from '../../db/seed/builders.js';
import { contactMessages } from '../../features/messages/messages.table.js';
import { countLine, type Seeder } from './seeder.js';

const hour = 60 * 60 * 1000;

/** [name, e-mail, phone, website, message] of visitors who used the contact form. */
const senders: [string, string, string, string, string][] = [
  ['Jordan Blake', 'jordan@blakedental.example.com', '+1 (512) 555-0142', 'https://blakedental.example.com', 'We need two receptionists for our Austin clinics. What does onboarding look like?'],
  ['Samantha Ortiz', 'sam@ortizlaw.example.com', '+1 (305) 555-0110', 'https://ortizlaw.example.com', 'Looking for a legal assistant who can handle intake calls in Spanish and English.'],
  ['Greg Whitfield', 'greg@whitfieldhvac.example.com', '+1 (614) 555-0187', '', 'Can your team answer our after-hours service calls and book technicians?'],
  ['Hannah Lee', 'hannah@leebakery.example.com', '+1 (206) 555-0133', 'https://leebakery.example.com', 'I would like a part-time virtual assistant for e-mail and online orders.'],
  ['Marcus Grant', 'marcus@grantrealty.example.com', '+1 (404) 555-0176', 'https://grantrealty.example.com', 'Do you provide transaction coordinators familiar with Georgia real estate?'],
  ['Olivia Chen', 'olivia@chenaccounting.example.com', '+1 (415) 555-0121', '', 'We need a bookkeeper for tax season, February to April. Is a short engagement possible?'],
  ['Daniel Fischer', 'dfischer@fischerlogistics.example.com', '+1 (312) 555-0164', 'https://fischerlogistics.example.com', 'Interested in a dispatch support team of three for our trucking company.'],
  ['Aisha Khan', 'aisha@khanpediatrics.example.com', '+1 (713) 555-0158', '', 'Please send pricing for a medical billing specialist familiar with Medicaid.'],
  ['Tom Riley', 'tom@rileyroofing.example.com', '+1 (720) 555-0199', 'https://rileyroofing.example.com', 'What time zones do your agents cover? We are in Denver.'],
  ['Nina Patel', 'nina@patelpharmacy.example.com', '+1 (908) 555-0115', '', 'Could someone call me back tomorrow morning about refill reminder calls?'],
  ['Chris Morgan', 'chris@morganfitness.example.com', '+1 (602) 555-0172', 'https://morganfitness.example.com', 'We want a social media coordinator for three gyms. Do you handle content creation?'],
  ['Laura Bennett', 'laura@bennettinsurance.example.com', '+1 (615) 555-0137', '', 'Are your staff licensed or trained for insurance quoting calls?'],
  ['Kevin Brooks', 'kevin@brooksplumbing.example.com', '+1 (503) 555-0149', 'https://brooksplumbing.example.com', 'Our current answering service misses calls. How fast can you start?'],
  ['Emily Carter', 'emily@cartereventco.example.com', '+1 (617) 555-0103', '', 'Looking for an events assistant for vendor follow-ups during wedding season.'],
  ['Ryan Walsh', 'ryan@walshautos.example.com', '+1 (702) 555-0168', 'https://walshautos.example.com', 'Need outbound callers to follow up on service reminders for our dealership.'],
];

/** Messages are found by e-mail; the older ones are read, a few carry an admin's comment. */
export const messagesSeeder: Seeder = {
  name: 'messages',
  async seed({ tx, now }) {
    const emails = senders.map(([, email]) => email);
    const existing = new Set((await tx.select({ email: contactMessages.email }).from(contactMessages).where(inArray(contactMessages.email, emails))).map((row) => row.email));
    let added = 0;
    for (const [i, [fullName, email, phone, website, message]] of senders.entries()) {
      if (existing.has(email)) continue;
      await buildContactMessage(tx, {
        fullName,
        email,
        phone,
        website,
        message,
        isWillingToReceiveUpdates: i % 3 !== 1,
        isRead: i >= 5,
        comment: i % 4 === 2 ? 'Called back; sending a proposal this week.' : '',
        createdAt: new Date(now - (i * 17 + 2) * hour),
      });
      added += 1;
    }
    const [total] = await tx.select({ total: count() }).from(contactMessages);
    return countLine(total?.total ?? 0, added, 'messages');
  },
};
