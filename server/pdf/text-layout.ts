import { faceHas, type PdfFace } from './fonts';

// Lays out a line of text in a PDF in any of the product's scripts. pdfkit has no font fallback, breaks lines only at
// spaces and has no bidirectional layout: it hands each word to fontkit, which shapes it (Arabic joining, Devanagari
// and Thai marks) and, for a right-to-left script, reverses its glyphs, but it keeps the words themselves in reading
// order. So the lines are built here: break opportunities come from Intl.Segmenter (which knows Thai and CJK words),
// each piece is drawn in the first family that has its characters, and a right-to-left line places its pieces from
// the right edge, keeping numbers and Latin words left to right inside it. A paragraph (./text-flow.ts) and a table's
// cell (./table.ts) are both drawn with it.

/** Invisible direction marks (Intl puts some in Arabic figures): placement is done here, and fonts lack them. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same, but the isolates, which stay until the pieces are made. */
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e]/g;
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
/** The size widths are measured at and kept for (a width is proportional to the size). */
const MEASURED_SIZE = 1000;
/** The most widths kept: a table's few thousand distinct words, a bounded memory whatever its length. */
const MEASURE_CACHE_SIZE = 20_000;
/** What stands for the end of a text shortened to fit. */
const ELLIPSIS = '…';

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

/** A line laid out, ready to draw: its pieces in reading order. */
export interface TextLine {
  pieces: Piece[];
  width: number;
}

const widthOf = (pieces: readonly Piece[]): number => pieces.reduce((sum, piece) => sum + piece.width, 0);

