import PDFDocument from 'pdfkit';
import { LOAN_CURRENCY } from '../../common/loan';
import { LOCALES } from '../../common/locales';
import { formatAmount } from '../../common/money';
import type { Queryable } from '../db/database';
import { agreementAmount, agreementTime } from './agreement-format';
import { AGREEMENT_WORDING } from './agreement-wording';
import { ownLoan, type LoanRow } from './loans';
import { facesFor } from '../pdf/fonts';
import { LTR_ISOLATE, PdfTextFlow } from '../pdf/text-flow';

// The signed agreement as a PDF the user keeps: the text as signed, the drawn signature, and the record (SHA-256 of
// the signed text, template version and language, shown and signed times, address and browser), in the language the
// agreement was signed in. The fonts are embedded (see ../pdf/fonts.ts), so every script prints as itself, and the
// lines are laid out by ../pdf/text-flow.ts (right to left for Arabic).

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

type AgreementRecord = Pick<
  LoanRow,
  | 'id'
  | 'amount'
  | 'agreement_html'
  | 'agreement_sha256'
  | 'template_version'
  | 'agreement_locale'
  | 'shown_at'
  | 'signed_at'
  | 'signed_ip'
  | 'signed_user_agent'
  | 'consent'
>;

/** The PDF of a signed agreement, as bytes (`compress: false` leaves the page text readable, for tests). */
export function agreementPdf(loan: AgreementRecord, signaturePng: Buffer | null, options: { compress?: boolean } = {}): Promise<Buffer> {
  const locale = loan.agreement_locale;
  const { tag, dir } = LOCALES[locale];
  const labels = AGREEMENT_WORDING[locale].pdf;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    lang: tag,
    info: { Title: `${AGREEMENT_WORDING[locale].clauses.title} ${loan.id}`, Author: 'Meridian' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const flow = new PdfTextFlow(doc, facesFor(locale), tag, dir === 'rtl');
  for (const block of agreementBlocks(loan.agreement_html)) {
    if (block.kind === 'title') flow.paragraph(block.text, { size: 18, bold: true }, 6);
    else if (block.kind === 'heading') flow.paragraph(block.text, { size: 12, bold: true }, 2);
    else if (block.kind === 'item') flow.paragraph(`•  ${block.text}`, { size: 10, indent: 12 }, 1);
    else flow.paragraph(block.text, { size: 10 }, 4);
  }
  flow.gap(8);
  flow.paragraph(labels.signature, { size: 12, bold: true }, 2);
  if (signaturePng) flow.image(signaturePng, 200, 72);
  flow.gap(8);
  flow.paragraph(labels.record, { size: 12, bold: true }, 2);
  const when = (value: Date | null) => (value ? agreementTime(locale, value) : '-');
  const record: [string, string][] = [
    [labels.loan, `${loan.id} · ${agreementAmount(locale, formatAmount(loan.amount))} ${LOAN_CURRENCY}`],
    [labels.templateVersion, `${loan.template_version} · ${tag}`],
    // Codes and machine text read left to right in every language.
    [labels.sha256, LTR_ISOLATE(loan.agreement_sha256)],
    [labels.shown, when(loan.shown_at)],
    [labels.signed, when(loan.signed_at)],
    [labels.signedFrom, LTR_ISOLATE(loan.signed_ip)],
    [labels.browser, LTR_ISOLATE(loan.signed_user_agent)],
    [labels.consent, loan.consent ? labels.given : labels.notGiven],
  ];
  for (const [label, value] of record) flow.paragraph(`${label}: ${value}`, { size: 9 });
  doc.end();
  return done;
}
/** The user's own signed agreement as a PDF (every loan is signed when it is made); another's is not found. */
export async function ownAgreementPdf(db: Queryable, userId: number, loanId: number): Promise<Buffer> {
  const loan = await ownLoan(db, userId, loanId);
  const [upload] = await db.query<{ bytes: Uint8Array | null }>('SELECT bytes FROM uploads WHERE name = $1', [loan.sign_upload]);
  return agreementPdf(loan, upload?.bytes ? Buffer.from(upload.bytes) : null);
}
