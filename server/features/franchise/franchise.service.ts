import type { FastifyRequest } from 'fastify';
import { franchiseFieldsSchema, franchiseMessages } from '../../../contract/franchise.js';
import type { Database } from '../../db/database.js';
import { caughtByHoneypot } from '../../lib/honeypot.js';
import type { FileStore } from '../files/file-store.js';
import { readPdfForm } from '../files/read-pdf-upload.js';
import { notifyCompany, type NotifyDeps } from '../mail/notify-company.js';
import { franchiseApplications } from './franchise-applications.table.js';

export interface FranchiseDeps extends NotifyDeps {
  db: Database;
  fileStore: FileStore;
}

/** Reads the multipart form, then stores the contract file and the application in one transaction. */
export async function receiveFranchiseApplication(deps: FranchiseDeps, request: FastifyRequest): Promise<void> {
  const { fields, file } = await readPdfForm(request, {
    fileField: 'contract',
    fieldsSchema: franchiseFieldsSchema,
    missingFileMessage: franchiseMessages.contractRequired,
  });
  if (caughtByHoneypot(deps.log, 'franchise', fields.faxNumber)) return;
  const { name, email } = fields;
  await deps.db.transaction(async (tx) => {
    const contractFileId = await deps.fileStore.save(tx, file);
    await tx.insert(franchiseApplications).values({ name, email, contractFileId });
  });
  notifyCompany(deps, `Signed franchise contract from ${name}`, [
    ['Name', name],
    ['E-mail', email],
    ['File', `${file.filename} (${Math.ceil(file.bytes.length / 1024)} KB), kept in the database`],
  ]);
}
