import { type CsvLine, csvSlice, csvText } from '@functions/core/exports';
import { describe, expect, it } from 'vitest';

/** A background export writes its file a slice at a time: the slices must make the one-call file. */

const fields = ['Ticket Number', 'Created Date', 'Subject'];
const zone = 'Asia/Kolkata';
const line = (id: number, subject: string): CsvLine => ({
  'Ticket Number': String(id),
  'Created Date': '2026-11-25T06:30:00.000Z',
  Subject: subject,
});
const lines = [
  line(1, 'Printer jam'),
  line(2, '=HYPERLINK("http://x")'),
  line(3, 'Two\nlines, with "quotes"'),
  line(4, '@sum'),
  line(5, ''),
];

function sliced(rows: CsvLine[], size: number): string {
  let text = csvText([], fields, zone, true);
  for (let start = 0; start < rows.length; start += size) {
    text += csvSlice(rows.slice(start, start + size), fields, zone, start === 0);
  }
  return text;
}

describe('an export written in slices', () => {
  it.each([1, 2, 3, 5, 10])('equals the file written at once, %i lines a slice', (size) => {
    expect(sliced(lines, size)).toBe(csvText(lines, fields, zone, true));
  });

  it('equals it with no lines at all (the header alone)', () => {
    expect(sliced([], 3)).toBe(csvText([], fields, zone, true));
  });

  it('keeps formulas neutralised and dates in the tenant zone', () => {
    const text = sliced(lines, 2);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text.split('\r\n')[0]).toBe('Ticket Number,Created Date (Asia/Kolkata),Subject');
    expect(text).toContain('25/11/2026 12:00 PM');
  });

  it('leaves a plain negative number a number, and still neutralises a formula that starts with minus', () => {
    const text = csvText([{ a: '-1.24', b: '-3', c: '-1+2', d: '-A1' }], ['a', 'b', 'c', 'd'], zone, false);
    expect(text).toBe(`-1.24,-3,"'-1+2","'-A1"`);
  });
});
