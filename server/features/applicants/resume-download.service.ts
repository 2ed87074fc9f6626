import { documentFilename, withDocumentTitle, type StoredFile } from '../files/files.public.js';
import type { AuditContext } from '../audit/audit.public.js';
import { openResume, type ApplicantsDeps } from './applicants.service.js';
import * as repository from './applicants.repository.js';

/**
 * An applicant's resume as the admin downloads or views it: named after the applicant
 * ('Resume - Maria Santos.pdf', whatever name it was uploaded under) and titled 'Resume of Maria
 * Santos' for the PDF viewer's bar. The opening is audited by openResume, as before.
 */
export async function openNamedResume(deps: ApplicantsDeps, id: string, audit: AuditContext | undefined): Promise<StoredFile> {
  const file = await openResume(deps, id, audit);
  const applicant = await repository.findApplicant(deps.db, id);
  const name = applicant ? `${applicant.firstName} ${applicant.lastName}` : '';
  return {
    ...file,
    filename: documentFilename('Resume', name),
    bytes: name ? await withDocumentTitle(file.bytes, `Resume of ${name}`) : file.bytes,
  };
}
