import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DEFAULT_JOB_TYPE, jobSorts, jobTypes } from './catalogues/hiring.js';
import { applicantListQuerySchema, applicantSchema } from './applicants.js';
import { idParamsSchema, typeable, type TextLines } from './common.js';
import { jobMessages } from './jobs-messages.js';
import { pagingQuerySchema } from './paging.js';

const c = initContract();

export { jobMessages };

export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(jobTypes),
  description: z.string(),
  location: z.string(),
  language: z.array(z.string()),
  postingDate: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  operatingHours: z.string(),
  training: z.array(z.string()),
  isActive: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** A job in the admin list: with how many people applied to it. */
export const adminJobSchema = jobSchema.extend({ applicantCount: z.number().int().nonnegative() });
export type AdminJob = z.infer<typeof adminJobSchema>;

/**
 * The Add/Edit Job modals write multi-line text; the lists are made by splitting on blank lines,
 * trimming, and dropping empty pieces. A list sent as an array is cleaned the same way.
 */
export function splitOnBlankLines(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

const listField = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? splitOnBlankLines(value) : Array.isArray(value) ? value : value),
    z
      .array(typeable(z.string().trim().max(2000, 'Each item must be at most 2000 characters.'), label, 'multi'))
      .max(max)
      .transform((items) => items.filter(Boolean)),
  );

const text = (max: number, label: string, lines: TextLines = 'single') =>
  typeable(z.string({ invalid_type_error: jobMessages.required }).trim().max(max), label, lines);

/** Add Job: every field but training and benefits must be non-empty. */
export const createJobBodySchema = z.object({
  title: text(200, 'Title').min(1, jobMessages.required),
  description: text(10_000, 'Description', 'multi').min(1, jobMessages.required),
  responsibilities: listField(50, 'Responsibilities').refine((list) => list.length > 0, jobMessages.required),
  operatingHours: text(200, 'Operating hours').min(1, jobMessages.required),
  type: z.enum(jobTypes, { errorMap: () => ({ message: jobMessages.required }) }).default(DEFAULT_JOB_TYPE),
  training: listField(50, 'Training').default([]),
  requirements: listField(50, 'Requirements').refine((list) => list.length > 0, jobMessages.required),
  benefits: listField(50, 'Benefits').default([]),
  location: text(200, 'Location').min(1, jobMessages.required),
  language: listField(10, 'Language').refine((list) => list.length > 0, jobMessages.required),
});
export type CreateJobBody = z.input<typeof createJobBodySchema>;

/**
 * Edit Job: the same fields, each optional (a field left out keeps its value). A field that is sent
 * must not be blank where Add Job requires it: an edit cannot publish a job with no title (the
 * spec's Edit modal has no non-empty check; see docs/decisions.md).
 */
export const updateJobBodySchema = z.object({
  title: text(200, 'Title').min(1, jobMessages.required).optional(),
  description: text(10_000, 'Description', 'multi').min(1, jobMessages.required).optional(),
  responsibilities: listField(50, 'Responsibilities').refine((list) => list.length > 0, jobMessages.required).optional(),
  operatingHours: text(200, 'Operating hours').min(1, jobMessages.required).optional(),
  type: z.enum(jobTypes, { errorMap: () => ({ message: `Type must be one of ${jobTypes.join(', ')}.` }) }).optional(),
  training: listField(50, 'Training').optional(),
  requirements: listField(50, 'Requirements').refine((list) => list.length > 0, jobMessages.required).optional(),
  benefits: listField(50, 'Benefits').optional(),
  location: text(200, 'Location').min(1, jobMessages.required).optional(),
  language: listField(10, 'Language').refine((list) => list.length > 0, jobMessages.required).optional(),
});

const idParams = idParamsSchema;

export const jobListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(jobSorts, { errorMap: () => ({ message: `sort must be one of ${jobSorts.join(', ')}` }) }).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  type: z.enum(jobTypes).optional(),
});

export const jobsContract = c.router({
  listActiveJobs: {
    method: 'GET',
    path: '/jobs/active',
    responses: { 200: z.object({ jobs: z.array(jobSchema) }), 304: c.noBody() },
    summary: 'Active jobs for the job board, newest first (ETag; 304 when unchanged)',
  },
  listAllJobs: {
    method: 'GET',
    path: '/jobs/all',
    query: jobListQuerySchema,
    responses: { 200: z.object({ jobs: z.array(adminJobSchema), total: z.number().optional() }) },
    summary: 'Admin: every job with its applicant count; with page/pageSize also filtered, searched, sorted and paged',
  },
  getJob: {
    method: 'GET',
    path: '/jobs/:id',
    pathParams: idParams,
    responses: { 200: z.object({ job: jobSchema }) },
    summary: 'One job (active ones for visitors; any for admins)',
  },
  createJob: {
    method: 'POST',
    path: '/jobs',
    body: createJobBodySchema,
    responses: { 201: z.object({ job: jobSchema }) },
    summary: 'Admin: post a new job',
  },
  updateJob: {
    method: 'PUT',
    path: '/jobs/:id',
    pathParams: idParams,
    body: updateJobBodySchema,
    responses: { 200: z.object({ job: jobSchema }) },
    summary: 'Admin: edit a job',
  },
  toggleJobActive: {
    method: 'PATCH',
    path: '/jobs/:id/toggle-active',
    pathParams: idParams,
    body: z.object({ isActive: z.boolean({ required_error: 'isActive is required', invalid_type_error: 'isActive must be true or false' }) }),
    responses: { 200: z.object({ job: jobSchema }) },
    summary: 'Admin: activate or deactivate a job (the client sends the opposite of the current value)',
  },
  listJobApplicants: {
    method: 'GET',
    path: '/jobs/:id/applicants',
    pathParams: idParams,
    query: applicantListQuerySchema.omit({ jobId: true, jobTitle: true }),
    responses: {
      200: z.object({
        job: jobSchema.extend({ applicantIds: z.array(applicantSchema) }),
        total: z.number().optional(),
      }),
    },
    summary: 'Admin: a job with its applicants (applicantIds holds the applicant records)',
  },
});
