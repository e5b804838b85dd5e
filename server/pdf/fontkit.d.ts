// The part of fontkit (pdfkit's font engine, which ships no types) the agreement PDF uses: whether a font draws a
// character, to pick a font for each run of text.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
