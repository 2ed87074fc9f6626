import { tsr } from '@/lib/api-client';
import { filterQuery, type ApplicantListParams } from './use-applicants-page';

/** GET /applicants/export.csv: the applicants of the current filter, every page (admin). */
export function exportApplicants(params: ApplicantListParams) {
  return tsr.applicants.exportApplicants.query({ query: filterQuery(params), auth: 'required' });
}
