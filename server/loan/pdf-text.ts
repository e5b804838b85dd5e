import { faceHas, type PdfFace } from './pdf-fonts';

// Lays out the agreement's text in a PDF in any of the product's scripts. pdfkit has no font fallback, breaks lines
// only at spaces and has no bidirectional layout: it hands each word to fontkit, which shapes it (Arabic joining,
// Devanagari and Thai marks) and, for a right-to-left script, reverses its glyphs, but it keeps the words themselves
// in reading order. So the lines are built here: break opportunities come from Intl.Segmenter (which knows Thai and
// CJK words), each piece is drawn in the first family that has its characters, and a right-to-left paragraph places
// its pieces from the right margin, keeping numbers and Latin words left to right inside it.

/** Invisible direction marks (Intl puts some in Arabic figures): placement is done here, and fonts lack them. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const STRONG_LTR = /[\p{L}\p{N}]/u;
/** Characters after which a line may not break (opening brackets and quotes). */
const OPENERS = /[([{«“„‘「『（【〈《]$/u;
/** A left-to-right isolate: text between these is laid out left to right whatever surrounds it (a hash, an address). */
export const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;
const ISOLATES = /(\u2066[^\u2069]*\u2069)/;
/** Signs that follow the number they stand beside (UAX #9 treats them as part of it). */
const NUMBER_SIGNS = /^[%‰٪]$/u;
const MIRRORED: Readonly<Record<string, string>> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '«': '»', '»': '«' };

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** Space before the first line, in points. */
  indent?: number;
}

interface Run {
  text: string;
  face: PdfFace;
  width: number;
}

interface Piece {
  runs: Run[];
  width: number;
  space: boolean;
  /** Whether a line may end before this piece. */
  breakBefore: boolean;
  direction: 'ltr' | 'rtl' | 'neutral';
}

export class PdfTextFlow {
  private readonly segmenter: Intl.Segmenter;
  /** The top of the next line (pdfkit's own cursor moves with every piece drawn, so it is not used). */
  private y: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly faces: readonly PdfFace[],
    languageTag: string,
    private readonly rtl: boolean,
  ) {
    this.segmenter = new Intl.Segmenter(languageTag, { granularity: 'word' });
    this.y = doc.page.margins.top;
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

  private faceFor(character: string): PdfFace {
    const codePoint = character.codePointAt(0) ?? 0;
    return this.faces.find((candidate) => faceHas(candidate, codePoint)) ?? (this.faces[0] as PdfFace);
  }

  private measure(text: string, face: PdfFace, style: TextStyle): number {
    return this.doc
      .font(style.bold ? face.bold : face.regular)
      .fontSize(style.size)
      .widthOfString(text);
  }

  /** A piece's text split where its family changes (spaces stay with the family before them). */
  private runs(text: string, style: TextStyle): Run[] {
    const runs: { text: string; face: PdfFace }[] = [];
    for (const character of text) {
      const last = runs[runs.length - 1];
      const chosen = /\s/.test(character) && last ? last.face : this.faceFor(character);
      if (last?.face === chosen) last.text += character;
      else runs.push({ text: character, face: chosen });
    }
    return runs.map((run) => ({ ...run, width: this.measure(run.text, run.face, style) }));
  }

  private pieces(text: string, style: TextStyle): Piece[] {
    const pieces: Piece[] = [];
    let previous = '';
    const parts = text.split(ISOLATES).map((part) => ({ isolated: part.startsWith('\u2066'), text: part.replace(BIDI_CONTROLS, '') }));
    const segments = parts.flatMap((part) =>
      [...this.segmenter.segment(part.text)].map((segment) => ({ ...segment, isolated: part.isolated })),
    );
    for (const { segment, isWordLike, isolated } of segments) {
      const space = /^\s+$/.test(segment);
      const runs = this.runs(space ? ' ' : segment, style);
      const previousPiece = pieces[pieces.length - 1];
      const direction = isolated
        ? 'ltr'
        : ARABIC.test(segment)
          ? 'rtl'
          : STRONG_LTR.test(segment) || (NUMBER_SIGNS.test(segment) && previousPiece?.direction === 'ltr')
            ? 'ltr'
            : 'neutral';
      // No break before punctuation, nor after an opening bracket or quote.
      const breakBefore = space || (Boolean(isWordLike) && !OPENERS.test(previous)) || pieces.length === 0 || previous.trim() === '';
      pieces.push({ runs, width: runs.reduce((sum, run) => sum + run.width, 0), space, breakBefore, direction });
      previous = segment;
    }
    return pieces;
  }

  /** The pieces in lines no wider than `width`, breaking only where a piece allows it. */
  private lines(pieces: Piece[], width: number, indent: number): Piece[][] {
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = indent;
    let index = 0;
    while (index < pieces.length) {
      // The unbreakable group starting here.
      let end = index + 1;
      while (end < pieces.length && !(pieces[end] as Piece).breakBefore) end += 1;
      const group = pieces.slice(index, end);
      const groupWidth = group.reduce((sum, piece) => sum + piece.width, 0);
      const isSpace = group.every((piece) => piece.space);
      if (used + groupWidth > width && line.some((piece) => !piece.space) && !isSpace) {
        lines.push(line);
        line = [];
        used = 0;
      }
      if (!(isSpace && line.length === 0)) {
        line.push(...group);
        used += groupWidth;
      }
      index = end;
    }
    if (line.length) lines.push(line);
    return lines.map((pieceLine) => {
      const trimmed = [...pieceLine];
      while (trimmed[trimmed.length - 1]?.space) trimmed.pop();
      return trimmed;
    });
  }

  /** The pieces of a right-to-left line in the order they are drawn from the right margin, in groups of one direction. */
  private visualGroups(line: Piece[]): { direction: 'ltr' | 'rtl'; pieces: Piece[] }[] {
    const resolved = line.map((piece, index) => {
      if (piece.direction !== 'neutral') return piece.direction;
      // A neutral between two left-to-right pieces joins them; anywhere else it follows the paragraph.
      const before = line
        .slice(0, index)
        .reverse()
        .find((other) => other.direction !== 'neutral');
      const after = line.slice(index + 1).find((other) => other.direction !== 'neutral');
      return before?.direction === 'ltr' && after?.direction === 'ltr' ? 'ltr' : 'rtl';
    });
    const groups: { direction: 'ltr' | 'rtl'; pieces: Piece[] }[] = [];
    line.forEach((piece, index) => {
      const direction = resolved[index] ?? 'rtl';
      const last = groups[groups.length - 1];
      const drawn = direction === 'rtl' && piece.direction === 'neutral' ? mirror(piece) : piece;
      if (last?.direction === direction) last.pieces.push(drawn);
      else groups.push({ direction, pieces: [drawn] });
    });
    return groups;
  }

  private drawRun(run: Run, x: number, baseline: number, style: TextStyle): void {
    if (run.text.trim() === '') return;
    this.doc
      .font(style.bold ? run.face.bold : run.face.regular)
      .fontSize(style.size)
      .fillColor(style.color ?? '#000000')
      .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  }

  /** Draws a paragraph from the current position and moves below it, starting a page when one is full. */
  paragraph(text: string, style: TextStyle, spaceAfter = 0): void {
    // Direction marks go (placement is done here), isolates stay until the pieces are made.
    const clean = text
      .replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const indent = style.indent ?? 0;
    const lineHeight = style.size * 1.5;
    const lines = this.lines(this.pieces(clean, style), this.right - this.left, indent);
    lines.forEach((line, lineIndex) => {
      this.room(lineHeight);
      const baseline = this.y + style.size * 1.15;
      const inset = lineIndex === 0 ? indent : 0;
      if (this.rtl) {
        let x = this.right - inset;
        for (const group of this.visualGroups(line)) {
          if (group.direction === 'rtl') {
            for (const piece of group.pieces) {
              for (const run of piece.runs) {
                x -= run.width;
                this.drawRun(run, x, baseline, style);
              }
            }
          } else {
            const width = group.pieces.reduce((sum, piece) => sum + piece.width, 0);
            let across = x - width;
            for (const piece of group.pieces) {
              for (const run of piece.runs) {
                this.drawRun(run, across, baseline, style);
                across += run.width;
              }
            }
            x -= width;
          }
        }
      } else {
        let x = this.left + inset;
        for (const piece of line) {
          for (const run of piece.runs) {
            this.drawRun(run, x, baseline, style);
            x += run.width;
          }
        }
      }
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
    const x = this.rtl ? this.right - width : this.left;
    this.doc.image(image, x, this.y, { fit: [width, height], ...(this.rtl ? { align: 'right' as const } : {}) });
    this.y += height;
  }
}

function mirror(piece: Piece): Piece {
  return {
    ...piece,
    runs: piece.runs.map((run) => ({ ...run, text: run.text.replace(/[()[\]{}«»]/g, (character) => MIRRORED[character] ?? character) })),
  };
}
