import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Dana Whitfield')).toBe('Dana Whitfield');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Royal Oak, MI')).toBe('"Royal Oak, MI"');
    expect(csvCell('the "blue" house')).toBe('"the ""blue"" house"');
    expect(csvCell('first line\nsecond line')).toBe('"first line\nsecond line"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts a quote before anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+12485550147')).toBe("'+12485550147");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('leaves a formula sign that is not first alone', () => {
    expect(csvCell('2+2=4')).toBe('2+2=4');
  });
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
});
