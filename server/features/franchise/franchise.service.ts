import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { franchiseFieldsSchema } from '../../../contract/franchise.js';
import type { Database } from '../../db/database.js';
import { caughtByHoneypot } from '../../lib/honeypot.js';
import type { FileStore } from '../files/file-store.js';
import type { PdfUpload } from '../files/read-pdf-upload.js';
import { notifyCompany, type NotifyDeps } from '../mail/notify-company.js';
import { franchiseApplications } from './franchise-applications.table.js';

export interface FranchiseDeps extends NotifyDeps {
  db: Database;
  fileStore: FileStore;
}

export type FranchiseUpload = PdfUpload<z.output<typeof franchiseFieldsSchema>>;

/** Stores the signed contract file and the application in one transaction, then tells the company. */
export async function receiveFranchiseApplication(deps: FranchiseDeps, { fields, file }: FranchiseUpload, log: FastifyBaseLogger): Promise<void> {
  if (caughtByHoneypot(log, 'franchise', fields.faxNumber)) return;
  const { name, email } = fields;
  await deps.db.transaction(async (tx) => {
    const contractFileId = await deps.fileStore.save(tx, file);
    await tx.insert(franchiseApplications).values({ name, email, contractFileId });
  });
  notifyCompany(deps, log, `Signed franchise contract from ${name}`, [
    ['Name', name],
    ['E-mail', email],
    ['File', `${file.filename} (${Math.ceil(file.bytes.length / 1024)} KB), kept in the database`],
  ]);
}
