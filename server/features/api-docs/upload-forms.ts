import type { AppRoute } from '@ts-rest/core';
import type { AnyZodObject } from 'zod';
import { applicationFieldsSchema } from '../../../contract/applicants.js';
import { franchiseFieldsSchema } from '../../../contract/franchise.js';
import { apiContract } from '../../../contract/index.js';

/** A multipart route's form as the server reads it (`files/read-pdf-upload.ts`): text fields and one PDF. */
export interface UploadForm {
  fields: AnyZodObject;
  fileField: string;
  fileDescription: string;
}

/**
 * The contract types multipart bodies as `FormData`, which says nothing about their parts; the
 * document describes them from the same field schemas the routes check. The API document test
 * fails when a multipart route is missing here.
 */
export const uploadForms = new Map<AppRoute, UploadForm>([
  [
    apiContract.applicants.submitApplication,
    { fields: applicationFieldsSchema, fileField: 'resume', fileDescription: 'The resume: one PDF of at most 5 MB.' },
  ],
  [
    apiContract.franchise.submitFranchiseApplication,
    { fields: franchiseFieldsSchema, fileField: 'contract', fileDescription: 'The signed franchise contract: one PDF of at most 5 MB.' },
  ],
]);
