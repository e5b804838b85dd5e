import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { LOCALES, type LocaleCode } from '../../common/locales';
import { ACCOUNT_CURRENCY } from '../../common/money';
import type { StatementKind } from '../../common/statement';
import { assert } from '../assert';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { facesFor } from '../pdf/fonts';
import { PdfTable, type TableColumn } from '../pdf/table';
import { LTR_ISOLATE, PdfTextFlow } from '../pdf/text-flow';
import { recordStatement } from './documents';
import { isoTime } from './period';

// The frame of every statement as PDF (issue 39: the account statement, the trade history, the tax-year summary):
// A4 across, a title, the account number, the period, the time it was made (ISO 8601, UTC), a table of rows read in
// batches, summary lines, and at the end the SHA-256 digest of what the document states; "demo" on every page of a
// demo account's statement, and the page number. It is written as its rows are read and streamed as pdfkit finishes
// each page (bufferPages off), and it waits for the reader between batches, so its memory is bounded by a batch
// whatever the period. The digest is recorded once the document is complete, before its last bytes go, so a reader
// who has the whole file can check it at once (GET /api/statement/verify).
//
// The digest is SHA-256 of this canonical text (UTF-8, each line ending in "\n"), computed while the rows are written:
//   meridian-statement/1
//   kind <account | trades | tax_year>
//   account <account number>
//   period <from> <to>
//   generated <YYYY-MM-DDTHH:MM:SSZ>
//   note <JSON string>          one per line under the heading
//   row <JSON array of strings> one per row of the table, its cells as printed
//   summary <JSON string>       one per summary line

export const STATEMENT_DIGEST_VERSION = 'meridian-statement/1';

/** A column of the table; `width` is its share of the table's width (the shares need not add up to anything). */
export interface StatementColumn extends Omit<TableColumn, 'width'> {
  width: number;
}

export interface StatementRow {
  cells: readonly string[];
  /** A balance line rather than a movement. */
  bold?: boolean;
}

export interface StatementDocument {
  kind: StatementKind;
  title: string;
  userId: number;
  /** The account number the customer knows (users.uid). */
  accountNumber: string;
  period: { from: string; to: string };
  /** Epoch ms. */
  generatedAt: number;
  demo: boolean;
  locale: LocaleCode;
  translate: Translate;
  /** Lines under the heading, before the table. */
  notes?: readonly string[];
  columns: readonly StatementColumn[];
  /** The table's rows, a batch at a time, read as the document is written. */
  rows: AsyncIterable<readonly StatementRow[]>;
  /** The lines after the table, known once every row was read (the check a statement passed). */
  summary: () => readonly string[];
  /** Where a digest is checked, the digest's place written `{digest}` (an address on Meridian's site). */
  verifyAddress: string;
}

/** Who a statement is for and how it is written, as the route knows it: the same for every kind. */
export interface StatementPdfRequest {
  userId: number;
  accountNumber: string;
  demo: boolean;
  locale: LocaleCode;
  translate: Translate;
  /** Epoch ms. */
  generatedAt: number;
  /** Where a digest is checked, `{digest}` standing for it. */
  verifyAddress: string;
}

/**
 * The frame's fields a statement takes from its request, with its kind, title and period. The notes under the heading
 * are the statement's own (`first`), then a demo account's mark, then the currency every figure is in (said once
 * rather than in a column).
 */
export function frameOf(
  request: StatementPdfRequest,
  statement: { kind: StatementKind; title: string; period: { from: string; to: string }; first?: readonly string[] },
): Omit<StatementDocument, 'columns' | 'rows' | 'summary'> {
  const { translate } = request;
  return {
    kind: statement.kind,
    title: statement.title,
    userId: request.userId,
    accountNumber: request.accountNumber,
    period: statement.period,
    generatedAt: request.generatedAt,
    demo: request.demo,
    locale: request.locale,
    translate,
    notes: [
      ...(statement.first ?? []),
      // A demo account's statement says so first: its figures are no one's money.
      ...(request.demo ? [translate(messages.statementDemo)] : []),
      translate(messages.statementPdfCurrency, { currency: ACCOUNT_CURRENCY }),
    ],
    verifyAddress: request.verifyAddress,
  };
}

const MARGIN = 40;
const TITLE_SIZE = 16;
const TEXT_SIZE = 9;
const TABLE_SIZE = 7.5;
const FURNITURE_SIZE = 8;
const DEMO_COLOR = '#c62828';
const MUTED_COLOR = '#555555';
/** What the stream holds before a batch waits for the reader: a batch's pages go whole, then the reader catches up. */
const STREAM_BUFFER_BYTES = 64 * 1024;

/**
 * Forgets the shaping pdfkit keeps of every word it drew (each embedded font's layoutCache, an internal of pdfkit's
 * EmbeddedFont): over a year's distinct references, times and amounts it would grow without bound, yet within a batch
 * it halves the time (the same words recur: the accounts, the types, "0.00"). So it is kept, and emptied per batch.
 */
