import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { franchiseFieldsSchema } from '../../../contract/franchise.js';
import type { Database } from '../../db/database.js';
import { caughtByHoneypot } from '../../lib/honeypot.js';
import { storeOnce } from '../../lib/idempotency.js';
import type { FileStore, PdfUpload } from '../files/files.public.js';
import { notifyCompany, type NotifyDeps } from '../mail/mail.public.js';
import * as repository from './franchise.repository.js';

export interface FranchiseDeps extends NotifyDeps {
  db: Database;
  fileStore: FileStore;
}

export type FranchiseUpload = PdfUpload<z.output<typeof franchiseFieldsSchema>>;

/** Stores the signed contract's row (its bytes are in the file storage), the application and the company's notice in one transaction. */
export async function receiveFranchiseApplication(
  deps: FranchiseDeps,
  { fields, file }: FranchiseUpload,
  log: FastifyBaseLogger,
  idempotencyKey?: string,
): Promise<void> {
  // The contract is in the file storage already: removed again unless its row is committed here.
  await deps.fileStore.keepIfSaved(deps.db, file, () => storeFranchiseApplication(deps, { fields, file }, log, idempotencyKey));
}

async function storeFranchiseApplication(deps: FranchiseDeps, { fields, file }: FranchiseUpload, log: FastifyBaseLogger, idempotencyKey: string | undefined): Promise<void> {
  if (caughtByHoneypot(log, 'franchise', fields.faxNumber)) return;
  const { name, email } = fields;
  // A retried upload with the same key is stored once and tells the company once.
  const { replayed } = await storeOnce(deps.db, idempotencyKey, {
    findByKey: repository.findFranchiseApplicationIdByIdempotencyKey,
    store: async (tx) => {
      const contractFileId = await deps.fileStore.save(tx, file);
      const id = await repository.insertFranchiseApplication(tx, { name, email, contractFileId, idempotencyKey });
      if (id === undefined) return undefined;
      await notifyCompany(deps, tx, log, `Signed franchise contract from ${name}`, [
        ['Name', name],
        ['E-mail', email],
        ['File', `${file.filename} (${Math.ceil(file.sizeBytes / 1024)} KB), kept with the application`],
      ], { label: 'Open the franchise applications', path: '/franchise-applications' });
      return id;
    },
  });
  if (replayed) log.info('franchise application retried with the same idempotency key: answered the stored one');
}
