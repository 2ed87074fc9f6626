import { expect } from 'vitest';

/** The payroll CSV's hour columns, as its header names them (the split's rule is in the names). */
export const payrollColumns = {
  contracted: 'Contracted hours (8 per Mon-Fri day of the placement)',
  regular: 'Regular hours (Mon-Fri up to contracted)',
  overtime: 'Overtime hours (Mon-Fri over contracted)',
  weekend: 'Weekend hours (Sat and Sun)',
  total: 'Total hours',
} as const;

const dayColumns = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** RFC 4180 cells of one CSV text (quoted cells may hold commas, doubled quotes and line breaks). */
function cellsOf(csv: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index]!;
    if (quoted && char === '"' && csv[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      line.push(cell);
      cell = '';
    } else {
      // CRLF ends the line.
      lines.push([...line, cell]);
      line = [];
      cell = '';
      index++;
    }
  }
  if (cell !== '' || line.length > 0) lines.push([...line, cell]);
  return lines;
}

/** The payroll CSV as its header, its week rows (objects by header) and its last row, the totals. */
export function parseCsv(csv: string) {
  const [header = [], ...lines] = cellsOf(csv);
  const records = lines.map((cells) => Object.fromEntries(cells.map((cell, index) => [header[index]!, cell])));
  const totals = records.at(-1);
  if (!totals) throw new Error('The payroll CSV has no totals row');
  return { header, rows: records.slice(0, -1), totals };
}

const sumOf = (rows: Record<string, string>[], column: string) => rows.reduce((sum, row) => sum + Number(row[column]), 0);

/**
 * What payroll relies on: every row's regular + overtime + weekend hours are its total, and so are
 * its seven days; the totals row is the sum of the rows in every hour column.
 */
export function expectPayrollSums(rows: Record<string, string>[], totals: Record<string, string>) {
  for (const row of [...rows, totals]) {
    const split = Number(row[payrollColumns.regular]) + Number(row[payrollColumns.overtime]) + Number(row[payrollColumns.weekend]);
    expect(split, `${row.Talent} ${row['Week start (Mon)']}`).toBe(Number(row[payrollColumns.total]));
    expect(dayColumns.reduce((sum, day) => sum + Number(row[day]), 0)).toBe(Number(row[payrollColumns.total]));
    expect(Number(row[payrollColumns.weekend])).toBe(Number(row.Sat) + Number(row.Sun));
  }
  expect(totals.Talent).toBe('Total');
  for (const column of [...dayColumns, ...Object.values(payrollColumns)]) expect(Number(totals[column]), column).toBe(sumOf(rows, column));
}
