import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate, sha256Hex } from '../../../../server/loan/agreement';
import { agreementTemplate, CURRENT_AGREEMENT_VERSION, type AgreementValues } from '../../../../server/loan/agreement-template';
import { agreementBlocks, agreementPdf, latinSafe } from '../../../../server/loan/pdf';
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
  day_rate: '0.05',
  free_period: '3',
  charged_days: '27',
  interest: '13.50',
  total_repay: '1013.50',
  due_date: '2026-02-04',
  penalty_rate: '0.25',
  daily_penalty: '2.50',
};

/** The text a PDF's pages draw, read from its uncompressed content streams (hex strings of TJ arrays). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
    lines.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

describe('the agreement', () => {
  it('escapes every value and states the terms', () => {
    const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION), VALUES);
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt; Queen Street &amp; Co');
    expect(html).not.toContain('<b>');
    for (const text of ['1000.00 USD', '0.05%', '13.50 USD', '1013.50 USD', '2026-02-04', '0.25%', '2.50 USD']) expect(html).toContain(text);
    expect(sha256Hex(html)).toMatch(/^[0-9a-f]{64}$/);
    expect(escapeHtml(`'"`)).toBe('&#39;&quot;');
  });

  it('refuses a template naming a value it is not given', () => {
    expect(() => fillTemplate('<p>{{nothing}}</p>', VALUES)).toThrow(/nothing/);
  });
});

describe('the PDF', () => {
  it('writes characters the built-in font cannot draw as their code points', () => {
    expect(latinSafe('Café – 5 €')).toBe('Café – 5 €');
    expect(latinSafe('陳 大文')).toBe('<U+9673> <U+5927><U+6587>');
    expect(latinSafe('محمد')).toBe('<U+0645><U+062D><U+0645><U+062F>');
    expect(latinSafe('😀')).toBe('<U+1F600>');
  });

  it('reads the blocks back out of the rendered agreement', () => {
    const blocks = agreementBlocks(fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION), VALUES));
    expect(blocks[0]).toEqual({ kind: 'title', text: 'Loan agreement' });
    expect(blocks.some((block) => block.kind === 'paragraph' && block.text.includes('<b>1</b> Queen Street & Co'))).toBe(true);
    expect(blocks.filter((block) => block.kind === 'item')).toHaveLength(6);
  });

  it('draws the text, the signature and the record', async () => {
    const html = fillTemplate(agreementTemplate(CURRENT_AGREEMENT_VERSION), VALUES);
    const signature = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
    const record = {
      id: '7',
      amount: '1000.00',
      agreement_html: html,
      agreement_sha256: sha256Hex(html),
      template_version: 1,
      shown_at: new Date(Date.UTC(2026, 0, 5, 12)),
      signed_at: new Date(Date.UTC(2026, 0, 5, 12, 3)),
      signed_ip: '10.0.0.8',
      signed_user_agent: 'Mozilla/5.0 (iPhone)',
      consent: true,
    };
    const pdf = await agreementPdf(record, signature, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const text = pdfText(pdf);
    // Kerning splits words into pieces at some letter pairs; the pieces join back.
    for (const expected of ['Loan agreement', 'Total to repay: 1013.50 USD', '<U+9673>', sha256Hex(html), '2026-01-05 12:03:00 UTC', '10.0.0.8']) {
      expect(text.replaceAll('\n', '')).toContain(expected);
    }
    // And the compressed one, as served, is a PDF too.
    expect((await agreementPdf(record, null)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('a blank signature', () => {
  it('is one colour throughout, transparent or not', async () => {
    const plain = (background: { r: number; g: number; b: number; alpha: number }) =>
      sharp({ create: { width: 30, height: 10, channels: 4, background } }).png().toBuffer();
    expect(await isBlank(await plain({ r: 0, g: 0, b: 0, alpha: 0 }))).toBe(true);
    expect(await isBlank(await plain({ r: 255, g: 255, b: 255, alpha: 1 }))).toBe(true);
    expect(await isBlank(await plain({ r: 20, g: 40, b: 200, alpha: 1 }))).toBe(true);
    const stroke = Buffer.alloc(30 * 10 * 4);
    stroke.writeUInt32BE(0x000000ff, (5 * 30 + 15) * 4);
    expect(await isBlank(await sharp(stroke, { raw: { width: 30, height: 10, channels: 4 } }).png().toBuffer())).toBe(false);
  });
});
