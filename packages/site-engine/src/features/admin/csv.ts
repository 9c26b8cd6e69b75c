// CSV that spreadsheets open safely, following OWASP's CSV injection advice: RFC 4180 quoting, and
// no place a spreadsheet could start a cell may start a formula.
//
// A cell can start in more places than its own start: a spreadsheet in a locale that splits on `;`
// (or one whose import splits on tabs) cuts `a;=1+1` into `a` and `=1+1`, and once it has misread
// the quoting, a line break inside a cell starts a new row. So a formula character (= + - @) is
// neutralised with a `'` wherever it could open a cell: at the cell's start, and after any `,`, `;`,
// tab or line break inside it, even behind spaces, control characters or quotes (which some readers
// trim). A cell starting with a tab or carriage return gets the `'` too, as OWASP lists them.
//
// The price is a visible `'` on values that merely look like formulas: phone numbers
// (`'+1 313 555 0100`), negative numbers, a lone `-`, or a message's `- ` bullet on a new line.
// OWASP accepts this; an allow-list of "harmless" numbers would be one more thing to get wrong.
// Everything else reads as typed. A cell is quoted when it holds a quote, separator, tab or line
// break; OWASP quotes every cell, but quotes around any other cell change nothing a reader sees.

/** What a reader may skip before a cell's first character: spaces, control characters, quotes. */
const SKIPPED = String.raw`\s\u0000-\u001f\u007f"'`;
/** A cell a spreadsheet could run as a formula, or that starts with a tab or carriage return. */
const FORMULA_AT_START = new RegExp(String.raw`^(?:[\t\r]|[${SKIPPED}]*[=+\-@])`);
/** A separator or line break inside a cell, up to a formula character that follows it. */
const FORMULA_AFTER_SEPARATOR = new RegExp(String.raw`[,;\t\r\n][${SKIPPED}]*(?=[=+\-@])`, 'g');
/** Characters that let some reader split a cell, so the cell is quoted. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A cell's text with a `'` wherever a spreadsheet could otherwise read the start of a formula. */
function neutraliseFormulas(value: string): string {
  // Also behind a leading tab or line break: a reader splitting there would leave the cell's own
  // `'` in the cell before it.
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$&'");
  return FORMULA_AT_START.test(value) ? `'${inner}` : inner;
}

/** One cell: formulas neutralised, quoted if it holds a quote, separator, tab or line break. */
export function csvCell(value: string): string {
  const safe = neutraliseFormulas(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text, lines ended with CRLF as RFC 4180 has it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Hands `text` to the browser as a download called `filename`. */
export function downloadCsv(filename: string, text: string): void {
  // A byte-order mark, so Excel reads the file as UTF-8 (names with accents stay intact).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
