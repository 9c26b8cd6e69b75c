import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

/**
 * Reads CSV as Excel does: a quote opens a quoted field only at the field's start (`""` inside is
 * one quote); anything after the closing quote, and any quote elsewhere, is plain text. With `,`
 * this is RFC 4180; with `;` or a tab it is a spreadsheet in another locale misreading the file.
 */
function readLikeExcel(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let atStart = true;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (atStart && char === '"') {
      quoted = true;
      atStart = false;
    } else if (char === separator) {
      row.push(field);
      field = '';
      atStart = true;
    } else if (char === '\r' || char === '\n') {
      row.push(field);
      rows.push(row);
      [row, field, atStart] = [[], '', true];
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += char;
      atStart = false;
    }
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The crudest reader: every separator and line break starts a cell, quotes or not. */
function readIgnoringQuotes(text: string, separator: string): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => line.split(separator));
}

/** A cell a spreadsheet would run: a formula character behind any spaces, control characters or quotes. */
const FORMULA_START = new RegExp(String.raw`^[\s\u0000-\u001f\u007f"]*[=+\-@]`);
const runsAsFormula = (cell: string) => FORMULA_START.test(cell);

/** Every cell any of the readers above would make of `text`, in every locale's separator. */
function everyCellAsRead(text: string): string[] {
  return [',', ';', '\t'].flatMap((separator) =>
    [readLikeExcel, readIgnoringQuotes].flatMap((read) => read(text, separator).flat()),
  );
}

/** Values a lead form could carry that a spreadsheet would run, what the CSV holds, what the agent sees. */
const FORMULAS = [
  { value: '=1+1', cell: "'=1+1", shown: "'=1+1" },
  { value: ' =1+1', cell: "' =1+1", shown: "' =1+1" },
  { value: '\t=1+1', cell: `"'\t'=1+1"`, shown: "'\t'=1+1" },
  { value: '\r=1+1', cell: `"'\r'=1+1"`, shown: "'\r'=1+1" },
  { value: '\u0000=1+1', cell: "'\u0000=1+1", shown: "'\u0000=1+1" },
  { value: '"=1+1', cell: `"'""=1+1"`, shown: `'"=1+1` },
  { value: '+1', cell: "'+1", shown: "'+1" },
  { value: '-1+1', cell: "'-1+1", shown: "'-1+1" },
  { value: '@SUM(1)', cell: "'@SUM(1)", shown: "'@SUM(1)" },
  { value: "=cmd|' /C calc'!A0", cell: "'=cmd|' /C calc'!A0", shown: "'=cmd|' /C calc'!A0" },
  {
    value: '=HYPERLINK("http://evil.example")',
    cell: `"'=HYPERLINK(""http://evil.example"")"`,
    shown: `'=HYPERLINK("http://evil.example")`,
  },
  { value: 'a;=1+1', cell: `"a;'=1+1"`, shown: "a;'=1+1" },
  { value: 'a, =1+1', cell: `"a, '=1+1"`, shown: "a, '=1+1" },
  { value: 'a\t-1', cell: `"a\t'-1"`, shown: "a\t'-1" },
  { value: 'a;"=1+1', cell: `"a;""'=1+1"`, shown: `a;"'=1+1` },
  { value: '=1+2";=1+2', cell: `"'=1+2"";'=1+2"`, shown: `'=1+2";'=1+2` },
  { value: 'a\n=1+1', cell: `"a\n'=1+1"`, shown: "a\n'=1+1" },
  { value: 'a\r\n@SUM(1)', cell: `"a\r\n'@SUM(1)"`, shown: "a\r\n'@SUM(1)" },
  // Harmless, but a spreadsheet would still read a formula (Excel shows #NAME? or a sum).
  { value: '-', cell: "'-", shown: "'-" },
  { value: '+1 313 555 0100', cell: "'+1 313 555 0100", shown: "'+1 313 555 0100" },
  {
    value: 'Best times:\n- mornings\n- weekends',
    cell: `"Best times:\n'- mornings\n'- weekends"`,
    shown: "Best times:\n'- mornings\n'- weekends",
  },
].map((entry) => ({ ...entry, label: JSON.stringify(entry.value) }));

/** Values that read as typed: quoted only where a reader could split them. */
const PLAIN = [
  { value: 'Dana Whitfield', cell: 'Dana Whitfield' },
  { value: '', cell: '' },
  { value: '2+2=4', cell: '2+2=4' },
  { value: 'dana@example.com', cell: 'dana@example.com' },
  { value: '2025-06-01T14:03:00.000Z', cell: '2025-06-01T14:03:00.000Z' },
  { value: '3-4 beds', cell: '3-4 beds' },
  { value: 'Springfield, CO', cell: '"Springfield, CO"' },
  { value: 'Saturday; after 10', cell: '"Saturday; after 10"' },
  { value: 'the "blue" house', cell: '"the ""blue"" house"' },
  { value: 'first line\nsecond line', cell: '"first line\nsecond line"' },
  { value: 'a\r\nb', cell: '"a\r\nb"' },
].map((entry) => ({ ...entry, label: JSON.stringify(entry.value), shown: entry.value }));

describe('csvCell', () => {
  it.each(FORMULAS)('puts a quote mark where $label could start a formula', ({ value, cell }) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(PLAIN)('writes $label as it is, quoted only if a reader could split it', ({ value, cell }) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([...FORMULAS, ...PLAIN])(
    'shows the agent $label with nothing changed but the quote marks',
    ({ value, shown }) => {
      expect(readLikeExcel(toCsv([['Dana', value]]), ',')).toEqual([['Dana', shown]]);
    },
  );
});

describe('toCsv', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Email'],
        ['Dana', 'dana@example.com'],
      ]),
    ).toBe('Name,Email\r\nDana,dana@example.com\r\n');
  });

  it('gives no spreadsheet a formula, whether it splits on commas, semicolons or tabs, or ignores quotes', () => {
    const values = [...FORMULAS, ...PLAIN].map(({ value }) => value);
    const text = toCsv([['Name', 'Message'], ...values.map((value) => ['Dana', value]), values]);
    const cells = everyCellAsRead(text);
    expect(cells.filter(runsAsFormula)).toEqual([]);
    // The readers do find the formulas in a file written without neutralising them.
    expect(everyCellAsRead(values.join('\r\n')).filter(runsAsFormula)).not.toEqual([]);
  });
});
