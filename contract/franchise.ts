import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { emailField, requiredText } from './common.js';
import { honeypotSchema } from './spam.js';

const c = initContract();

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadMessages = {
  notPdf: 'Please upload a PDF file.',
  tooLarge: 'The file is too large. The limit is 5 MB.',
  oneFile: 'Only one file can be uploaded.',
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

export const franchiseContract = c.router({
  submitFranchiseApplication: {
    method: 'POST',
    path: '/franchise-applications',
    contentType: 'multipart/form-data',
    body: c.type<FormData>(),
    responses: { 201: z.object({ message: z.string() }) },
    summary: 'Upload a signed franchise contract (PDF, at most 5 MB) with name and e-mail',
  },
});
