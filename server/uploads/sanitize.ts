import { sanitizeJpeg } from './jpeg';
import { sanitizePng } from './png';
import { sanitizeWebp } from './webp';

// Which kind of image an upload is comes from its first bytes, never from the name or the content type the client
// sent; the matching rewriter then keeps only the pixel data.

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const MIME: Readonly<Record<ImageKind, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const EXTENSION: Readonly<Record<ImageKind, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const SANITIZERS: Readonly<Record<ImageKind, (bytes: Buffer) => Buffer | null>> = {
  jpeg: sanitizeJpeg,
  png: sanitizePng,
  webp: sanitizeWebp,
};

export type SanitizeResult = { ok: true; kind: ImageKind; bytes: Buffer } | { ok: false; reason: 'not_image' | 'damaged' };

export function sanitizeImage(bytes: Buffer): SanitizeResult {
  const kind = detectImage(bytes);
  if (!kind) return { ok: false, reason: 'not_image' };
  const clean = SANITIZERS[kind](bytes);
  return clean ? { ok: true, kind, bytes: clean } : { ok: false, reason: 'damaged' };
}
