import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate, sha256Hex } from '../../../../server/loan/agreement';
import type { LocaleCode } from '../../../../common/locales';
import { agreementTemplate, CURRENT_AGREEMENT_VERSION, type AgreementValues } from '../../../../server/loan/agreement-template';
import { agreementBlocks, agreementPdf } from '../../../../server/loan/pdf';
import { isBlank } from '../../../../server/loan/signature';

// The agreement's rendering and its PDF, and the blank-signature check, without a server.

const VALUES: AgreementValues = {
  lender: 'Meridian Markets Ltd',
  borrower: 'Tai Man 陳',
  id_type: 'ID card',
  id_number: 'A1234567',
  address: '<b>1</b> Queen Street & Co',
  date: '2026-01-05',
  amount: '1000.00',
  currency: 'USD',
  loan_period: '30',
  day_rate: '0.05%',
  free_period: '3',
  charged_days: '27',
  interest: '13.50',
  total_repay: '1013.50',
  due_date: '2026-02-04',
  penalty_rate: '0.25%',
  daily_penalty: '2.50',
};

/**
 * The text a PDF's pages draw, read from its uncompressed content streams: each TJ's glyph codes looked up in the
 * ToUnicode map of the font selected before it. Words are drawn one by one, so spaces are not in it; a right-to-left
 * word comes out in the order its glyphs are drawn (reversed).
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(match[1] ?? '', match[2] ?? '');
  const maps = new Map<string, Map<number, string>>();
  for (const fonts of source.matchAll(/\/Font <<([\s\S]*?)>>/g)) {
    for (const [, name, id] of (fonts[1] ?? '').matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id ?? '') ?? '')?.[1];
      const cmap = new Map<number, string>();
      for (const [, start, list] of (objects.get(toUnicode ?? '') ?? '').matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
        [...(list ?? '').matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, offset) => {
          // A ligature maps to its letters, written with spaces between them.
          const units = (entry[1] ?? '').replaceAll(' ', '').match(/.{4}/g) ?? [];
          cmap.set(parseInt(start ?? '0', 16) + offset, String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
        });
      }
      maps.set(name ?? '', cmap);
    }
  }
  let font = new Map<number, string>();
  let text = '';
  for (const match of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (match[1]) font = maps.get(match[1]) ?? new Map();
    else
      for (const hex of (match[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g))
        for (const code of (hex[1] ?? '').match(/.{4}/g) ?? []) text += font.get(parseInt(code, 16)) ?? '';
  }
  return text;
}

const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('the agreement', () => {
  it('escapes every value and states the terms', () => {
    const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'en').template, VALUES);
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt; Queen Street &amp; Co');
    expect(html).not.toContain('<b>');
    for (const text of ['1000.00 USD', '0.05%', '13.50 USD', '1013.50 USD', '2026-02-04', '0.25%', '2.50 USD'])
      expect(html).toContain(text);
    expect(sha256Hex(html)).toMatch(/^[0-9a-f]{64}$/);
    expect(escapeHtml(`'"`)).toBe('&#39;&quot;');
  });

  it('refuses a template naming a value it is not given', () => {
    expect(() => fillTemplate('<p>{{nothing}}</p>', VALUES)).toThrow(/nothing/);
  });
});

describe('the PDF', () => {
  it('reads the blocks back out of the rendered agreement', () => {
    const blocks = agreementBlocks(fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'en').template, VALUES));
    expect(blocks[0]).toEqual({ kind: 'title', text: 'Loan agreement' });
    expect(blocks.some((block) => block.kind === 'paragraph' && block.text.includes('<b>1</b> Queen Street & Co'))).toBe(true);
    expect(blocks.filter((block) => block.kind === 'item')).toHaveLength(6);
  });

  const record = (html: string, locale: LocaleCode) => ({
    id: '7',
    amount: '1000.00',
    agreement_html: html,
    agreement_sha256: sha256Hex(html),
    template_version: CURRENT_AGREEMENT_VERSION,
    agreement_locale: locale,
    shown_at: new Date(Date.UTC(2026, 0, 5, 12)),
    signed_at: new Date(Date.UTC(2026, 0, 5, 12, 3)),
    signed_ip: '10.0.0.8',
    signed_user_agent: 'Mozilla/5.0 (iPhone)',
    consent: true,
  });

  it('draws the text, the signature and the record', async () => {
    const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'en').template, VALUES);
    const signature = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
      .png()
      .toBuffer();
    const pdf = await agreementPdf(record(html, 'en'), signature, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const text = pdfText(pdf);
    // The borrower's Chinese name prints in a CJK face, not as code points.
    for (const expected of [
      'Loan agreement',
      'Total to repay: 1013.50 USD',
      'Tai Man 陳',
      sha256Hex(html),
      'January 5, 2026',
      '12:03:00 UTC',
      '10.0.0.8',
    ]) {
      expect(text).toContain(squeezed(expected));
    }
    expect(text).not.toContain('<U+');
    // And the compressed one, as served, is a PDF too.
    expect((await agreementPdf(record(html, 'en'), null)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints an Arabic agreement in an embedded Arabic face, each word in right-to-left glyph order', async () => {
    const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'ar').template, { ...VALUES, borrower: 'محمد أحمد' });
    const pdf = await agreementPdf(record(html, 'ar'), null, { compress: false });
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/);
    expect(source).toContain('/FontFile2');
    // Only the faces it draws with: no CJK font in an Arabic agreement.
    expect(source).not.toMatch(/NotoSans(HK|JP|KR)/);
    const text = pdfText(pdf);
    expect(text).not.toContain('<U+');
    const visual = (word: string) => Array.from(word).reverse().join('');
    // (A letter that differs from another only by its dots, as dal and thal, shares its base glyph, which maps back to
    // whichever was drawn first: the words checked have none.)
    for (const word of ['اتفاقية', 'قرض']) expect(text).toContain(visual(word));
    // Numbers and codes inside stay left to right.
    for (const expected of ['1013.50', sha256Hex(html), '10.0.0.8']) expect(text).toContain(expected);
  });

  it('prints a Chinese agreement in an embedded CJK face', async () => {
    const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION, 'hk').template, VALUES);
    const pdf = await agreementPdf(record(html, 'hk'), null, { compress: false });
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHK-Regular/);
    const text = pdfText(pdf);
    expect(text).not.toContain('<U+');
    for (const expected of ['貸款協議', '應還總額：1013.50USD', '同意以電子方式簽署:已同意']) expect(text).toContain(expected);
  });
});

describe('a blank signature', () => {
  it('is one colour throughout, transparent or not', async () => {
    const plain = (background: { r: number; g: number; b: number; alpha: number }) =>
      sharp({ create: { width: 30, height: 10, channels: 4, background } })
        .png()
        .toBuffer();
    expect(await isBlank(await plain({ r: 0, g: 0, b: 0, alpha: 0 }))).toBe(true);
    expect(await isBlank(await plain({ r: 255, g: 255, b: 255, alpha: 1 }))).toBe(true);
    expect(await isBlank(await plain({ r: 20, g: 40, b: 200, alpha: 1 }))).toBe(true);
    const stroke = Buffer.alloc(30 * 10 * 4);
    stroke.writeUInt32BE(0x000000ff, (5 * 30 + 15) * 4);
    expect(
      await isBlank(
        await sharp(stroke, { raw: { width: 30, height: 10, channels: 4 } })
          .png()
          .toBuffer(),
      ),
    ).toBe(false);
  });
});
