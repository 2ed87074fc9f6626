import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  applicantEmailTemplates,
  applicantSorts,
  applicantStatuses,
  fluentLanguages,
  type ExperienceYears,
  staffHandledOptions,
} from './catalogues/hiring.js';
import {
  errorBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  plainText,
  simpleEmailPattern,
  typeable,
  type MultipartFormMetadata,
} from './common.js';
import { pagingQuerySchema } from './paging.js';

const c = initContract();

export const applicationMessages = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 11-digit phone number.',
  zipCode: 'Please enter a valid 4 to 5 digits zip code.',
  fluentLanguage: 'Please select a fluent language.',
  numberOfStaffHandled: 'Please select a valid number of staff handled.',
  isWillingForBackgroundCheck: 'Please indicate your willingness for a background check.',
  customerServiceExperience: 'Please select your customer service experience.',
  callCenterExperience: 'Please select your call center experience.',
  resume: 'Please upload your resume.',
  notPdf: 'Please upload a PDF file.',
  formInvalid: 'Please fill out all fields correctly.',
  submitted: 'Application submitted successfully!',
  failed: 'An unexpected error occurred. Please try again.',
} as const;

export const applicantMessages = {
  updated: 'Applicant updated successfully!',
  nothingToSave: 'Please modify at least one field before saving.',
  notFound: 'Applicant not found.',
  noResume: 'No resume available.',
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) });
const required = (message: string, label: string, max = 100) =>
  typeable(z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, message), label);
const experience = (message: string) =>
  choice(['0', '1', '2', '3'], message).transform((value) => Number(value) as ExperienceYears);

/**
 * The application form's text fields, in the spec's order (the first failing one is the message
 * shown). Values are strings, as a form and a multipart body carry them. The resume is the file part.
 */
export const applicationFieldsSchema = z.object({
  firstName: required(applicationMessages.firstName, 'First name'),
  lastName: required(applicationMessages.lastName, 'Last name'),
  email: required(applicationMessages.email, 'Email', 254).pipe(z.string().regex(simpleEmailPattern, applicationMessages.email)),
  phone: typeable(
    z.string({ required_error: applicationMessages.phone, invalid_type_error: applicationMessages.phone }).trim(),
    'Phone',
  ).regex(/^\d{11}$/, applicationMessages.phone),
  zipCode: typeable(
    z.string({ required_error: applicationMessages.zipCode, invalid_type_error: applicationMessages.zipCode }).trim(),
    'Zip code',
  ).regex(/^\d{4,5}$/, applicationMessages.zipCode),
  fluentLanguage: choice(fluentLanguages, applicationMessages.fluentLanguage),
  numberOfStaffHandled: choice(staffHandledOptions, applicationMessages.numberOfStaffHandled),
  isWillingForBackgroundCheck: choice(['true', 'false'], applicationMessages.isWillingForBackgroundCheck).transform(
    (value) => value === 'true',
  ),
  yearsOfCustomerServiceExperience: experience(applicationMessages.customerServiceExperience),
  yearsOfCallCenterExperience: experience(applicationMessages.callCenterExperience),
  jobId: typeable(z.string({ required_error: 'Job not found.', invalid_type_error: 'Job not found.' }).max(100), 'Job'),
  faxNumber: plainText('This field', 500).optional(),
});
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;

export const applicantSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  fluentLanguage: z.string(),
  numberOfStaffHandled: z.string(),
  isWillingForBackgroundCheck: z.boolean(),
  yearsOfCustomerServiceExperience: z.number(),
  yearsOfCallCenterExperience: z.number(),
  /** The admin-only endpoint that answers the PDF, or null when there is none. */
  resumeLink: z.string().nullable(),
  status: z.string(),
  remarks: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const updateApplicantBodySchema = z
  .object({
    status: z
      .enum(applicantStatuses, { errorMap: () => ({ message: `Status must be one of ${applicantStatuses.join(', ')}.` }) })
      .optional(),
    remarks: typeable(z.string().trim().max(2000, 'Remarks must be at most 2000 characters.'), 'Remarks', 'multi').optional(),
    /** After saving, e-mail the applicant this template (the admin chooses whether to send). */
    sendEmail: z.enum(applicantEmailTemplates).optional(),
  })
  .refine((body) => body.status !== undefined || (body.remarks !== undefined && body.remarks !== '') || body.sendEmail, {
    message: applicantMessages.nothingToSave,
  });

export const applicantListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(applicantSorts, { errorMap: () => ({ message: `sort must be one of ${applicantSorts.join(', ')}` }) }).optional(),
  status: plainText('Status', 50).optional(),
  jobId: plainText('Job', 100).optional(),
  jobTitle: plainText('Job title', 200).optional(),
});

const idParams = idParamsSchema;

export const applicantsContract = c.router({
  submitApplication: {
    method: 'POST',
    path: '/applicants',
    contentType: 'multipart/form-data',
    body: c.type<FormData>(),
    headers: idempotencyHeadersSchema,
    metadata: { multipartFields: applicationFieldsSchema, fileField: 'resume' } satisfies MultipartFormMetadata,
    /** The same Idempotency-Key again answers the first submission's 201 (same applicant id) and stores nothing. */
    responses: { 201: z.object({ message: z.string(), applicantId: z.string() }) },
    summary: 'Apply for an active job: the form fields and one PDF resume (at most 5 MB)',
  },
  listApplicants: {
    method: 'GET',
    path: '/applicants',
    query: applicantListQuerySchema,
    responses: { 200: z.object({ applicants: z.array(applicantSchema), total: z.number().optional() }) },
    summary: 'Admin: applicants; with page/pageSize filtered by job and status, searched, sorted and paged',
  },
  exportApplicants: {
    method: 'GET',
    path: '/applicants/export.csv',
    query: applicantListQuerySchema.omit({ page: true, pageSize: true }),
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }) },
    summary: 'Admin: the applicants of the current filter as CSV',
  },
  getApplicant: {
    method: 'GET',
    path: '/applicants/:id',
    pathParams: idParams,
    responses: { 200: z.object({ applicant: applicantSchema }) },
    summary: 'Admin: one applicant',
  },
  updateApplicant: {
    method: 'PATCH',
    path: '/applicants/:id',
    pathParams: idParams,
    body: updateApplicantBodySchema,
    responses: { 200: z.object({ applicant: applicantSchema, emailed: z.boolean() }) },
    summary: 'Admin: set status and/or remarks; optionally e-mail the applicant a template',
  },
  getApplicantResume: {
    method: 'GET',
    path: '/applicants/:id/resume',
    pathParams: idParams,
    responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }), 422: errorBodySchema },
    summary: 'Admin: the applicant\'s resume PDF (never a public link)',
  },
});
