import { describe, expect, it } from 'vitest';
import { bookingInquirySchema, bookingMessages, earliestBookingDate, quoteInquirySchema, quoteMessages } from './inquiries.js';
import { contactMessageSchema, isWebsiteAddress, messageMessages, messageUsSchema } from './messages.js';

describe('company website', () => {
  it.each(['acme.com', 'https://acme.com', 'http://www.acme.com.au/contact?from=ads', 'shop.example.co.uk:8443', 'café-paris.fr'])('takes %s', (value) => {
    expect(isWebsiteAddress(value)).toBe(true);
  });

  it.each(['not a url', 'acme', 'https://', 'javascript:alert(1)', 'ftp://acme.com', 'acme .com', '-acme.com', 'acme.c0m'])('refuses %s', (value) => {
    expect(isWebsiteAddress(value)).toBe(false);
  });

  it('is optional on the home form, required on /message-us, and refused at its own field either way', () => {
    const message = { fullName: 'Jo', email: 'jo@acme.com', phone: '+1 302 555 0100', message: 'Hello' };
    expect(contactMessageSchema.safeParse({ ...message, website: '' }).success).toBe(true);
    const home = contactMessageSchema.safeParse({ ...message, website: 'not a url' });
    expect(home.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['website', messageMessages.websiteInvalid]]);
    const required = messageUsSchema.safeParse({ ...message, website: ' ' });
    expect(required.error?.issues.map((issue) => issue.message)).toEqual([messageMessages.websiteRequired]);
  });
});

describe('booking date', () => {
  const booking = {
    kind: 'booking',
    company: 'Acme',
    firstName: 'Jo',
    lastName: 'Reyes',
    email: 'jo@acme.com',
    phone: '+1 302 555 0100',
    timeZone: 'PST',
    timeFrom: '09:00',
    timeTo: '10:00',
  } as const;
  const dateIssues = (date: string) =>
    bookingInquirySchema.safeParse({ ...booking, date }).error?.issues.filter((issue) => issue.path[0] === 'date').map((issue) => issue.message) ?? [];

  it('is today where the day starts last (UTC-12), so no time zone a visitor may book in loses its today', () => {
    expect(earliestBookingDate(new Date('2026-11-27T11:59:00Z'))).toBe('2026-11-26');
    expect(earliestBookingDate(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
  });

  it('refuses a day before that, and takes that day and later', () => {
    const earliest = earliestBookingDate();
    const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(dateIssues(dayBefore)).toEqual([bookingMessages.datePast]);
    expect(dateIssues('2019-05-01')).toEqual([bookingMessages.datePast]);
    expect(dateIssues(earliest)).toEqual([]);
    expect(dateIssues('2099-02-28')).toEqual([]);
    expect(dateIssues('2099-02-30')).toEqual([bookingMessages.dateInvalid]);
  });
});

describe('team-builder staff count', () => {
  it('tells a count below 1 at its field, not as a blank form', () => {
    const result = quoteInquirySchema.safeParse({
      kind: 'quote',
      firstName: 'Jo',
      lastName: 'Reyes',
      email: 'jo@acme.com',
      phone: '+1 302 555 0100',
      location: 'Austin',
      company: 'Acme',
      noOfStaff: 0,
      message: 'Two agents',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['noOfStaff', quoteMessages.staffTooFew]]);
    expect(quoteMessages.staffTooFew).not.toBe(quoteMessages.required);
  });
});
