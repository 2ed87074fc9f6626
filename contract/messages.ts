import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { emailField, idParamsSchema, requiredText, typeable } from './common.js';
import { commentBodySchema, readStateFilter } from './inbox.js';
import { pagingQuerySchema } from './paging.js';
import { honeypotSchema } from './spam.js';

const c = initContract();

export const messageMessages = {
  fullNameRequired: 'Full name is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Contact number is required.',
  phoneInvalid: 'Please enter a valid contact number.',
  websiteRequired: 'Company website is required.',
  websiteTooLong: 'Company website must be at most 200 characters.',
  websiteInvalid: 'Please enter a website address, such as yourcompany.com.',
  messageRequired: 'Message is required.',
  sent: 'Your message has been sent successfully!',
  failed: 'Something went wrong!',
} as const;

/** Digits with the usual separators; 7 to 20 digits in all. */
export const phoneField = (message: string, invalid: string) =>
  requiredText(message, 30).refine((value) => {
    if (!/^[+\d\s().-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 20;
  }, invalid);

/**
 * A web address as people type it: an optional http(s)://, a host name with a dot and a top-level
 * domain of letters, an optional port, then an optional path. 'not a url' or 'acme' are refused,
 * so an admin never meets them as a link.
 */
const websitePattern = /^(https?:\/\/)?([\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(:\d{1,5})?([/?#]\S*)?$/iu;

/** True for a company website worth a link (see websitePattern). */
export function isWebsiteAddress(value: string): boolean {
  return websitePattern.test(value.trim());
}

const websiteText = typeable(
  z.string({ invalid_type_error: messageMessages.websiteTooLong }).trim().max(200, messageMessages.websiteTooLong),
  'Company website',
);
/** Blank, or a website address. */
const website = websiteText.refine((value) => value === '' || isWebsiteAddress(value), messageMessages.websiteInvalid);

/** The home page's contact form: website optional. */
export const contactMessageSchema = z.object({
  fullName: requiredText(messageMessages.fullNameRequired, 120),
  email: emailField(messageMessages.emailInvalid),
  phone: phoneField(messageMessages.phoneRequired, messageMessages.phoneInvalid),
  website: website.optional(),
  message: requiredText(messageMessages.messageRequired, 5000, 'Message', 'multi'),
  isWillingToReceiveUpdates: z.boolean().default(false),
  faxNumber: honeypotSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The /message-us form: the company website is required there. */
export const messageUsSchema = contactMessageSchema.extend({
  website: websiteText.min(1, messageMessages.websiteRequired).refine((value) => value === '' || isWebsiteAddress(value), messageMessages.websiteInvalid),
});

export const messageSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  message: z.string(),
  isWillingToReceiveUpdates: z.boolean(),
  comment: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageSorts = ['createdAt_desc', 'createdAt_asc', 'name_asc', 'name_desc', 'status_asc', 'status_desc'] as const;
export type MessageSort = (typeof messageSorts)[number];
export const DEFAULT_MESSAGE_SORT: MessageSort = 'createdAt_desc';

/** Search (name, e-mail, phone, website), sort and the read filter; `page`/`pageSize` turn on paging. */
export const messageListQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(messageSorts, { errorMap: () => ({ message: `sort must be one of ${messageSorts.join(', ')}` }) }).optional(),
  status: readStateFilter,
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

const idParams = idParamsSchema;
/** The spec's answer names the record `message`, like the text field of other answers. */
const messageAnswer = z.object({ message: messageSchema });

export const messagesContract = c.router({
  sendMessage: {
    method: 'POST',
    path: '/messages',
    body: contactMessageSchema,
    responses: { 201: z.object({ message: z.string() }) },
    summary: 'A visitor sends the company a message (home and /message-us forms)',
  },
  listMessages: {
    method: 'GET',
    path: '/messages',
    query: messageListQuerySchema,
    responses: { 200: z.object({ messages: z.array(messageSchema), total: z.number().optional() }) },
    summary: 'Admin: messages, newest first; with page/pageSize searched, sorted, filtered and paged',
  },
  exportMessages: {
    method: 'GET',
    path: '/messages/export.csv',
    query: messageListQuerySchema.omit({ page: true, pageSize: true }),
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }) },
    summary: 'Admin: the messages of the current filter as CSV',
  },
  markMessageRead: {
    method: 'PATCH',
    path: '/messages/:id/mark-read',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: messageAnswer },
    summary: 'Admin: mark a message read (marking it again changes nothing)',
  },
  addMessageComment: {
    method: 'PATCH',
    path: '/messages/:id/add-comment',
    pathParams: idParams,
    body: commentBodySchema,
    responses: { 200: messageAnswer },
    summary: "Admin: add or replace the admin's comment on a message",
  },
});
