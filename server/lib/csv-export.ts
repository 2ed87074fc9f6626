import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null;
/** A column of an export: its header and how to read the cell from a record. */
export type CsvColumn<T> = readonly [header: string, value: (record: T) => CsvCell];

/**
 * Bidirectional controls (LRE…RLO, LRI…PDI, LRM, RLM, ALM) reorder what a cell shows, so a
 * spreadsheet user would read something other than what is there ('exe.pdf' shown for 'fdp.exe').
 * In an export they can only mislead, so they are removed there (the stored text keeps them).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * A cell a spreadsheet would run as a formula or a DDE command (starting with =, +, -, @, |, a
 * tab or a carriage return: OWASP's CSV injection list, or the full-width ＝ ＋ － ＠ ｜ that
 * East Asian spreadsheets read as the same) gets a leading apostrophe. So does '+1 415…': a
 * spreadsheet would otherwise read an international phone number as a broken formula.
 * Every CSV export goes through here.
 */
function guardFormula(text: string): string {
  const shown = text.replace(BIDI_CONTROLS, '');
  return /^[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]/.test(shown) ? `'${shown}` : shown;
}

function cellText(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return guardFormula(String(value));
}

/** How many records are written as one piece of the download. */
const RECORDS_PER_CHUNK = 200;

const csvOptions = <T>(columns: readonly CsvColumn<T>[], header: boolean) => ({
  columns: columns.map(([name]) => name),
  header,
  record_delimiter: 'windows',
  // csv-stringify quotes a cell holding the whole CRLF; a lone CR or LF needs quoting too.
  quoted_match: /[\r\n]/,
}) as const;

const cellsOf = <T>(columns: readonly CsvColumn<T>[], record: T) => columns.map(([, value]) => cellText(value(record)));

/**
 * Streams records as RFC 4180 CSV (CRLF, quotes doubled, cells with line breaks quoted) so a
 * large export never sits in memory whole. `records` is read lazily, batch by batch, and written
 * 200 records to a piece: csv-stringify's stream took each record through a stream of its own,
 * which cost more than making its cells (a 242-line statement: 8 ms against 4).
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], records: AsyncIterable<T>): Readable {
  async function* pieces() {
    let rows: string[][] = [];
    let header = true;
    const piece = () => {
      const text = stringify(rows, csvOptions(columns, header));
      rows = [];
      header = false;
      return text;
    };
    for await (const record of records) {
      rows.push(cellsOf(columns, record));
      if (rows.length === RECORDS_PER_CHUNK) yield piece();
    }
    // The header alone when there was nothing to list.
    if (rows.length > 0 || header) yield piece();
  }
  // A failing query mid-export ends the download instead of leaving it hanging.
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * Records already in memory as one CSV text, the same as `csvStream` writes. Sent with its length,
 * the browser shows the download's size; a year's statement of 240 lines answered in 6.4–8.6 ms
 * (p50 of 4 paired rounds) against 6.9–9.6 ms as a stream of two pieces.
 */
export function csvText<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  return stringify(records.map((record) => cellsOf(columns, record)), csvOptions(columns, true));
}

/**
 * An export route's answer: the file `{name}-{YYYY-MM-DD}.csv` as a download of admin data, never
 * cached, streamed as it is written. (ts-rest types a CSV body as the string it stands for; the
 * route's contract sets the content type.)
 */
// Takes only `header`: ts-rest's handler types the reply slightly differently from Fastify's own.
export function csvDownload(reply: { header(name: string, value: string): unknown }, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return csvAttachment(reply, `${name}-${day}.csv`, csv);
}

/**
 * The same answer under a file name the export chose (payroll's is its pay period). `filename` is
 * the caller's own text of letters, digits, '-', '_' and '.', never a visitor's. `csv` is a stream,
 * or the whole text of a file read before its first byte is sent, which goes with its length.
 */
export function csvAttachment(reply: { header(name: string, value: string): unknown }, filename: string, csv: Readable | string) {
  if (!/^[\w.-]+$/.test(filename)) throw new Error(`Not a plain file name: ${JSON.stringify(filename)}`);
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'private, no-store');
  return { status: 200 as const, body: csv as unknown as string };
}

/**
 * Reads a long list in batches: first the ordered ids of everything that matches (one cheap
 * query, so rows arriving during the download neither repeat nor shift), then the records.
 */
export async function* inBatches<T extends { id: string }>(
  ids: string[],
  load: (ids: string[]) => Promise<T[]>,
  batchSize = 500,
): AsyncGenerator<T> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const byId = new Map((await load(batch)).map((record) => [record.id, record]));
    for (const id of batch) {
      const record = byId.get(id);
      if (record) yield record;
    }
  }
}
