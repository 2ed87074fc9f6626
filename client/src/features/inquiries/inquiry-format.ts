import { company } from '@contract/catalogues/company';
import { timeZoneLabel } from '@contract/catalogues/time-zones';
import type { Inquiry, InquiryKind } from '@contract/inquiries';
import { formatCalendarDate, formatTimeRange } from '@/lib/time-range';

export const inquiryKindLabels: Record<InquiryKind, string> = {
  booking: 'Call booking',
  quote: 'Quote request',
};

export const inquiryName = (inquiry: Pick<Inquiry, 'firstName' | 'lastName'>) => `${inquiry.firstName} ${inquiry.lastName}`.trim();

/** The dialog's title: 'Call booking from Jordan Blake'. */
export const inquiryTitle = (inquiry: Inquiry) => `${inquiryKindLabels[inquiry.kind]} from ${inquiryName(inquiry)}`;

/** A booking's requested call: 'Thursday, December 3, 2026, 9:30 AM to 10:00 AM (CST — Central Time)'. */
export function bookingSlotText(inquiry: Pick<Inquiry, 'date' | 'timeFrom' | 'timeTo' | 'timeZone'>): string {
  if (!inquiry.date || !inquiry.timeFrom || !inquiry.timeTo) return 'N/A';
  const zone = inquiry.timeZone ? timeZoneLabel(inquiry.timeZone) : '';
  const slot = `${formatCalendarDate(inquiry.date)}, ${formatTimeRange(inquiry.timeFrom, inquiry.timeTo)}`;
  return zone ? `${slot} (${zone})` : slot;
}

/** The short form shown in a table cell: booking date and range, or the staff count and location. */
export function inquirySummary(inquiry: Inquiry): string {
  if (inquiry.kind === 'booking') return bookingSlotText({ ...inquiry, timeZone: null }) + (inquiry.timeZone ? ` ${inquiry.timeZone}` : '');
  const staff = inquiry.noOfStaff === null ? 'N/A' : `${inquiry.noOfStaff} staff`;
  return inquiry.location ? `${staff}, ${inquiry.location}` : staff;
}

export function replySubjectFor(inquiry: Inquiry): string {
  return inquiry.kind === 'booking' ? `Your call with ${company.brand}` : `Your team quote from ${company.brand}`;
}
