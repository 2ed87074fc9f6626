import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvColumn } from './csv-export.js';

async function* listOf<T>(records: T[]) {
  yield* records;
}

const columns: CsvColumn<{ value: string | number | boolean | null }>[] = [['Value', (record) => record.value]];

describe('csvStream', () => {
  it('puts an apostrophe before every cell a spreadsheet would run as a formula, and only those', async () => {
    const values = ['=1+1', '+1 415 555 0199', '-2', '@SUM(A1)', '\tpadded', '\rreturn', "|cmd /C calc'!A0", 'plain', 'a=b', 'a|b', -3, true, null];
    const csv = await text(csvStream(columns, listOf(values.map((value) => ({ value })))));
    expect(csv.split('\r\n')).toEqual(["Value", "'=1+1", "'+1 415 555 0199", "'-2", "'@SUM(A1)", "'\tpadded", '"\'\rreturn"', "'|cmd /C calc'!A0", 'plain', 'a=b', 'a|b', "'-3", 'yes', '', '']);
  });
});
