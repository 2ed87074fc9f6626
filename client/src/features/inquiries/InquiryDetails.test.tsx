import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InquiryDetails } from './InquiryDetails';
import { testBooking, testQuote } from './test-inquiries';

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('InquiryDetails', () => {
  it('shows a booking with its date, time range and time zone, and no quote fields', () => {
    render(<InquiryDetails inquiry={testBooking} />);
    expect(valueOf('Type')).toBe('Call booking');
    expect(valueOf('Status')).toBe('Unread');
    expect(valueOf('Requested call')).toBe('Thursday, December 3, 2026, 9:30 AM to 10:00 AM (CST — Central Time)');
    expect(valueOf('Received')).toBe('November 20, 2026 at 3:04 PM');
    expect(valueOf('Comment')).toBe('No comment yet.');
    expect(screen.queryByText('Staff wanted')).toBeNull();
    expect(screen.getByRole('link', { name: '+1 512 555 0142' }).getAttribute('href')).toBe('tel:+15125550142');
  });

  it('shows a quote with its staff count, location, marketing consent, message and comment', () => {
    render(<InquiryDetails inquiry={testQuote} />);
    expect(valueOf('Type')).toBe('Quote request');
    expect(valueOf('Status')).toBe('Read');
    expect(valueOf('Staff wanted')).toBe('4');
    expect(valueOf('Location')).toBe('Sydney, Australia');
    expect(valueOf('Marketing e-mails')).toBe('Agreed to receive them');
    expect(valueOf('Message')).toBe('Four customer support agents for our night shift.');
    expect(valueOf('Comment')).toBe('Sent the AU price list');
    expect(screen.queryByText('Requested call')).toBeNull();
  });
});
