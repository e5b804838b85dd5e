import PDFDocument from 'pdfkit';
import { formatAmount } from '../../common/money';
import type { Queryable } from '../db/database';
import { ownLoan, type LoanRow } from './loans';

// The signed agreement as a PDF the user keeps: the text as signed, the drawn signature, and the record (SHA-256 of
// the signed text, template version, shown and signed times, address and browser). Drawn with PDF's built-in
// Helvetica, so it needs no font file on any machine. That font draws only the Windows-1252 (Latin) characters: any
// other character (a name or address in Chinese, Arabic, Thai...) is written as its Unicode code point, e.g.
// "<U+9673>", never dropped or drawn as a wrong glyph; the stored HTML, whose SHA-256 the PDF states, stays the
// authoritative text in every script.

/** The characters Windows-1252 adds in 0x80-0x9f, which Helvetica's standard encoding draws. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character);
}

/** The text with every character the built-in font cannot draw written as <U+XXXX>. */
export function latinSafe(text: string): string {
  let out = '';
  for (const character of text) {
    if (drawable(character)) out += character;
    else if (character === '\n' || character === '\t') out += ' ';
    else out += `<U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`;
  }
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

export interface AgreementBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'item';
  text: string;
}

/** The blocks of an agreement the server rendered (its own templates: h1, h2, p and li, values escaped). */
export function agreementBlocks(html: string): AgreementBlock[] {
  const kinds: Readonly<Record<string, AgreementBlock['kind']>> = { h1: 'title', h2: 'heading', p: 'paragraph', li: 'item' };
  const blocks: AgreementBlock[] = [];
  for (const match of html.matchAll(/<(h1|h2|p|li)>([\s\S]*?)<\/\1>/g)) {
    const kind = kinds[match[1] ?? ''];
    if (kind) blocks.push({ kind, text: unescapeHtml((match[2] ?? '').replace(/<[^>]*>/g, '')) });
  }
  return blocks;
}

const utc = (value: Date | null) => (value ? `${value.toISOString().replace('T', ' ').slice(0, 19)} UTC` : '-');

type AgreementRecord = Pick<
  LoanRow,
  'id' | 'amount' | 'agreement_html' | 'agreement_sha256' | 'template_version' | 'shown_at' | 'signed_at' | 'signed_ip' | 'signed_user_agent' | 'consent'
>;

/** The PDF of a signed agreement, as bytes (`compress: false` leaves the page text readable, for tests). */
export function agreementPdf(loan: AgreementRecord, signaturePng: Buffer | null, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `Loan agreement ${loan.id}`, Author: 'Meridian' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const block of agreementBlocks(loan.agreement_html)) {
    const text = latinSafe(block.text);
    if (block.kind === 'title') doc.font('Helvetica-Bold').fontSize(18).text(text).moveDown(0.5);
    else if (block.kind === 'heading') doc.font('Helvetica-Bold').fontSize(12).text(text).moveDown(0.2);
    else if (block.kind === 'item') doc.font('Helvetica').fontSize(10).text(`-  ${text}`, { indent: 12 });
    else doc.font('Helvetica').fontSize(10).text(text).moveDown(0.4);
  }
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Signature');
  if (signaturePng) doc.image(signaturePng, { fit: [220, 90] });
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Record');
  const record: [string, string][] = [
    ['Loan', `${loan.id}, ${formatAmount(loan.amount)} USD`],
    ['Template version', String(loan.template_version)],
    ['SHA-256 of the signed text', loan.agreement_sha256],
    ['Shown', utc(loan.shown_at)],
    ['Signed', utc(loan.signed_at)],
    ['Signed from', loan.signed_ip],
    ['Browser', loan.signed_user_agent],
    ['Consent to sign electronically', loan.consent ? 'given' : 'not given'],
  ];
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of record) doc.text(`${label}: ${latinSafe(value)}`);
  doc.moveDown(0.5).fontSize(8).fillColor('#555555').text(
    'Characters this document font cannot draw are written as their Unicode code points (<U+XXXX>); the signed text, fingerprinted above, is kept in full.',
  );
  doc.end();
  return done;
}

/** The user's own signed agreement as a PDF (every loan is signed when it is made); another's is not found. */
export async function ownAgreementPdf(db: Queryable, userId: number, loanId: number): Promise<Buffer> {
  const loan = await ownLoan(db, userId, loanId);
  const [upload] = await db.query<{ bytes: Uint8Array | null }>('SELECT bytes FROM uploads WHERE name = $1', [loan.sign_upload]);
  return agreementPdf(loan, upload?.bytes ? Buffer.from(upload.bytes) : null);
}
