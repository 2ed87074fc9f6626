import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@contract/inquiries';
import { bookingSlotText, inquirySummary } from './inquiry-format';
import { testBooking, testQuote } from './test-inquiries';

describe('inquiry format', () => {
  it('reads a booking slot with its date, range and time zone', () => {
    expect(bookingSlotText(testBooking)).toBe('Thursday, December 3, 2026, 9:30 AM to 10:00 AM (CST — Central Time)');
    expect(bookingSlotText({ ...testBooking, timeFrom: '22:00', timeTo: '01:00' })).toBe(
      'Thursday, December 3, 2026, 10:00 PM to 1:00 AM (next day) (CST — Central Time)',
    );
    expect(bookingSlotText({ ...testBooking, date: null })).toBe('N/A');
  });

  it('summarises a booking by its slot and a quote by staff count and location', () => {
    expect(inquirySummary(testBooking)).toBe('Thursday, December 3, 2026, 9:30 AM to 10:00 AM CST');
    expect(inquirySummary(testQuote)).toBe('4 staff, Sydney, Australia');
    expect(inquirySummary({ ...testQuote, noOfStaff: null, location: null } as Inquiry)).toBe('N/A');
  });
});
