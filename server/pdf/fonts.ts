import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';
import type { LocaleCode } from '../../common/locales';

// The fonts of the PDFs (a loan agreement, a statement): Noto Sans, from the Google Fonts packages on npm (SIL Open
// Font Licence), one family per script the product's languages are written in. A PDF names its language's family first and Noto Sans
// (Latin, Cyrillic, Greek, Vietnamese) next; a character neither draws (a Chinese name in a French agreement) takes
// the first other family that has it. pdfkit embeds only the families a document draws with, each cut down to the
// glyphs used, so an English PDF carries no CJK font.

const require = createRequire(import.meta.url);

export interface PdfFace {
  name: string;
  regular: string;
  bold: string;
}

function face(name: string, pkg: string, file: string): PdfFace {
  return {
    name,
    regular: require.resolve(`@expo-google-fonts/${pkg}/400Regular/${file}_400Regular.ttf`),
    bold: require.resolve(`@expo-google-fonts/${pkg}/700Bold/${file}_700Bold.ttf`),
  };
}

const FACES = {
  latin: face('Noto Sans', 'noto-sans', 'NotoSans'),
  arabic: face('Noto Sans Arabic', 'noto-sans-arabic', 'NotoSansArabic'),
  devanagari: face('Noto Sans Devanagari', 'noto-sans-devanagari', 'NotoSansDevanagari'),
  thai: face('Noto Sans Thai', 'noto-sans-thai', 'NotoSansThai'),
  hk: face('Noto Sans HK', 'noto-sans-hk', 'NotoSansHK'),
  jp: face('Noto Sans JP', 'noto-sans-jp', 'NotoSansJP'),
  kr: face('Noto Sans KR', 'noto-sans-kr', 'NotoSansKR'),
} as const;

type FaceKey = keyof typeof FACES;

/** Each language's own family; the ones not named are written in Noto Sans's scripts. */
const LOCALE_FACE: Partial<Record<LocaleCode, FaceKey>> = { ar: 'arabic', hi: 'devanagari', th: 'thai', hk: 'hk', jp: 'jp', kr: 'kr' };

/** The order families are tried in after the language's own and Noto Sans. */
const FALLBACK_ORDER: readonly FaceKey[] = ['arabic', 'devanagari', 'thai', 'hk', 'jp', 'kr'];

/** The families for a language's PDF, its own first. */
export function facesFor(locale: LocaleCode): PdfFace[] {
  const own = LOCALE_FACE[locale] ?? 'latin';
  const keys = [...new Set<FaceKey>([own, 'latin', ...FALLBACK_ORDER])];
  return keys.map((key) => FACES[key]);
}

// Opened once each, and only when a character needs asking about (the CJK files are several megabytes).
const opened = new Map<string, Font>();

/** Whether the family draws this character. */
export function faceHas(pdfFace: PdfFace, codePoint: number): boolean {
  let font = opened.get(pdfFace.regular);
  if (!font) {
    font = openSync(pdfFace.regular);
    opened.set(pdfFace.regular, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}
