import type { Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { CODE } from '../../common/envelope';
import { messages } from '../i18n/messages';
import { csvText } from '../csv';
import { BLOCK_MS, blockMinute, type LoggedTick, type SealedBlock } from '../../common/tick-log';
import { unpackTicks } from './block-ticks';
import { TICK_DOWNLOAD_MAX_MS, type TickDownloadFormat } from '../../common/tick-download';
import type { FileAnswer } from '../http/file-route';

// The tick download (issue 37): one instrument's sealed ticks over whole minutes, with their blocks, so anyone can
// rebuild each block's Merkle root and hash and follow the chain to a checkpoint without trusting Meridian's
// database. Minutes not sealed yet are left out (their blocks do not exist); so are minutes whose blocks were
// compacted away (the README gives how long they are kept).

export interface DownloadAsk {
  instrumentId: number;
  instrumentCode: string | undefined;
  from: number;
  to: number;
  format: TickDownloadFormat;
}

export interface DownloadedBlock extends SealedBlock {
  checkpoint_id: number;
  ticks: LoggedTick[];
}

/** The range in whole minutes, refused when it is backwards or longer than a day. */
export function minuteRange(from: number, to: number): { from: number; to: number } {
  if (to <= from) throw new DomainError(CODE.BAD_INPUT, messages.tickRangeOrder);
  const start = blockMinute(from);
  const end = Math.ceil(to / BLOCK_MS) * BLOCK_MS;
  if (end - start > TICK_DOWNLOAD_MAX_MS) throw new DomainError(CODE.BAD_INPUT, messages.tickRangeTooLong);
  return { from: start, to: end };
}

export async function downloadedBlocks(db: Queryable, instrumentId: number, from: number, to: number): Promise<DownloadedBlock[]> {
  const blocks = await db.query<{
    minute: string;
    count: number;
    ticks: string;
    ticks_root: string;
    prev_hash: string;
    hash: string;
    checkpoint_id: string;
  }>(
    `SELECT minute, count, ticks, ticks_root, prev_hash, hash, checkpoint_id FROM tick_blocks
     WHERE instrument_id = $1 AND minute >= $2 AND minute < $3 ORDER BY minute`,
    [instrumentId, from, to],
  );
  return blocks.map((block) => ({
    instrument_id: instrumentId,
    minute: Number(block.minute),
    count: block.count,
    ticks_root: block.ticks_root,
    prev_hash: block.prev_hash,
    hash: block.hash,
    checkpoint_id: Number(block.checkpoint_id),
    ticks: unpackTicks(instrumentId, block.ticks),
  }));
}

const CSV_HEADER = [
  'instrument_id',
  'seq',
  'time',
  'price',
  'block_minute',
  'block_count',
  'block_ticks_root',
  'block_prev_hash',
  'block_hash',
  'checkpoint_id',
] as const;

export async function tickDownload(db: Queryable, ask: DownloadAsk): Promise<FileAnswer> {
  if (ask.instrumentCode === undefined) throw notFound();
  const range = minuteRange(ask.from, ask.to);
  const blocks = await downloadedBlocks(db, ask.instrumentId, range.from, range.to);
  const name = `ticks-${ask.instrumentCode}-${new Date(range.from).toISOString().replace(/[:.]/g, '-')}`;
  if (ask.format === 'json') {
    return {
      filename: `${name}.json`,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ instrument_id: ask.instrumentId, instrument: ask.instrumentCode, from: range.from, to: range.to, blocks }),
    };
  }
  const rows = blocks.flatMap((block) =>
    block.ticks.map((tick) => [
      String(tick.instrument_id),
      String(tick.seq),
      String(tick.time),
      tick.price,
      String(block.minute),
      String(block.count),
      block.ticks_root,
      block.prev_hash,
      block.hash,
      String(block.checkpoint_id),
    ]),
  );
  return { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: csvText(CSV_HEADER, rows) };
}
