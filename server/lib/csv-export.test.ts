import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvAttachment, csvStream, csvText, type CsvColumn } from './csv-export.js';

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

  it('treats a full-width formula character (＝ ＋ － ＠ ｜) as the ASCII one, and only at the start', async () => {
    const values = ['\uFF1D1+1', '\uFF0BSUM(A1)', '\uFF0D2', '\uFF20SUM(A1)', '\uFF5Ccmd', 'a\uFF1Db', 'ＡＢＣ'];
    const csv = await text(csvStream(columns, listOf(values.map((value) => ({ value })))));
    expect(csv.split('\r\n')).toEqual(['Value', "'＝1+1", "'＋SUM(A1)", "'－2", "'＠SUM(A1)", "'｜cmd", 'a＝b', 'ＡＢＣ', '']);
  });

  it('removes bidirectional controls anywhere in a cell, so one cannot hide a formula or disguise a name', async () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    const values = [...controls.map((control) => `${control}=1+1`), 'invoice\u202Efdp.exe', 'ab\u2066c\u2069d'];
    const csv = await text(csvStream(columns, listOf(values.map((value) => ({ value })))));
    expect(csv.split('\r\n')).toEqual(['Value', ...controls.map(() => "'=1+1"), 'invoicefdp.exe', 'abcd', '']);
    expect(csv).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
  });

  it('writes the header once, every record in order across pieces of 200, and the header alone for nothing', async () => {
    const values = Array.from({ length: 450 }, (_, index) => ({ value: index === 201 ? 'line\nbreak, "quoted"' : `row ${index}` }));
    const pieces: string[] = [];
    for await (const piece of csvStream(columns, listOf(values))) pieces.push(String(piece));
    expect(pieces).toHaveLength(3);
    const csv = pieces.join('');
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['Value', 'row 0', 'row 1']);
    expect(csv.match(/^Value\r\n/gm)).toHaveLength(1);
    expect(csv).toContain('\r\nrow 200\r\n"line\nbreak, ""quoted"""\r\nrow 202\r\n');
    expect(csv.endsWith('\r\nrow 449\r\n')).toBe(true);
    expect(await text(csvStream(columns, listOf([])))).toBe('Value\r\n');
  });

  it('writes records in memory as one text, the same as the stream, and the header alone for nothing', async () => {
    const values = ['=1+1', 'line\nbreak, "quoted"', 'in\u202Evoice', null, true, ...Array.from({ length: 300 }, (_, index) => `row ${index}`)].map((value) => ({ value }));
    expect(csvText(columns, values)).toBe(await text(csvStream(columns, listOf(values))));
    expect(csvText(columns, [])).toBe('Value\r\n');
  });

  it('ends the download with the error when its source fails midway', async () => {
    async function* failing() {
      yield { value: 'first' };
      throw new Error('connection lost');
    }
    await expect(text(csvStream(columns, failing()))).rejects.toThrow('connection lost');
  });
});

describe('csvAttachment', () => {
  it('answers the file under the name the export chose, and refuses a name that could break the header', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) };
    expect(csvAttachment(reply, 'payroll-2026-11-16_2026-11-29.csv', csvStream(columns, listOf([]))).status).toBe(200);
    expect(headers).toEqual({ 'content-disposition': 'attachment; filename="payroll-2026-11-16_2026-11-29.csv"', 'cache-control': 'private, no-store' });
    expect(() => csvAttachment(reply, 'a"; b.csv', csvStream(columns, listOf([])))).toThrow(/Not a plain file name/);
    expect(() => csvAttachment(reply, 'a\r\nSet-Cookie: x.csv', csvStream(columns, listOf([])))).toThrow(/Not a plain file name/);
  });
});
