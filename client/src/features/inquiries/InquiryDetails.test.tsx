import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownDetails } from '@/test/details';
import { InquiryDetails } from './InquiryDetails';
import { testBooking, testQuote } from './test-inquiries';

describe('InquiryDetails', () => {
  it('shows a booking with its date, time range and time zone, and no quote fields', () => {
    render(<InquiryDetails inquiry={testBooking} />);
    const details = shownDetails();
    expect(details).toMatchObject({
      Type: 'Call booking',
      Status: 'Unread',
      'Requested call': 'Thursday, December 3, 2026, 9:30 AM to 10:00 AM (CST — Central Time)',
      Received: 'November 20, 2026 at 3:04 PM',
      Comment: 'No comment yet.',
    });
    expect(details).not.toHaveProperty('Staff wanted');
    expect(screen.getByRole('link', { name: '+1 512 555 0142' }).getAttribute('href')).toBe('tel:+15125550142');
  });

  it('shows a quote with its staff count, location, marketing consent, message and comment', () => {
    render(<InquiryDetails inquiry={testQuote} />);
    const details = shownDetails();
    expect(details).toMatchObject({
      Type: 'Quote request',
      Status: 'Read',
      'Staff wanted': '4',
      Location: 'Sydney, Australia',
      'Marketing e-mails': 'Agreed to receive them',
      Message: 'Four customer support agents for our night shift.',
      Comment: 'Sent the AU price list',
    });
    expect(details).not.toHaveProperty('Requested call');
  });
});
