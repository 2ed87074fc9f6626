import { api } from '@/lib/api-client';
import { HttpError } from '@/lib/api-errors';
import { filenameFromDisposition, saveBlob } from '@/ui/admin/save-blob';
import { filterQuery, type ApplicantListParams } from './use-applicants-page';

/**
 * Downloads the applicants of the current filter (every page) as CSV: the token goes in a header,
 * so the file is fetched, then handed to the browser from an object URL.
 */
export async function exportApplicantsCsv(params: ApplicantListParams): Promise<void> {
  const answer = await api.applicants.exportApplicants({ query: filterQuery(params), auth: 'required' });
  if (answer.status !== 200) throw new HttpError(answer.status, (answer as { statusText?: string }).statusText ?? '', answer.body);
  const body: unknown = answer.body;
  const blob = body instanceof Blob ? body : new Blob([String(body)], { type: 'text/csv' });
  saveBlob(blob, filenameFromDisposition(answer.headers.get('content-disposition'), 'applicants.csv'));
}
