// CSV files as the back office exports them (RFC 4180, CRLF line ends). A cell a spreadsheet would run as a formula
// (starting with = + - @, a tab or a CR) is prefixed with a quote, so text typed by a customer or an operator can
// never execute in the reader's spreadsheet (OWASP: CSV injection); a cell with a comma, a quote or a line break is
// quoted.

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: a header row, then one line per row, every line ended. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
