import type { Applicant } from '../../../contract/applicants.js';
import type { CsvColumn } from '../../lib/csv-export.js';

/** Years as the form offered them: 1, 2 or 3+. */
const years = (count: number) => (count >= 3 ? '3+' : count);

export const applicantCsvColumns: readonly CsvColumn<Applicant>[] = [
  ['First name', (a) => a.firstName],
  ['Last name', (a) => a.lastName],
  ['Email', (a) => a.email],
  ['Phone', (a) => a.phone],
  ['Zip code', (a) => a.zipCode],
  ['Job', (a) => a.job?.title ?? ''],
  ['Status', (a) => a.status],
  ['Remarks', (a) => a.remarks],
  ['Fluent language', (a) => a.fluentLanguage],
  ['Staff handled', (a) => a.numberOfStaffHandled],
  ['Background check OK', (a) => a.isWillingForBackgroundCheck],
  ['Customer service years', (a) => years(a.yearsOfCustomerServiceExperience)],
  ['Call center years', (a) => years(a.yearsOfCallCenterExperience)],
  ['Applied at', (a) => a.createdAt],
];
