import { filenameFromDisposition, saveBlob } from '../../../ui/admin/save-blob';
import { adminGet, queryString } from './admin-request';
import { filterParams, type ApplicantListParams } from './use-applicants-page';

/**
 * Downloads the applicants of the current filter (every page) as CSV: the token goes in a header,
 * so the file is fetched, then handed to the browser from an object URL.
 */
export async function exportApplicantsCsv(params: ApplicantListParams): Promise<void> {
  const response = await adminGet(`/api/v1/applicants/export.csv${queryString(filterParams(params))}`, {
    networkFallback: 'Error exporting applicants',
  });
  const blob = await response.blob();
  saveBlob(blob, filenameFromDisposition(response.headers.get('content-disposition'), 'applicants.csv'));
}
