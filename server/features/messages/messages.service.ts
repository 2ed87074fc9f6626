import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { contactMessageSchema } from '../../../contract/messages.js';
import type { Database } from '../../db/database.js';
import { caughtByHoneypot } from '../../lib/honeypot.js';
import { notifyCompany, type NotifyDeps } from '../mail/mail.public.js';
import { insertMessage } from './messages.repository.js';

export interface MessagesDeps extends NotifyDeps {
  db: Database;
}

type ContactMessage = z.output<typeof contactMessageSchema>;

/** Stores a visitor's message and tells the company; a bot that filled the honeypot gets nothing stored. */
export async function receiveContactMessage(deps: MessagesDeps, input: ContactMessage, log: FastifyBaseLogger): Promise<void> {
  if (caughtByHoneypot(log, 'message', input.faxNumber)) return;
  const { faxNumber: _ignored, ...message } = input;
  await deps.db.transaction(async (tx) => {
    await insertMessage(tx, { ...message, website: message.website ?? '' });
    await notifyCompany(deps, tx, log, `New message from ${message.fullName}`, [
      ['Name', message.fullName],
      ['E-mail', message.email],
      ['Phone', message.phone],
      ['Website', message.website],
      ['Wants updates', message.isWillingToReceiveUpdates],
      ['Message', message.message],
    ], { label: 'Open the messages', path: '/messages' });
  });
}
