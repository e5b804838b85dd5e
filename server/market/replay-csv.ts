// The replay feed's file format: one CSV file per instrument, named after its code (EURUSD.csv), with a header row
// `time,price` or `time,price,volume` and one row per recorded trade or quote, oldest first. `time` is an ISO 8601
// moment with its zone (2026-03-02T08:00:00.250Z) or milliseconds since 1970 UTC; `price` a positive decimal;
// `volume` a positive whole number (1 when absent). Blank lines and lines starting with # are ignored. A file that
// breaks a rule is refused with its line number, so an operator fixes the file rather than trades on a bad price.

export interface RecordedTick {
  time: number;
  price: number;
  volume: number;
}

export class ReplayFileError extends Error {}

const DECIMAL = /^\d{1,12}(\.\d{1,10})?$/;
const WHOLE = /^\d{1,12}$/;
const EPOCH_MS = /^\d{1,15}$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseTime(text: string): number | undefined {
  if (EPOCH_MS.test(text)) return Number(text);
  if (!ISO_WITH_ZONE.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}

export function parseReplayCsv(name: string, text: string): RecordedTick[] {
  const ticks: RecordedTick[] = [];
  let header: string[] | undefined;
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    const where = `${name} line ${index + 1}`;
    if (line === '' || line.startsWith('#')) continue;
    const cells = line.split(',').map((cell) => cell.trim());
    if (!header) {
      header = cells.map((cell) => cell.toLowerCase());
      const valid = header.join(',') === 'time,price' || header.join(',') === 'time,price,volume';
      if (!valid) throw new ReplayFileError(`${where}: the header must be "time,price" or "time,price,volume"`);
      continue;
    }
    if (cells.length !== header.length) throw new ReplayFileError(`${where}: expected ${header.length} columns, found ${cells.length}`);
    const [timeText = '', priceText = '', volumeText = '1'] = cells;
    const time = parseTime(timeText);
    if (time === undefined)
      throw new ReplayFileError(`${where}: "${timeText}" is not a time (ISO 8601 with a zone, or epoch milliseconds)`);
    if (!DECIMAL.test(priceText) || Number(priceText) <= 0) throw new ReplayFileError(`${where}: "${priceText}" is not a positive price`);
    if (!WHOLE.test(volumeText) || Number(volumeText) <= 0)
      throw new ReplayFileError(`${where}: "${volumeText}" is not a positive whole volume`);
    const previous = ticks.at(-1);
    if (previous && time < previous.time) throw new ReplayFileError(`${where}: rows must be in time order`);
    ticks.push({ time, price: Number(priceText), volume: Number(volumeText) });
  }
  if (ticks.length === 0) throw new ReplayFileError(`${name}: no rows`);
  return ticks;
}
