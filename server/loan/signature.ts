import sharp from 'sharp';
import { LOAN_CODE } from '../../common/loan';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { MIME } from '../uploads/sanitize';
import { requireOwnUpload } from '../uploads/store';

// The drawn signature arrives like any image: through the upload endpoint, which recognised it from its bytes and
// re-encoded it with sharp. Here it must also be a PNG (what a signature pad draws) and hold a signature: an image
// of one colour throughout (an untouched pad, a white or transparent square) is refused with "please sign".

/** Whether every pixel is the same colour once laid on white (transparent strokes-free pads included). */
export async function isBlank(png: Buffer): Promise<boolean> {
  const stats = await sharp(png).flatten({ background: '#ffffff' }).stats();
  return stats.channels.every((channel) => channel.min === channel.max);
}

/** The user's own uploaded signature named by `reference`: its upload name, or a refusal naming `sign`. */
export async function requireSignature(db: Queryable, userId: number, reference: string): Promise<string> {
  const name = await requireOwnUpload(db, userId, 'sign', reference);
  const [row] = await db.query<{ mime: string; bytes: Uint8Array | null }>('SELECT mime, bytes FROM uploads WHERE name = $1', [name]);
  if (row?.mime !== MIME.png || !row.bytes) throw new DomainError(LOAN_CODE.SIGNATURE, messages.loanSignatureNotPng, { field: 'sign' });
  if (await isBlank(Buffer.from(row.bytes))) throw new DomainError(LOAN_CODE.SIGNATURE, messages.loanSignatureBlank, { field: 'sign' });
  return name;
}
