import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  applicantMessages,
  type Applicant,
  type applicantListQuerySchema,
  type applicationFieldsSchema,
  type updateApplicantBodySchema,
} from '../../../contract/applicants.js';
import type { Database } from '../../db/database.js';
import { csvStream } from '../../lib/csv-export.js';
import { notFound } from '../../lib/errors.js';
import { caughtByHoneypot } from '../../lib/honeypot.js';
import { storeOnce } from '../../lib/idempotency.js';
import { isUuid } from '../../lib/ids.js';
import { inOrderOf, listCacheOf } from '../../lib/list-cache.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import type { FileStore, PdfUpload, StoredFile } from '../files/files.public.js';
import { findJob, jobNotFound, toJob } from '../jobs/jobs.public.js';
import { mailOf, notifyCompany, type NotifyDeps } from '../mail/mail.public.js';
import { applicantCsvColumns } from './applicants.csv.js';
import { toApplicant } from './applicants.mapper.js';
import { applicantStatusMail } from './emails/applicant-status.email.js';
import { applicationReceivedMail } from './emails/application-received.email.js';
import * as repository from './applicants.repository.js';
import { isPaged, pageOf } from '../../lib/paging.js';

export interface ApplicantsDeps extends NotifyDeps {
  db: Database;
  fileStore: FileStore;
}

export const applicantNotFound = () => notFound('applicants.not_found', applicantMessages.notFound);

export type ApplicationUpload = PdfUpload<z.output<typeof applicationFieldsSchema>>;

/**
 * A visitor applies (the route has read and checked the form and its one PDF, and put the PDF in
 * the file storage): the applicant and the file's row are stored in one transaction with the e-mails to both sides. A submission whose
 * idempotency key was already stored (a retry, or a duplicate sent at the same time) stores
 * nothing, sends nothing and answers the first one's applicant id.
 */
export async function submitApplication(
  deps: ApplicantsDeps,
  { fields, file }: ApplicationUpload,
  log: FastifyBaseLogger,
  idempotencyKey?: string,
): Promise<string | undefined> {
  // The resume is in the file storage already: removed again unless its row is committed here.
  return deps.fileStore.keepIfSaved(deps.db, file, () => storeApplication(deps, { fields, file }, log, idempotencyKey));
}

async function storeApplication(
  deps: ApplicantsDeps,
  { fields, file }: ApplicationUpload,
  log: FastifyBaseLogger,
  idempotencyKey: string | undefined,
): Promise<string | undefined> {
  const { faxNumber, jobId, ...applicant } = fields;
  if (caughtByHoneypot(log, 'application', faxNumber)) return undefined;
  const job = isUuid(jobId) ? await findJob(deps.db, jobId) : undefined;
  if (!job || !job.isActive) throw jobNotFound();

  const { value: applicantId, replayed } = await storeOnce(deps.db, idempotencyKey, {
    findByKey: repository.findApplicantIdByIdempotencyKey,
    store: async (tx) => {
      const resumeFileId = await deps.fileStore.save(tx, file);
      const row = await repository.insertApplicant(tx, { ...applicant, jobId, resumeFileId, idempotencyKey });
      if (!row) return undefined;
      await deps.mail.queue(tx, mailOf(applicationReceivedMail, applicant.email, { firstName: applicant.firstName, jobTitle: job.title, jobId }), log);
      await notifyCompany(deps, tx, log, `New applicant for ${job.title}: ${applicant.firstName} ${applicant.lastName}`, [
        ['Job', `${job.title} (${job.location})`],
        ['Name', `${applicant.firstName} ${applicant.lastName}`],
        ['E-mail', applicant.email],
        ['Phone', applicant.phone],
        ['Customer service experience (years)', applicant.yearsOfCustomerServiceExperience],
        ['Call center experience (years)', applicant.yearsOfCallCenterExperience],
        ['Resume', 'attached to the applicant in the admin dashboard'],
      ], { label: 'Open the application', path: `/applicantDetails/${row.id}` });
      return row.id;
    },
  });
  if (replayed) {
    log.info({ applicantId }, 'application retried with the same idempotency key: answered the stored one');
  }
  return applicantId;
}

type ListQuery = z.output<typeof applicantListQuerySchema>;

function filterOf(query: Partial<ListQuery>): repository.ApplicantFilter {
  return { q: query.q || undefined, status: query.status || undefined, jobId: query.jobId || undefined, jobTitle: query.jobTitle || undefined };
}

/**
 * Every applicant of the filter as CSV, read in batches while it is sent. The first batch is read
 * before this resolves, so a failing query still answers as an error, not a cut file. The export
 * is audited with the number of rows that matched as it started; no `audit` (a HEAD: nothing is
 * sent) records nothing.
 */
export async function exportApplicants(db: Database, query: Partial<ListQuery>, audit: AuditContext | undefined): Promise<Readable> {
  const recordExport = async (rows: number) => {
    if (!audit) return;
    await recordAdminAction(db, { ...audit, action: 'applicants.exported', target: { type: 'applicant', id: null }, detail: { filter: query, rows } });
  };
  if (query.jobId && !isUuid(query.jobId)) {
    await recordExport(0);
    return csvStream(applicantCsvColumns, noApplicants());
  }
  const filter = filterOf(query);
  const batches = repository.applicantsInBatches(db, filter, { sort: query.sort });
  const [first, rows] = await Promise.all([batches.next(), repository.countApplicants(db, filter)]);
  // Recorded once the first batch was read, before any byte is sent.
  await recordExport(rows);
  return csvStream(
    applicantCsvColumns,
    (async function* () {
      if (first.done) return;
      yield* first.value.map(toApplicant);
      for await (const batch of batches) yield* batch.map(toApplicant);
    })(),
  );
}

