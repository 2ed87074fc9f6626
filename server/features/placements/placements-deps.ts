import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../mail/mail.public.js';

/** What the placement services need: the database, the mail queue, the company inbox and the caller's logger. */
export interface PlacementsDeps {
  db: Database;
  mail: MailQueue;
  companyInbox: string;
  log: FastifyBaseLogger;
}