export class PdfTextLayout {
  private readonly segmenter: Intl.Segmenter;
  private readonly graphemes: Intl.Segmenter;
  /** Widths at MEASURED_SIZE by font file and text: shaping a word is most of what measuring it costs. */
  private readonly widths = new Map<string, number>();
  /** The family each character was drawn in: asked of every character of every cell, and a text uses a few hundred. */
  private readonly faceOf = new Map<number, PdfFace>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly faces: readonly PdfFace[],
    languageTag: string,
    readonly rtl: boolean,
  ) {
    this.segmenter = new Intl.Segmenter(languageTag, { granularity: 'word' });
    this.graphemes = new Intl.Segmenter(languageTag, { granularity: 'grapheme' });
  }

  private faceFor(character: string): PdfFace {
    const codePoint = character.codePointAt(0) ?? 0;
    const known = this.faceOf.get(codePoint);
    if (known) return known;
    // No family draws it: the language's own draws its "missing" box.
    const face = this.faces.find((candidate) => faceHas(candidate, codePoint)) ?? this.faces[0];
    if (!face) throw new Error('a PDF is laid out with at least one font family');
    this.faceOf.set(codePoint, face);
    return face;
  }

  private measure(text: string, face: PdfFace, style: TextStyle): number {
    const file = style.bold ? face.bold : face.regular;
    const key = `${file}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(file).fontSize(MEASURED_SIZE).widthOfString(text);
      // Bounded: a long statement measures many different words (references, amounts), each once or twice.
      if (this.widths.size >= MEASURE_CACHE_SIZE) this.widths.clear();
      this.widths.set(key, width);
    }
    return (width * style.size) / MEASURED_SIZE;
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

  /** The text in lines no wider than `width` (the first `indent` narrower), breaking only where a piece allows it: a
   * piece wider than a line keeps a line of its own, wider than asked (see `shorten`). */
  lines(text: string, style: TextStyle, width: number, indent = 0): TextLine[] {
    // Direction marks go (placement is done here), isolates stay until the pieces are made.
    const clean = text.replace(BIDI_MARKS, '').replace(/\s+/g, ' ').trim();
    const pieces = this.pieces(clean, style);
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = indent;
    let index = 0;
    while (index < pieces.length) {
      // The unbreakable group starting here.
      let end = index + 1;
      while (end < pieces.length && !(pieces[end] as Piece).breakBefore) end += 1;
      const group = pieces.slice(index, end);
      const groupWidth = widthOf(group);
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
      return { pieces: trimmed, width: widthOf(trimmed) };
    });
  }

  /**
   * The line cut at its logical end to fit `width` with an ellipsis after it (`always`: even when it already fits, to
   * say text follows that is not shown). Whole pieces go first; a piece that alone is too wide loses characters, a
   * grapheme at a time, so no character is split from its marks.
   */
  shorten(line: TextLine, style: TextStyle, width: number, always = false): TextLine {
    if (!always && line.width <= width) return line;
    const pieces = [...line.pieces];
    const ellipsisOf = (piece: Piece | undefined): Piece => {
      const runs = this.runs(ELLIPSIS, style);
      return {
        runs,
        width: runs.reduce((sum, run) => sum + run.width, 0),
        space: false,
        breakBefore: false,
        direction: piece?.direction ?? 'neutral',
      };
    };
    const fits = () => widthOf(pieces) + ellipsisOf(undefined).width <= width;
    while (pieces.length > 1 && !fits()) pieces.pop();
    while (pieces[pieces.length - 1]?.space) pieces.pop();
    const last = pieces[pieces.length - 1];
    if (last && !fits()) {
      const text = last.runs.map((run) => run.text).join('');
      const graphemes = [...this.graphemes.segment(text)].map((part) => part.segment);
      let cut = last;
      while (graphemes.length > 0 && widthOf([...pieces.slice(0, -1), cut]) + ellipsisOf(undefined).width > width) {
        graphemes.pop();
        const runs = this.runs(graphemes.join(''), style);
        cut = { ...last, runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
      }
      pieces[pieces.length - 1] = cut;
    }
    const shortened = [...pieces, ellipsisOf(pieces[pieces.length - 1])];
    return { pieces: shortened, width: widthOf(shortened) };
  }

  /** The pieces of a right-to-left line in the order they are drawn from the right edge, in groups of one direction. */
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

  /**
   * Draws a line on `baseline` between `left` and `right`: from the start edge of the layout's direction (the right in
   * a right-to-left one), `inset` in from it, or against the right edge (`flushRight`: figures in a column, whose
   * points then line up).
   */
  draw(
    line: TextLine,
    left: number,
    right: number,
    baseline: number,
    style: TextStyle,
    options: { inset?: number; flushRight?: boolean } = {},
  ): void {
    const inset = options.inset ?? 0;
    if (this.rtl) {
      // The right edge is the start of a right-to-left line, and where figures stand in either direction.
      let x = right - inset;
      for (const group of this.visualGroups(line.pieces)) {
        if (group.direction === 'rtl') {
          for (const piece of group.pieces) {
            for (const run of piece.runs) {
              x -= run.width;
              this.drawRun(run, x, baseline, style);
            }
          }
        } else {
          const width = widthOf(group.pieces);
          this.drawLeftToRight(group.pieces, x - width, baseline, style);
          x -= width;
        }
      }
      return;
    }
    this.drawLeftToRight(line.pieces, options.flushRight ? right - line.width : left + inset, baseline, style);
  }

  /**
   * Draws left-to-right pieces from `x`, the runs of one family that follow each other without a space as one text:
   * pdfkit's cost is per text drawn, and a figure is several pieces ("2026", "-", "03"...). Only left to right: pdfkit
   * would lay out the words of one right-to-left text in the wrong order.
   */
  private drawLeftToRight(pieces: readonly Piece[], x: number, baseline: number, style: TextStyle): void {
    const merged: { run: Run; x: number }[] = [];
    let at = x;
    let joinable = false;
    for (const run of pieces.flatMap((piece) => piece.runs)) {
      // A space ends a text: it is left as a gap, so a reader of the PDF finds the words as they were placed.
      const space = run.text.trim() === '';
      const last = merged[merged.length - 1];
      if (joinable && !space && last?.run.face === run.face) {
        last.run = { ...last.run, text: last.run.text + run.text, width: last.run.width + run.width };
      } else if (!space) merged.push({ run, x: at });
      joinable = !space;
      at += run.width;
    }
    for (const { run, x: runX } of merged) this.drawRun(run, runX, baseline, style);
  }
}

function mirror(piece: Piece): Piece {
  return {
    ...piece,
    runs: piece.runs.map((run) => ({ ...run, text: run.text.replace(/[()[\]{}«»]/g, (character) => MIRRORED[character] ?? character) })),
  };
}
