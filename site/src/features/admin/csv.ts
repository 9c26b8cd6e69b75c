// CSV that spreadsheets open safely: RFC 4180 quoting, and no cell a spreadsheet would run as a
// formula (OWASP's CSV injection advice: a leading = + - @, tab or carriage return gets a quote).

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if it could start a formula, quoted if it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
