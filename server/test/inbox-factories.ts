import type { Database } from '../db/database.js';
import { buildContactMessage, buildInquiry } from '../db/seed/builders.js';
import type { inquiries } from '../features/inquiries/inquiries.table.js';
import type { contactMessages } from '../features/messages/messages.table.js';

/**
 * The inbox tests' records: the shared row builders with fixed names and addresses (the search,
 * sort and CSV tests look for them) and dates a minute apart, so the newest-first order is known.
 */
let clock = 0;
const nextDate = () => new Date(Date.UTC(2026, 5, 1) + ++clock * 60_000);

/** What a visitor fills in on the get-started form. */
export const bookingForm = {
  company: 'Blake Dental Group',
  firstName: 'Jordan',
  lastName: 'Blake',
  email: 'jordan@blakedental.com',
  phone: '+1 512 555 0142',
  timeZone: 'CST',
  date: '2036-12-03',
  timeFrom: '09:30',
  timeTo: '10:00',
};

/** What a visitor fills in on the team-builder form. */
export const quoteForm = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya@northwind.io',
  phone: '+61 2 5550 1842',
  location: 'Sydney, Australia',
  company: 'Northwind Logistics',
  noOfStaff: 4,
  message: 'Four customer support agents for our night shift.',
  isOkayToRecieveMarketing: true,
};

/** A get-started booking as the form stores it. */
export function buildBooking(db: Database, overrides: Partial<typeof inquiries.$inferInsert> = {}) {
  return buildInquiry(db, { kind: 'booking', ...bookingForm, postingDate: nextDate(), ...overrides });
}

/** A team-builder quote request as the form stores it. */
export function buildQuote(db: Database, overrides: Partial<typeof inquiries.$inferInsert> = {}) {
  return buildInquiry(db, { kind: 'quote', ...quoteForm, postingDate: nextDate(), ...overrides });
}

/** A contact message as the /message-us form stores it. */
export function buildMessage(db: Database, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  return buildContactMessage(db, {
    fullName: 'Sam Rivera',
    email: 'sam@riveralaw.com',
    phone: '+1 415 555 0199',
    website: 'https://riveralaw.com',
    message: 'We need a paralegal assistant, 20 hours a week.',
    isWillingToReceiveUpdates: true,
    createdAt: nextDate(),
    ...overrides,
  });
}
