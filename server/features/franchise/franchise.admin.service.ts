import type { z } from 'zod';
import { franchiseAdminMessages, type FranchiseApplication, type franchiseApplicationListQuerySchema } from '../../../contract/franchise.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import type { FileStore, StoredFile } from '../files/files.public.js';
import * as repository from './franchise.repository.js';
import { isPaged, pageOf } from '../../lib/paging.js';

type ListQuery = z.output<typeof franchiseApplicationListQuerySchema>;

export const contractLinkOf = (applicationId: string) => `/api/v1/franchise-applications/${applicationId}/contract`;

function toFranchiseApplication(row: repository.FranchiseApplicationRow): FranchiseApplication {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    filename: row.filename,
    sizeBytes: row.sizeBytes,
    contractLink: contractLinkOf(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every uploaded contract, newest first, or one page with `total` when paging is asked for. */
export async function listFranchiseApplications(
  db: Database,
  query: Partial<ListQuery>,
): Promise<{ applications: FranchiseApplication[]; total?: number }> {
  const q = query.q || undefined;
  const sort = query.sort ?? 'createdAt_desc';
  if (!isPaged(query)) {
    return { applications: (await repository.listFranchiseApplications(db, { q, sort })).map(toFranchiseApplication) };
  }
  const { limit, offset } = pageOf(query, 10);
  const [rows, total] = await Promise.all([
    repository.listFranchiseApplications(db, { q, sort, limit, offset }),
    repository.countFranchiseApplications(db, q),
  ]);
  return { applications: rows.map(toFranchiseApplication), total };
}

/**
 * The signed contract of one application, for admins only; audited (`franchise.contract_opened`)
 * before it is sent. No `audit` (a HEAD: nothing is sent) records nothing.
 */
export async function openContract(deps: { db: Database; fileStore: FileStore }, id: string, audit: AuditContext | undefined): Promise<StoredFile> {
  const row = isUuid(id) ? await repository.findFranchiseApplication(deps.db, id) : undefined;
  const file = row && (await deps.fileStore.open(deps.db, row.contractFileId));
  if (!file) throw notFound('franchise.not_found', franchiseAdminMessages.notFound);
  if (audit) await recordAdminAction(deps.db, { ...audit, action: 'franchise.contract_opened', target: { type: 'franchise_application', id } });
  return file;
}
