import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from './common.js';

const c = initContract();

/** A mail the site still owes: every try failed. Its text is not shown (it may hold a reset link). */
export const undeliveredMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  /** What the mail server answered last, e.g. `connect ECONNREFUSED`. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const mailMessages = {
  resent: 'The e-mail will be sent again.',
  notFound: 'E-mail not found',
  notUndelivered: 'This e-mail is not waiting to be sent again.',
} as const;

export const mailContract = c.router({
  listUndeliveredMail: {
    method: 'GET',
    path: '/admin/mail/undelivered',
    responses: { 200: z.object({ mails: z.array(undeliveredMailSchema), total: z.number() }) },
    summary: 'Admin: the newest 50 e-mails that could not be delivered after every retry, and how many there are',
  },
  resendMail: {
    method: 'POST',
    path: '/admin/mail/:id/resend',
    pathParams: idParamsSchema,
    body: c.noBody(),
    responses: { 202: z.object({ message: z.string() }), 409: errorBodySchema },
    summary: 'Admin: queues an undelivered e-mail again, with a fresh set of retries',
  },
});
