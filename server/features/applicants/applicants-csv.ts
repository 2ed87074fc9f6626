import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
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

/** A cell starting with = + - @ gets a leading apostrophe so a spreadsheet does not run an applicant's text as a formula. */
function guardFormula(value: string | number | boolean): string {
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

async function* recordsOf(batches: AsyncIterable<Applicant[]>): AsyncGenerator<string[]> {
  for await (const batch of batches) {
    for (const applicant of batch) yield columns.map(([, value]) => guardFormula(value(applicant)));
  }
}

/**
 * The CSV file as a stream, written as the batches arrive: RFC 4180 (CRLF lines; a cell with a
 * comma, quote or line break quoted, quotes doubled), a header line first.
 */
export function applicantsCsvStream(batches: AsyncIterable<Applicant[]>): Readable {
  const csv = stringify({
    header: true,
    columns: columns.map(([header]) => header),
    record_delimiter: '\r\n',
    // csv-stringify quotes a cell holding the whole CRLF; a lone CR or LF needs quoting too.
    quoted_match: /[\r\n]/,
  });
  const records = Readable.from(recordsOf(batches));
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
