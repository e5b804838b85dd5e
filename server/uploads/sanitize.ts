import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';

// Which kind of image an upload is comes from its first bytes, never from the name or the content type the client
// sent. The image is then decoded and encoded again by libvips (sharp), so what is stored holds only pixels: no
// Exif (GPS positions), XMP, ICC profile, comments, text chunks, nor anything hidden after the image's end.

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const MIME: Readonly<Record<ImageKind, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const EXTENSION: Readonly<Record<ImageKind, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * The most pixels an upload may have: a 48-megapixel phone photo fits, a decompression bomb (a few KB that
 * promise gigabytes of pixels) is refused from its header, before anything is inflated.
 */
export const MAX_PIXELS = 50_000_000;

export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export type SanitizeResult =
  { ok: true; kind: ImageKind; bytes: Buffer } | { ok: false; reason: 'not_image' | 'damaged' | 'too_many_pixels' };

function encoder(kind: ImageKind, image: Sharp): Sharp {
  // PNG and lossless WebP stay lossless; photos are encoded at a quality where text on a card stays sharp.
  if (kind === 'png') return image.png({ compressionLevel: 9 });
  if (kind === 'webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}

/** sharp says so only in its message ("Input image exceeds pixel limit"). */
function overPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export async function sanitizeImage(bytes: Buffer): Promise<SanitizeResult> {
  const kind = detectImage(bytes);
  if (!kind) return { ok: false, reason: 'not_image' };
  // failOn 'warning': a truncated or inconsistent file is refused rather than drawn half grey.
  const options: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_PIXELS, sequentialRead: true };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    return { ok: false, reason: overPixelLimit(error) ? 'too_many_pixels' : 'damaged' };
  }
  // The decoder must agree with the first bytes: a PNG signature in front of something else is not a PNG.
  if (metadata.format !== kind) return { ok: false, reason: 'damaged' };
  if (metadata.width * metadata.height > MAX_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  try {
    // rotate() turns the pixels as the Exif orientation says before the Exif is dropped, so a portrait photo
    // stays upright; sharp writes no metadata unless asked to.
    const clean = await encoder(kind, sharp(bytes, options).rotate()).toBuffer();
    return { ok: true, kind, bytes: clean };
  } catch (error) {
    return { ok: false, reason: overPixelLimit(error) ? 'too_many_pixels' : 'damaged' };
  }
}
