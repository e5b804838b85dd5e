import { type Decimal, formatAmount } from '../../common/money';
import { csvCell } from '../csv';

// What every statement written as CSV shares (issue 39): RFC 4180 rows with CRLF line ends, text cells made safe for
// a spreadsheet (server/csv.ts), amounts as decimal strings with a dot (a minus included) rounded once to the cent as
// booked, and the UTF-8 byte-order mark a spreadsheet needs to read the file as UTF-8. Times: isoTime (./period.ts).

export const BYTE_ORDER_MARK = '\uFEFF';

/** A row: text cells made safe for a spreadsheet, amounts written as they are, an empty cell for nothing. */
export function csvLine(cells: readonly (string | Decimal | null)[]): string {
  return `${cells.map((cell) => (cell === null ? '' : typeof cell === 'string' ? csvCell(cell) : formatAmount(cell))).join(',')}\r\n`;
}