function forgetShapes(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies ?? {};
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

/** Waits until the reader took what is buffered; false when it went away (the download was cut short). */
async function readerReady(out: PassThrough): Promise<boolean> {
  // pdfkit hands its bytes on from the next tick: let them reach the stream before asking whether it is full.
  await new Promise((resolve) => setImmediate(resolve));
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  return new Promise((resolve) => {
    const settle = (ready: boolean) => () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(ready);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/** The statement as a PDF stream (`compress: false` leaves the page text readable, for tests). */
export function statementPdf(db: Queryable, document: StatementDocument, options: { compress?: boolean } = {}): Readable {
  const { tag, dir } = LOCALES[document.locale];
  const { translate } = document;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: false,
    lang: tag,
    info: { Title: `${document.title} ${document.period.from} – ${document.period.to}`, Author: 'Meridian' },
  });
  const out = new PassThrough({ highWaterMark: STREAM_BUFFER_BYTES });
  doc.on('data', (chunk: Buffer) => {
    if (!out.destroyed) out.write(chunk);
  });
  doc.on('end', () => out.end());
  doc.on('error', (error: Error) => out.destroy(error));

  const flow = new PdfTextFlow(doc, facesFor(document.locale), tag, dir === 'rtl');
  const { layout } = flow;
  let page = 0;
  // Every page's furniture, the first's and each one pdfkit adds (the table's, or a paragraph's that ran over):
  // drawn in the margins, where no flowing text goes.
  const furnish = () => {
    page += 1;
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const furniture = { size: FURNITURE_SIZE, color: MUTED_COLOR };
    const pageLine = layout.lines(translate(messages.statementPdfPage, { page: LTR_ISOLATE(String(page)) }), furniture, right - left)[0];
    if (pageLine) layout.draw(pageLine, left, right, doc.page.height - MARGIN / 2, furniture);
    if (document.demo) {
      const mark = { size: TEXT_SIZE, bold: true, color: DEMO_COLOR };
      const markLine = layout.lines(translate(messages.statementPdfDemoMark), mark, right - left)[0];
      if (markLine) layout.draw(markLine, left, right, MARGIN / 2 + TEXT_SIZE / 2, mark);
    }
  };
  doc.on('pageAdded', furnish);
  furnish();

  const hash = createHash('sha256');
  const generated = isoTime(document.generatedAt);
  hash.update(
    `${STATEMENT_DIGEST_VERSION}\nkind ${document.kind}\naccount ${document.accountNumber}\n` +
      `period ${document.period.from} ${document.period.to}\ngenerated ${generated}\n`,
  );

  const write = async (): Promise<void> => {
    flow.paragraph(document.title, { size: TITLE_SIZE, bold: true }, 4);
    const text = { size: TEXT_SIZE };
    flow.paragraph(translate(messages.statementPdfAccount, { account: LTR_ISOLATE(document.accountNumber) }), text);
    flow.paragraph(
      translate(messages.statementPdfPeriod, { from: LTR_ISOLATE(document.period.from), to: LTR_ISOLATE(document.period.to) }),
      text,
    );
    flow.paragraph(translate(messages.statementPdfGenerated, { time: LTR_ISOLATE(generated) }), text);
    for (const note of document.notes ?? []) {
      hash.update(`note ${JSON.stringify(note)}\n`);
      flow.paragraph(note, text);
    }
    flow.gap(6);
    const tableWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const shares = document.columns.reduce((sum, column) => sum + column.width, 0);
    const table = new PdfTable(
      doc,
      layout,
      document.columns.map((column) => ({ ...column, width: (column.width / shares) * tableWidth })),
      { style: { size: TABLE_SIZE }, onPage: () => doc.page.margins.top },
    );
    table.begin(flow.top);
    for await (const batch of document.rows) {
      for (const row of batch) {
        // A row short of a cell would shift the rest of its row under the wrong headers, and into the digest so.
        assert(row.cells.length === document.columns.length, 'a statement row has one cell per column');
        hash.update(`row ${JSON.stringify(row.cells)}\n`);
        table.row(row.cells, { bold: row.bold === true });
      }
      forgetShapes(doc);
      // The batch's pages are out; the next batch is read once the reader took them.
      if (!(await readerReady(out))) return;
    }
    flow.moveTo(table.bottom);
    flow.gap(8);
    for (const line of document.summary()) {
      hash.update(`summary ${JSON.stringify(line)}\n`);
      flow.paragraph(line, text, 2);
    }
    const digest = hash.digest('hex');
    flow.gap(8);
    flow.paragraph(translate(messages.statementPdfDigest, { digest: LTR_ISOLATE(digest) }), { size: TEXT_SIZE, bold: true });
    const address = document.verifyAddress.replace('{digest}', digest);
    flow.paragraph(translate(messages.statementPdfDigestCheck, { address: LTR_ISOLATE(address) }), {
      size: FURNITURE_SIZE,
      color: MUTED_COLOR,
    });
    // Recorded before the last bytes go: whoever has the whole file can check it.
    await recordStatement(db, {
      digest,
      userId: document.userId,
      kind: document.kind,
      from: document.period.from,
      to: document.period.to,
      // The time as printed, to the second.
      generatedAt: Date.parse(generated),
    });
    doc.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
