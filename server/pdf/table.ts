import { LTR_ISOLATE, type PdfTextLayout, type TextLine, type TextStyle } from './text-layout';
import { BASELINE, LINE_HEIGHT } from './text-flow';

// A table down the pages of a PDF: rows of cells at fixed column widths, each cell's text laid out like any text of
// the document (a font per character, Thai and CJK line breaks, right to left for Arabic) by ./text-layout.ts. In a
// right-to-left document the first column is the rightmost. Figures read left to right in every language and stand
// against their cell's right edge, so the decimal points of a column line up. Text too wide for its cell wraps
// within it, up to a few lines, and is then shortened with an ellipsis; a page that is full is followed by a new
// one, which the caller may furnish first (a mark, a page number), and whose table starts with the header again.

export interface TableColumn {
  header: string;
  /** In points. */
  width: number;
  /** Figures (amounts, times, references): left to right, against the right edge. */
  figures?: boolean;
}

export interface TableOptions {
  style: TextStyle;
  /** The most lines a cell wraps to before it is shortened. */
  maxLines?: number;
  /** Called on each new page the table starts (after pdfkit added it): draws the page's furniture, answers the top
   * of the space left for the table. */
  onPage: () => number;
}

/** Space inside a cell, each side, in points. */
const CELL_PADDING = 2;
const DEFAULT_MAX_LINES = 3;
const RULE_COLOR = '#999999';
const HEADER_COLOR = '#333333';

export class PdfTable {
  private y = 0;
  private readonly maxLines: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly layout: PdfTextLayout,
    private readonly columns: readonly TableColumn[],
    private readonly options: TableOptions,
  ) {
    this.maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  }

  /** The bottom of what the table drew so far: where the text after it goes. */
  get bottom(): number {
    return this.y;
  }

  private get pageBottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** The left and right edges of each column, the first at the start edge of the document's direction. */
  private edges(): { left: number; right: number }[] {
    const { left: margin } = this.doc.page.margins;
    const end = this.doc.page.width - this.doc.page.margins.right;
    let at = this.layout.rtl ? end : margin;
    return this.columns.map((column) => {
      const edge = this.layout.rtl ? { left: at - column.width, right: at } : { left: at, right: at + column.width };
      at = this.layout.rtl ? at - column.width : at + column.width;
      return edge;
    });
  }

  /** A cell's lines: wrapped to its width, at most `maxLines`, the last shortened when text is left over. */
  cellLines(text: string, width: number, style: TextStyle, figures: boolean): TextLine[] {
    const inner = width - 2 * CELL_PADDING;
    const lines = this.layout.lines(figures && text !== '' ? LTR_ISOLATE(text) : text, style, inner);
    const kept = lines.slice(0, this.maxLines).map((line) => this.layout.shorten(line, style, inner));
    const last = kept[kept.length - 1];
    if (last && lines.length > this.maxLines) kept[kept.length - 1] = this.layout.shorten(last, style, inner, true);
    return kept;
  }

  /** Starts the table at `top` on this page: its header row. */
  begin(top: number): void {
    this.y = top;
    this.header();
  }

  private header(): void {
    this.draw(
      this.columns.map((column) => column.header),
      { ...this.options.style, bold: true, color: HEADER_COLOR },
      true,
    );
    this.rule();
  }

  private rule(): void {
    const { left } = this.doc.page.margins;
    const right = this.doc.page.width - this.doc.page.margins.right;
    this.doc.save().moveTo(left, this.y).lineTo(right, this.y).lineWidth(0.5).strokeColor(RULE_COLOR).stroke().restore();
  }

  /** Adds a row (one text per column; `bold` for a balance line), on a new page when it does not fit on this one. */
  row(cells: readonly string[], options: { bold?: boolean } = {}): void {
    this.draw(cells, { ...this.options.style, ...(options.bold ? { bold: true } : {}) }, false);
  }

  /** Draws a row at the cursor; a row of the body that does not fit goes to a new page, after the header again. */
  private draw(cells: readonly string[], style: TextStyle, header: boolean): void {
    const edges = this.edges();
    // A figure column's header stands where its figures do, but is words, not a figure.
    const laid = this.columns.map((column, index) =>
      this.cellLines(cells[index] ?? '', column.width, style, !header && column.figures === true),
    );
    const lineHeight = style.size * LINE_HEIGHT;
    const height = Math.max(1, ...laid.map((lines) => lines.length)) * lineHeight + 2 * CELL_PADDING;
    if (!header && this.y + height > this.pageBottom) {
      this.doc.addPage();
      this.y = this.options.onPage();
      this.header();
    }
    laid.forEach((lines, index) => {
      const edge = edges[index];
      const column = this.columns[index];
      if (!edge || !column) return;
      lines.forEach((line, lineIndex) => {
        const baseline = this.y + CELL_PADDING + lineIndex * lineHeight + style.size * BASELINE;
        this.layout.draw(line, edge.left + CELL_PADDING, edge.right - CELL_PADDING, baseline, style, {
          flushRight: column.figures === true,
        });
      });
    });
    this.y += height;
  }
}
