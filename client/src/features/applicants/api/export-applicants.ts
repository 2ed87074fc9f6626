import { adminFetch, withQuery } from '@/lib/admin-request';
import { filenameFromDisposition, saveBlob } from '@/ui/admin/save-blob';
import { filterParams, type ApplicantListParams } from './use-applicants-page';

/**
 * Downloads the applicants of the current filter (every page) as CSV: the token goes in a header,
 * so the file is fetched, then handed to the browser from an object URL.
 */
export async function exportApplicantsCsv(params: ApplicantListParams): Promise<void> {
  const response = await adminFetch(withQuery('/api/v1/applicants/export.csv', filterParams(params)));
  const blob = await response.blob();
  saveBlob(blob, filenameFromDisposition(response.headers.get('content-disposition'), 'applicants.csv'));
}
