import type { PdfFace } from './fonts';
import { PdfTextLayout, type TextStyle } from './text-layout';

// Paragraphs down a page in any of the product's scripts (an agreement, a statement's heading): each laid out in lines
// by ./text-layout.ts (font fallback per character, Intl.Segmenter line breaks, right to left for Arabic), a page
// started when one is full.

export { LTR_ISOLATE, type TextStyle } from './text-layout';

/** A line's height for a font size: room for the marks above and below Devanagari, Thai and Arabic letters. */
export const LINE_HEIGHT = 1.5;
/** Where the baseline sits in a line, for a font size. */
export const BASELINE = 1.15;

export class PdfTextFlow {
  readonly layout: PdfTextLayout;
  /** The top of the next line (pdfkit's own cursor moves with every piece drawn, so it is not used). */
  private y: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    faces: readonly PdfFace[],
    languageTag: string,
    rtl: boolean,
  ) {
    this.layout = new PdfTextLayout(doc, faces, languageTag, rtl);
    this.y = doc.page.margins.top;
  }

  /** The top of the next line. */
  get top(): number {
    return this.y;
  }

  /** Moves the cursor (a table drew below it, or a new page started). */
  moveTo(y: number): void {
    this.y = y;
  }

  /** Starts a page when less than `height` is left on this one. */
  private room(height: number): void {
    if (this.y + height > this.doc.page.height - this.doc.page.margins.bottom) {
      this.doc.addPage();
      this.y = this.doc.page.margins.top;
    }
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get right(): number {
    return this.doc.page.width - this.doc.page.margins.right;
  }

  /** Draws a paragraph from the current position and moves below it, starting a page when one is full. */
  paragraph(text: string, style: TextStyle, spaceAfter = 0): void {
    const indent = style.indent ?? 0;
    const lineHeight = style.size * LINE_HEIGHT;
    this.layout.lines(text, style, this.right - this.left, indent).forEach((line, lineIndex) => {
      this.room(lineHeight);
      const baseline = this.y + style.size * BASELINE;
      this.layout.draw(line, this.left, this.right, baseline, style, { inset: lineIndex === 0 ? indent : 0 });
      this.y += lineHeight;
    });
    this.y += spaceAfter;
  }

  /** Leaves a gap. */
  gap(points: number): void {
    this.y += points;
  }

  /** Draws an image at the start edge of the line (the right margin in a right-to-left document). */
  image(image: Buffer, width: number, height: number): void {
    this.room(height);
    const x = this.layout.rtl ? this.right - width : this.left;
    this.doc.image(image, x, this.y, { fit: [width, height], ...(this.layout.rtl ? { align: 'right' as const } : {}) });
    this.y += height;
  }
}