async function* noApplicants(): AsyncGenerator<Applicant> {}

/** The whole list in the spec's shape, or one page with `total` when paging is asked for. */
export async function listApplicants(db: Database, query: Partial<ListQuery>) {
  if (query.jobId && !isUuid(query.jobId)) return { applicants: [], ...(query.page || query.pageSize ? { total: 0 } : {}) };
  const filter = filterOf(query);
  if (!isPaged(query)) return { applicants: (await repository.listApplicants(db, filter, { sort: query.sort })).map(toApplicant) };
  const { limit, offset } = pageOf(query, 5);
  const page = await listCacheOf(db).page(
    db,
    {
      // A job title filter reads the jobs too: renaming a job changes its matches.
      tables: filter.jobTitle ? ['applicants', 'jobs'] : ['applicants'],
      filterKey: JSON.stringify(filter),
      sortKey: query.sort ?? '',
      count: () => repository.countApplicants(db, filter),
      ids: (limit, offset) => repository.listApplicantIds(db, filter, { sort: query.sort, limit, offset }),
      idsAmong: (ids) => repository.listApplicantIdsAmong(db, filter, query.sort, ids),
      rows: repository.applicantListRows(filter, query.sort),
    },
    offset,
    limit,
  );
  const rows = page.ids.length === 0 ? [] : inOrderOf(page.ids, await repository.findApplicantsByIds(db, page.ids));
  return { applicants: rows.map(toApplicant), total: page.total };
}

export async function getApplicant(db: Database, id: string) {
  const row = isUuid(id) ? await repository.findApplicant(db, id) : undefined;
  if (!row) throw applicantNotFound();
  return toApplicant(row);
}

/**
 * Sets status and/or remarks; when asked, queues the chosen template's e-mail with the change.
 * Audited in the same transaction: `applicant.status_changed` (old → new) when the status
 * changes, otherwise `applicant.updated` when the remarks change or a mail is sent; an update
 * that changes nothing and sends nothing is not recorded.
 */
export async function updateApplicant(
  deps: ApplicantsDeps,
  id: string,
  body: z.output<typeof updateApplicantBodySchema>,
  audit: AuditContext,
) {
  if (!isUuid(id)) throw applicantNotFound();
  const changes: { status?: string; remarks?: string } = {};
  if (body.status) changes.status = body.status;
  if (body.remarks !== undefined && body.remarks !== '') changes.remarks = body.remarks;
  const applicant = await deps.db.transaction(async (tx) => {
    const before = await repository.lockApplicantForUpdate(tx, id);
    const updated = await repository.updateApplicant(tx, id, changes);
    if (!before || updated.length === 0) throw applicantNotFound();
    const row = (await repository.findApplicant(tx, id))!;
    if (body.sendEmail) {
      await deps.mail.queue(tx, mailOf(applicantStatusMail, row.email, { template: body.sendEmail, firstName: row.firstName, jobTitle: row.jobTitle ?? 'the role' }));
    }
    // What was sent as it already was is no change: the log records what changed, or a mail sent.
    const statusChanged = changes.status !== undefined && changes.status !== before.status;
    const remarksChanged = changes.remarks !== undefined && changes.remarks !== before.remarks;
    if (!statusChanged && !remarksChanged && !body.sendEmail) return row;
    await recordAdminAction(tx, {
      ...audit,
      action: statusChanged ? 'applicant.status_changed' : 'applicant.updated',
      target: { type: 'applicant', id },
      detail: {
        ...(statusChanged ? { from: before.status, to: row.status } : {}),
        ...(remarksChanged ? { remarksChanged: true } : {}),
        ...(body.sendEmail ? { emailed: body.sendEmail } : {}),
      },
    });
    return row;
  });
  return { applicant: toApplicant(applicant), emailed: Boolean(body.sendEmail) };
}

/**
 * An applicant's resume; the opening is audited (`applicant.resume_opened`) before it is sent.
 * No `audit` (a HEAD: nothing is sent) records nothing.
 */
export async function openResume(deps: ApplicantsDeps, id: string, audit: AuditContext | undefined): Promise<StoredFile> {
  const row = isUuid(id) ? await repository.findApplicant(deps.db, id) : undefined;
  if (!row) throw applicantNotFound();
  const file = row.resumeFileId ? await deps.fileStore.open(deps.db, row.resumeFileId) : undefined;
  if (!file) throw notFound('applicants.no_resume', applicantMessages.noResume);
  if (audit) await recordAdminAction(deps.db, { ...audit, action: 'applicant.resume_opened', target: { type: 'applicant', id } });
  return file;
}

/** A job with its applicants under `applicantIds` (the spec's shape), paged when asked. */
export async function listJobApplicants(db: Database, jobId: string, query: Partial<ListQuery>) {
  const job = isUuid(jobId) ? await findJob(db, jobId) : undefined;
  if (!job) throw jobNotFound();
  const { applicants, total } = await listApplicants(db, { ...query, jobId, jobTitle: undefined });
  return { job: { ...toJob(job), applicantIds: applicants }, ...(total === undefined ? {} : { total }) };
}
