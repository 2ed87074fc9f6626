import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { idParamsSchema, requiredText } from './common.js';
import { isBookingTimeZone } from './catalogues/time-zones.js';
import { commentBodySchema, readStateFilter } from './inbox.js';
import { phoneField } from './messages.js';
import { pagingQuerySchema } from './paging.js';
import { honeypotSchema } from './spam.js';

const c = initContract();

export const bookingMessages = {
  company: 'Company or identity is required.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  phone: 'Contact number is required.',
  phoneInvalid: 'Please enter a valid contact number.',
  timeZone: 'Timezone is required.',
  date: 'Date is required.',
  dateInvalid: 'Please enter a valid date.',
  datePast: 'Please choose today or a later date.',
  timeFrom: 'Start time is required.',
  timeTo: 'End time is required.',
  timeInvalid: 'Please enter a valid time.',
  submitted: 'Information successfully submitted.',
} as const;

export const quoteMessages = {
  required: 'Please fill in all required fields.',
  emailInvalid: 'Please enter a valid email address.',
  staffTooFew: 'Number of staff must be at least 1.',
  success: 'Your inquiry has been submitted successfully! We will get back to you shortly.',
  failure: 'An error occurred. Please try again later.',
} as const;

/** The booking form's own address rule: local part, @, domain, a dot, 2-4 letters. */
export const bookingEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/**
 * The earliest day a call can be booked for: today where the day starts last (UTC-12), so nobody
 * is refused their own today, whichever zone they pick: the form may offer the visitor's own zone.
 */
export function earliestBookingDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

export const bookingInquirySchema = z.object({
  kind: z.literal('booking'),
  company: requiredText(bookingMessages.company, 200),
  firstName: requiredText(bookingMessages.firstName, 100),
  lastName: requiredText(bookingMessages.lastName, 100),
  email: requiredText(bookingMessages.emailRequired, 254).pipe(z.string().regex(bookingEmailPattern, bookingMessages.emailInvalid)),
  phone: phoneField(bookingMessages.phone, bookingMessages.phoneInvalid),
  // One of the offered zones, or the visitor's own that the form adds (decision 0215).
  timeZone: requiredText(bookingMessages.timeZone, 64).refine(isBookingTimeZone, bookingMessages.timeZone),
  date: requiredText(bookingMessages.date, 10)
    .refine(isRealDate, bookingMessages.dateInvalid)
    // ISO dates compare as text; checked when the form is sent, so an open form does not go stale.
    .refine((value) => !isRealDate(value) || value >= earliestBookingDate(), bookingMessages.datePast),
  timeFrom: requiredText(bookingMessages.timeFrom, 5).refine((v) => clockTime.test(v), bookingMessages.timeInvalid),
  timeTo: requiredText(bookingMessages.timeTo, 5).refine((v) => clockTime.test(v), bookingMessages.timeInvalid),
  faxNumber: honeypotSchema,
});
export type BookingInquiryInput = z.input<typeof bookingInquirySchema>;

export const quoteInquirySchema = z.object({
  kind: z.literal('quote'),
  firstName: requiredText(quoteMessages.required, 100, 'First name'),
  lastName: requiredText(quoteMessages.required, 100, 'Last name'),
  email: requiredText(quoteMessages.required, 254, 'Email').pipe(z.string().regex(bookingEmailPattern, quoteMessages.emailInvalid)),
  phone: phoneField(quoteMessages.required, 'Please enter a valid contact number.'),
  location: requiredText(quoteMessages.required, 200, 'Location'),
  company: requiredText(quoteMessages.required, 200, 'Company'),
  noOfStaff: z.coerce
    .number({ invalid_type_error: quoteMessages.required, required_error: quoteMessages.required })
    .int(quoteMessages.required)
    .min(1, quoteMessages.staffTooFew)
    .max(10_000, 'Number of staff must be at most 10,000.'),
  message: requiredText(quoteMessages.required, 5000, 'Message', 'multi'),
  isOkayToRecieveMarketing: z.boolean().default(false),
  faxNumber: honeypotSchema,
});
export type QuoteInquiryInput = z.input<typeof quoteInquirySchema>;

/**
 * One endpoint takes both shapes. The spec's clients send no kind, so a body with booking fields
 * (a time zone or a date) is a booking and anything else a quote request.
 */
export const inquiryBodySchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body) || 'kind' in body) return body;
    const isBooking = 'timeZone' in body || 'date' in body || 'timeFrom' in body;
    return { ...body, kind: isBooking ? 'booking' : 'quote' };
  },
  z.discriminatedUnion('kind', [bookingInquirySchema, quoteInquirySchema]),
);
export type InquiryInput = z.output<typeof inquiryBodySchema>;

export const inquiryKinds = ['booking', 'quote'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/**
 * The spec's Inquiry record (field names as it spells them). A booking carries its date, time
 * range and time zone; a quote its location, staff count, message and marketing consent; the
 * other shape's fields are null.
 */
export const inquirySchema = z.object({
  _id: z.string(),
  kind: z.enum(inquiryKinds),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  noOfStaff: z.number().nullable(),
  message: z.string().nullable(),
  isOkayToRecieveMarketing: z.boolean(),
  timeZone: z.string().nullable(),
  date: z.string().nullable(),
  timeFrom: z.string().nullable(),
  timeTo: z.string().nullable(),
  isRead: z.boolean(),
  comment: z.string(),
  postingDate: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquirySorts = [
  'postingDate_desc',
  'postingDate_asc',
  'name_asc',
  'name_desc',
  'company_asc',
  'company_desc',
  'status_asc',
  'status_desc',
] as const;
export type InquirySort = (typeof inquirySorts)[number];
export const DEFAULT_INQUIRY_SORT: InquirySort = 'postingDate_desc';

/** Search (name, e-mail, phone, company), sort and filters; `page`/`pageSize` turn on paging. */
export const inquiryListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(inquirySorts, { errorMap: () => ({ message: `sort must be one of ${inquirySorts.join(', ')}` }) }).optional(),
  status: readStateFilter,
  kind: z.enum(inquiryKinds, { errorMap: () => ({ message: `kind must be one of ${inquiryKinds.join(', ')}` }) }).optional(),
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

const idParams = idParamsSchema;
const inquiryAnswer = z.object({ inquiry: inquirySchema });

export const inquiriesContract = c.router({
  createInquiry: {
    method: 'POST',
    path: '/inquiries',
    body: inquiryBodySchema,
    responses: { 201: z.object({ message: z.string() }) },
    summary: 'A booking request (get-started form) or a team quote request (team builder form)',
  },
  listInquiries: {
    method: 'GET',
    path: '/inquiries',
    query: inquiryListQuerySchema,
    responses: { 200: z.object({ inquiries: z.array(inquirySchema), total: z.number().optional() }) },
    summary: 'Admin: inquiries, newest first; with page/pageSize searched, sorted, filtered and paged',
  },
  exportInquiries: {
    method: 'GET',
    path: '/inquiries/export.csv',
    query: inquiryListQuerySchema.omit({ page: true, pageSize: true }),
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }) },
    summary: 'Admin: the inquiries of the current filter as CSV',
  },
  markInquiryRead: {
    method: 'PATCH',
    path: '/inquiries/:id/mark-read',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: inquiryAnswer },
    summary: 'Admin: mark an inquiry read (marking it again changes nothing)',
  },
  addInquiryComment: {
    method: 'PATCH',
    path: '/inquiries/:id/add-comment',
    pathParams: idParams,
    body: commentBodySchema,
    responses: { 200: inquiryAnswer },
    summary: "Admin: add or replace the admin's comment on an inquiry",
  },
});
