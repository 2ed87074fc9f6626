import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { emailField, errorBodySchema, idempotencyHeadersSchema, idParamsSchema, requiredText, type MultipartFormMetadata } from './common.js';
import { pagingQuerySchema } from './paging.js';
import { honeypotSchema } from './spam.js';

const c = initContract();

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadMessages = {
  notPdf: 'Please upload a PDF file.',
  tooLarge: 'The file is too large. The limit is 5 MB.',
  oneFile: 'Only one file can be uploaded.',
  tooComplex: 'This PDF could not be checked: it unpacks to far more than its size. Please save it again as a standard PDF and upload that.',
} as const;

export const franchiseMessages = {
  nameRequired: 'Name is required.',
  emailInvalid: 'Please enter a valid email address.',
  contractRequired: 'Please upload the signed contract as a PDF.',
  submitted: 'Thank you! We received your signed contract and will contact you within two business days.',
} as const;

/** The text fields of the multipart form; the file part is `contract`. */
export const franchiseFieldsSchema = z.object({
  name: requiredText(franchiseMessages.nameRequired, 120),
  email: emailField(franchiseMessages.emailInvalid),
  faxNumber: honeypotSchema,
});

/** An uploaded contract as the admin sees it: who sent it, when, and the admin-only link to the PDF. */
export const franchiseApplicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  filename: z.string(),
  sizeBytes: z.number(),
  contractLink: z.string(),
  createdAt: z.string(),
});
export type FranchiseApplication = z.infer<typeof franchiseApplicationSchema>;

export const franchiseApplicationSorts = ['createdAt_desc', 'createdAt_asc', 'name_asc', 'name_desc'] as const;
export type FranchiseApplicationSort = (typeof franchiseApplicationSorts)[number];

export const franchiseApplicationListQuerySchema = pagingQuerySchema.extend({
  sort: z
    .enum(franchiseApplicationSorts, { errorMap: () => ({ message: `sort must be one of ${franchiseApplicationSorts.join(', ')}` }) })
    .optional(),
});
export type FranchiseApplicationListQuery = z.input<typeof franchiseApplicationListQuerySchema>;

export const franchiseAdminMessages = {
  notFound: 'Franchise application not found.',
  noApplications: 'No franchise applications match your search criteria.',
} as const;

export const franchiseContract = c.router({
  submitFranchiseApplication: {
    method: 'POST',
    path: '/franchise-applications',
    contentType: 'multipart/form-data',
    body: c.type<FormData>(),
    headers: idempotencyHeadersSchema,
    metadata: { multipartFields: franchiseFieldsSchema, fileField: 'contract' } satisfies MultipartFormMetadata,
    responses: { 201: z.object({ message: z.string() }) },
    summary: 'Upload a signed franchise contract (PDF, at most 5 MB) with name and e-mail',
  },
  listFranchiseApplications: {
    method: 'GET',
    path: '/franchise-applications',
    query: franchiseApplicationListQuerySchema,
    responses: { 200: z.object({ applications: z.array(franchiseApplicationSchema), total: z.number().optional() }) },
    summary: 'Admin: uploaded franchise contracts, newest first; with page/pageSize searched, sorted and paged',
  },
  getFranchiseContract: {
    method: 'GET',
    path: '/franchise-applications/:id/contract',
    pathParams: idParamsSchema,
    responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }), 422: errorBodySchema },
    summary: 'Admin: the signed contract PDF of one application (never a public link)',
  },
});
