import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_URL_PREFIX } from '../../common/api/upload';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError as ApiError } from '../errors';
import { messages } from '../i18n/messages';
import { EXTENSION, MIME, sanitizeImage } from './sanitize';

// Uploaded images live in one folder under random names that say nothing about their owner; the database says
// whose each one is. Only stripped images are ever written.

const NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function uploadUrl(name: string): string {
  return `${UPLOAD_URL_PREFIX}${name}`;
}

/** Sanitises and stores an upload; returns its name, or refuses what is not a whole JPEG, PNG or WebP. */
export async function storeUpload(db: Queryable, clock: Clock, dir: string, userId: number, bytes: Buffer): Promise<string> {
  const result = sanitizeImage(bytes);
  if (!result.ok) {
    throw new ApiError(CODE.UPLOAD_REJECTED, result.reason === 'not_image' ? messages.uploadNotImage : messages.uploadDamaged);
  }
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[result.kind]}`;
  await mkdir(dir, { recursive: true });
  // 'wx': never overwrite, however unlikely a repeated name is.
  await writeFile(path.join(dir, name), result.bytes, { flag: 'wx', mode: 0o600 });
  await db.query('INSERT INTO uploads (name, user_id, mime, size, created_at) VALUES ($1, $2, $3, $4, $5)', [
    name,
    userId,
    MIME[result.kind],
    result.bytes.length,
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
  if (!row) throw new ApiError(CODE.BAD_INPUT, messages.uploadNotOwn, { field });
  return row.name;
}

export interface StoredUpload {
  mime: string;
  bytes: Buffer;
}

/** An upload's bytes for `viewer`: the owner, or any operator. */
export async function readUpload(
  db: Queryable,
  dir: string,
  name: string,
  viewer: { userId: number } | { operatorId: number },
): Promise<StoredUpload | null> {
  const [row] = await db.query<{ mime: string; user_id: number }>('SELECT mime, user_id FROM uploads WHERE name = $1', [name]);
  if (!row || ('userId' in viewer && viewer.userId !== row.user_id)) return null;
  return { mime: row.mime, bytes: await readFile(path.join(dir, name)) };
}
