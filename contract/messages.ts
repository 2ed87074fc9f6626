import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { emailField, requiredText } from './common.js';
import { honeypotSchema } from './spam.js';

const c = initContract();

export const messageMessages = {
  fullNameRequired: 'Full name is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Contact number is required.',
  phoneInvalid: 'Please enter a valid contact number.',
  websiteRequired: 'Company website is required.',
  websiteTooLong: 'Company website must be at most 200 characters.',
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

const website = z
  .string({ invalid_type_error: messageMessages.websiteTooLong })
  .trim()
  .max(200, messageMessages.websiteTooLong);

/** The home page's contact form: website optional. */
export const contactMessageSchema = z.object({
  fullName: requiredText(messageMessages.fullNameRequired, 120),
  email: emailField(messageMessages.emailInvalid),
  phone: phoneField(messageMessages.phoneRequired, messageMessages.phoneInvalid),
  website: website.optional(),
  message: requiredText(messageMessages.messageRequired, 5000),
  isWillingToReceiveUpdates: z.boolean().default(false),
  faxNumber: honeypotSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The /message-us form: the company website is required there. */
export const messageUsSchema = contactMessageSchema.extend({
  website: website.min(1, messageMessages.websiteRequired),
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

export const messagesContract = c.router({
  sendMessage: {
    method: 'POST',
    path: '/messages',
    body: contactMessageSchema,
    responses: { 201: z.object({ message: z.string() }) },
    summary: 'A visitor sends the company a message (home and /message-us forms)',
  },
});
