import type { Applicant } from '../../../contract/applicants.js';

const columns: [header: string, value: (a: Applicant) => string | number | boolean][] = [
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
  ['Background check OK', (a) => (a.isWillingForBackgroundCheck ? 'yes' : 'no')],
  ['Customer service years', (a) => (a.yearsOfCustomerServiceExperience >= 3 ? '3+' : a.yearsOfCustomerServiceExperience)],
  ['Call center years', (a) => (a.yearsOfCallCenterExperience >= 3 ? '3+' : a.yearsOfCallCenterExperience)],
  ['Applied at', (a) => a.createdAt],
];

/**
 * RFC 4180 quoting; a cell starting with = + - @ gets a leading apostrophe so a spreadsheet
 * does not run an applicant's text as a formula.
 */
function cell(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function applicantsToCsv(applicants: Applicant[]): string {
  const lines = [columns.map(([header]) => header).join(',')];
  for (const applicant of applicants) lines.push(columns.map(([, value]) => cell(value(applicant))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
