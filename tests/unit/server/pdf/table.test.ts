import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../../../../common/locales';
import { facesFor } from '../../../../server/pdf/fonts';
import { PdfTable, type TableColumn } from '../../../../server/pdf/table';
import { PdfTextLayout } from '../../../../server/pdf/text-layout';

// The table layout of the statements' PDFs, without a server: rows at fixed column widths, the header again at the
// top of every page, text wrapped within its cell and then shortened, columns from the right in Arabic with the
// figures still left to right. Read back with pdfjs-dist, by each piece of text and where it stands.

const COLUMNS: TableColumn[] = [
  { header: 'When', width: 120, figures: true },
  { header: 'What', width: 200 },
  { header: 'Amount', width: 80, figures: true },
];

interface Drawn {
  text: string;
  x: number;
}

function tableIn(locale: LocaleCode) {
  const { tag, dir } = LOCALES[locale];
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: false, bufferPages: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const layout = new PdfTextLayout(doc, facesFor(locale), tag, dir === 'rtl');
  let pagesStarted = 0;
  const table = new PdfTable(doc, layout, COLUMNS, {
    style: { size: 8 },
    onPage: () => {
      pagesStarted += 1;
      return doc.page.margins.top;
    },
  });
  return { doc, layout, table, done, pagesStarted: () => pagesStarted };
}

async function pagesOf(bytes: Buffer): Promise<Drawn[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: Drawn[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== '' ? [{ text: item.str, x: item.transform[4] as number }] : [],
      ),
    );
  }
  await pdf.destroy();
  return pages;
}

describe('the PDF table', () => {
  it('starts a page when one is full, with the header at its top', async () => {
    const { doc, table, done, pagesStarted } = tableIn('en');
    table.begin(doc.page.margins.top);
    for (let index = 1; index <= 120; index += 1) table.row(['2026-03-02T09:30:00Z', `R${String(index)}x`, `${String(index)}.00`]);
    doc.end();
    const pages = (await pagesOf(await done)).map((page) =>
      page
        .map((drawn) => drawn.text)
        .join('')
        .replace(/\s+/g, ''),
    );
    expect(pages.length).toBeGreaterThan(2);
    expect(pagesStarted()).toBe(pages.length - 1);
    for (const page of pages) expect(page.startsWith('WhenWhatAmount')).toBe(true);
    // Every row once, in order, none lost at a page's end.
    const numbers = [...pages.join('').matchAll(/R(\d+)x/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
  });

  it('wraps text within its cell, a few lines at most, then shortens it with an ellipsis', () => {
    const { layout, table } = tableIn('en');
    const style = { size: 8 };
    const long = 'This description goes on and on, far longer than one cell can hold in three lines of its width, so it must end early';
    const lines = table.cellLines(long, 120, style, false);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120 - 4);
    const lastText = lines[2]!.pieces.flatMap((piece) => piece.runs.map((run) => run.text)).join('');
    expect(lastText.endsWith('…')).toBe(true);
    expect(table.cellLines('Short', 120, style, false)).toHaveLength(1);
    // A word with nowhere to break (a digest) is cut to fit, a character at a time.
    const [digest] = table.cellLines('a'.repeat(64), 60, style, true);
    expect(digest!.width).toBeLessThanOrEqual(60 - 4);
    expect(digest!.pieces.flatMap((piece) => piece.runs.map((run) => run.text)).join('')).toMatch(/^a+…$/);
    expect(layout.rtl).toBe(false);
  });

  it('runs its columns from the right in Arabic, and keeps figures left to right', async () => {
    const { doc, table, done } = tableIn('ar');
    table.begin(doc.page.margins.top);
    table.row(['2026-03-02T09:30:00Z', 'إيداع', '-20.00']);
    doc.end();
    const [page] = await pagesOf(await done);
    const at = (text: string) => page!.find((drawn) => drawn.text.includes(text))?.x ?? Number.NaN;
    // The first column at the right, the last at the left.
    expect(at('When')).toBeGreaterThan(at('What'));
    expect(at('What')).toBeGreaterThan(at('Amount'));
    expect(at('2026')).toBeGreaterThan(at('20.00'));
    // Figures as in every language: the minus on the figure's left, the date's parts in their order.
    const texts = page!.map((drawn) => drawn.text);
    expect(texts).toContain('-20.00');
    expect(texts).toContain('2026-03-02T09:30:00Z');
  });
});
