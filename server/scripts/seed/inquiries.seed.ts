import { count, inArray } from 'drizzle-orm';
import type { TimeZone } from '../../../contract/catalogues/time-zones.js';
import { buildInquiry } from '../../db/seed/builders.js';
import { inquiries } from '../../features/inquiries/inquiries.table.js';
import { countLine, type Seeder } from './seeder.js';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** [first name, last name, e-mail, company] of prospects. */
const people: [string, string, string, string][] = [
  ['Priya', 'Shah', 'priya@shahdental.example.com', 'Shah Family Dental'],
  ['Michael', 'Turner', 'mturner@turnerlaw.example.com', 'Turner & Associates'],
  ['Sofia', 'Alvarez', 'sofia@alvarezrealty.example.com', 'Alvarez Realty Group'],
  ['Brandon', 'Hughes', 'brandon@hughesplumbing.example.com', 'Hughes Plumbing'],
  ['Rachel', 'Kim', 'rachel@kimcpa.example.com', 'Kim CPA'],
  ['Ethan', 'Price', 'ethan@pricelogistics.example.com', 'Price Logistics'],
  ['Grace', 'Nguyen', 'grace@nguyenclinic.example.com', 'Nguyen Family Clinic'],
  ['Tyler', 'Brooks', 'tyler@brookssolar.example.com', 'Brooks Solar'],
  ['Megan', 'Foster', 'megan@fosterinsure.example.com', 'Foster Insurance Agency'],
  ['Jason', 'Reed', 'jason@reedautogroup.example.com', 'Reed Auto Group'],
  ['Lauren', 'Hayes', 'lauren@hayesdesign.example.com', 'Hayes Interior Design'],
  ['Adam', 'Cole', 'adam@colefitness.example.com', 'Cole Fitness Studios'],
  ['Natalie', 'Ward', 'natalie@wardvet.example.com', 'Ward Veterinary Hospital'],
  ['Kyle', 'Porter', 'kyle@porterhvac.example.com', 'Porter Heating & Air'],
  ['Jessica', 'Long', 'jessica@longpediatrics.example.com', 'Long Pediatrics'],
];
const timeZones: TimeZone[] = ['EST', 'CST', 'MST', 'PST', 'UTC'];
const quoteNotes = [
  'We want two front-desk assistants who can start next month.',
  'Looking for a dispatcher and a billing assistant for our growing team.',
  'Need bilingual customer service for our Spanish-speaking clients.',
  'We would like a small team to handle inbound leads and scheduling.',
];

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Eight call bookings and seven team quotes, found by e-mail; the older ones are read. */
export const inquiriesSeeder: Seeder = {
  name: 'inquiries',
  async seed({ tx, now }) {
    const emails = people.map(([, , email]) => email);
    const existing = new Set((await tx.select({ email: inquiries.email }).from(inquiries).where(inArray(inquiries.email, emails))).map((row) => row.email));
    let added = 0;
    for (const [i, [firstName, lastName, email, company]] of people.entries()) {
      if (existing.has(email)) continue;
      const common = {
        firstName,
        lastName,
        email,
        company,
        phone: `+1 (555) 010-${String(2000 + i * 37).slice(-4)}`,
        isRead: i >= 6,
        comment: i % 5 === 3 ? 'Discovery call done; waiting for their budget.' : '',
        postingDate: new Date(now - (i * 19 + 5) * hour),
      };
      const hourFrom = 9 + (i % 6);
      await buildInquiry(
        tx,
        i % 2 === 0
          ? {
              ...common,
              kind: 'booking',
              timeZone: timeZones[i % timeZones.length]!,
              date: isoDate(now + ((i % 10) + 1) * day),
              timeFrom: `${String(hourFrom).padStart(2, '0')}:00`,
              timeTo: `${String(hourFrom).padStart(2, '0')}:30`,
            }
          : {
              ...common,
              kind: 'quote',
              location: ['Austin, TX', 'Miami, FL', 'Denver, CO', 'Seattle, WA'][i % 4]!,
              noOfStaff: (i % 5) + 1,
              message: quoteNotes[i % quoteNotes.length]!,
              isOkayToRecieveMarketing: i % 3 === 0,
            },
      );
      added += 1;
    }
    const [total] = await tx.select({ total: count() }).from(inquiries);
    return countLine(total?.total ?? 0, added, 'inquiries (bookings and quotes)');
  },
};
