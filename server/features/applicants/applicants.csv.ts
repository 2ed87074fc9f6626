import type { Applicant } from '../../../contract/applicants.js';
import type { CsvColumn } from '../../lib/csv-export.js';

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
  ['Customer service years', (a) => (a.yearsOfCustomerServiceExperience >= 3 ? '3+' : a.yearsOfCustomerServiceExperience)],
  ['Call center years', (a) => (a.yearsOfCallCenterExperience >= 3 ? '3+' : a.yearsOfCallCenterExperience)],
  ['Applied at', (a) => a.createdAt],
];
