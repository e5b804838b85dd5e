import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_URL_PREFIX } from '../../common/api/upload';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { EXTENSION, MAX_PIXELS, MIME, sanitizeImage } from './sanitize';

// Uploaded images live in the database (docs/ARCHITECTURE.md: nothing shared lives on one node), under random names
// that say nothing about their owner. Only re-encoded images are ever stored. Rows from before migration 0020 have no
// bytes and are read from the folder they were written to then.

const NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function uploadUrl(name: string): string {
  return `${UPLOAD_URL_PREFIX}${name}`;
}

const REFUSALS = {
  not_image: () => new DomainError(CODE.UPLOAD_REJECTED, messages.uploadNotImage),
  damaged: () => new DomainError(CODE.UPLOAD_REJECTED, messages.uploadDamaged),
  too_many_pixels: () => new DomainError(CODE.UPLOAD_REJECTED, messages.uploadTooManyPixels, { megapixels: MAX_PIXELS / 1_000_000 }),
};

/** Re-encodes and stores an upload; returns its name, or refuses what is not a whole JPEG, PNG or WebP. */
export async function storeUpload(db: Queryable, clock: Clock, userId: number, bytes: Buffer): Promise<string> {
  const result = await sanitizeImage(bytes);
  if (!result.ok) throw REFUSALS[result.reason]();
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[result.kind]}`;
  await db.query('INSERT INTO uploads (name, user_id, mime, size, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    name,
    userId,
    MIME[result.kind],
    result.bytes.length,
    result.bytes,
    new Date(clock.now()),
  ]);
  return name;
}

/** The name in an upload url the client sends back (or the bare name), if it has the shape of one. */
export function uploadNameOf(reference: string): string | null {
  const name = reference.startsWith(UPLOAD_URL_PREFIX) ? reference.slice(UPLOAD_URL_PREFIX.length) : reference;
  return NAME.test(name) ? name : null;
}

/** The user's own upload named by `reference`, or a refusal naming the field: nobody attaches another's image. */
export async function requireOwnUpload(db: Queryable, userId: number, field: string, reference: string): Promise<string> {
  const name = uploadNameOf(reference);
  const [row] = name ? await db.query<{ name: string }>('SELECT name FROM uploads WHERE name = $1 AND user_id = $2', [name, userId]) : [];
  if (!row) throw new DomainError(CODE.BAD_INPUT, messages.uploadNotOwn, { field });
  return row.name;
}

export interface StoredUpload {
  mime: string;
  bytes: Buffer;
}

/** An upload's bytes for `viewer`: the owner, or any operator. `legacyDir` holds uploads from before 0020. */
export async function readUpload(
  db: Queryable,
  legacyDir: string,
  name: string,
  viewer: { userId: number } | { operatorId: number },
): Promise<StoredUpload | null> {
  const [row] = await db.query<{ mime: string; user_id: number; bytes: Uint8Array | null }>(
    'SELECT mime, user_id, bytes FROM uploads WHERE name = $1',
    [name],
  );
  if (!row || ('userId' in viewer && viewer.userId !== row.user_id)) return null;
  if (row.bytes) return { mime: row.mime, bytes: Buffer.from(row.bytes) };
  // NAME was checked by the route, so the legacy path never leaves the folder.
  const legacy = await readFile(path.join(legacyDir, name)).catch(() => null);
  return legacy ? { mime: row.mime, bytes: legacy } : null;
}
