import type { FastifyBaseLogger } from 'fastify';
import type { InquiryInput } from '../../../contract/inquiries.js';
import type { Database } from '../../db/database.js';
import { caughtByHoneypot } from '../../lib/honeypot.js';
import { notifyCompany, type NotifyDeps } from '../mail/mail.public.js';
import { insertInquiry } from './inquiries.repository.js';

export interface InquiriesDeps extends NotifyDeps {
  db: Database;
}

/** Stores a booking or quote request and tells the company; honeypot submissions are dropped. */
export async function receiveInquiry(deps: InquiriesDeps, input: InquiryInput, log: FastifyBaseLogger): Promise<void> {
  if (caughtByHoneypot(log, `inquiry:${input.kind}`, input.faxNumber)) return;
  const name = `${input.firstName} ${input.lastName}`;
  if (input.kind === 'booking') {
    const { faxNumber: _ignored, ...booking } = input;
    await deps.db.transaction(async (tx) => {
      await insertInquiry(tx, booking);
      await notifyCompany(deps, tx, log, `New call booking: ${name}, ${booking.company}`, [
        ['Company or identity', booking.company],
        ['Name', name],
        ['E-mail', booking.email],
        ['Phone', booking.phone],
        ['Requested slot', `${booking.date} ${booking.timeFrom}-${booking.timeTo} ${booking.timeZone}`],
      ], { label: 'Open the inquiries', path: '/inquiries' });
    });
    return;
  }
  const { faxNumber: _ignored, ...quote } = input;
  await deps.db.transaction(async (tx) => {
    await insertInquiry(tx, quote);
    await notifyCompany(deps, tx, log, `New team quote request: ${quote.noOfStaff} staff for ${quote.company}`, [
      ['Name', name],
      ['Company', quote.company],
      ['Location', quote.location],
      ['E-mail', quote.email],
      ['Phone', quote.phone],
      ['Staff wanted', quote.noOfStaff],
      ['Marketing e-mails OK', quote.isOkayToRecieveMarketing],
      ['Message', quote.message],
    ], { label: 'Open the inquiries', path: '/inquiries' });
  });
}
