// JPEG, rewritten segment by segment: only what draws the pixels survives. APP1 (Exif with its GPS position,
// XMP), APP2 (ICC), the other APPn and comments are dropped; APP0 JFIF is kept without its thumbnail and APP14
// Adobe is kept because it says how the colours are encoded. Anything that does not parse as a baseline or
// progressive JPEG ending in EOI is refused (null).

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
/** Tables and restart interval: DHT, DAC, DQT, DRI. */
const TABLES = new Set([0xc4, 0xcc, 0xdb, 0xdd]);
/** Start of frame, every coding process (not DHT C4, JPG C8, DAC CC). */
const FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function segment(marker: number, data: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]);
  return Buffer.concat([head, data]);
}

/** A JFIF header with no thumbnail: identifier, version, density units and values, thumbnail 0 x 0. */
function cleanJfif(data: Buffer): Buffer | null {
  if (data.length < 14 || data.toString('latin1', 0, 5) !== 'JFIF\0') return null;
  const kept = Buffer.from(data.subarray(0, 14));
  kept[12] = 0;
  kept[13] = 0;
  return segment(APP0, kept);
}

function validFrame(data: Buffer): boolean {
  if (data.length < 6) return false;
  const height = data.readUInt16BE(1);
  const width = data.readUInt16BE(3);
  const components = data[5] ?? 0;
  return height > 0 && width > 0 && components >= 1 && components <= 4 && data.length === 6 + 3 * components;
}

function validScanHeader(data: Buffer): boolean {
  const components = data[0] ?? 0;
  return components >= 1 && components <= 4 && data.length === 1 + 2 * components + 3;
}

/** Where the entropy-coded data after a scan header ends: the next marker that is not a stuffed byte or a restart. */
function scanEnd(input: Buffer, from: number): number {
  for (let index = from; index < input.length - 1; index += 1) {
    if (input[index] !== 0xff) continue;
    const next = input[index + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return index;
  }
  return -1;
}

export function sanitizeJpeg(input: Buffer): Buffer | null {
  if (input[0] !== 0xff || input[1] !== SOI) return null;
  const parts: Buffer[] = [Buffer.from([0xff, SOI])];
  let position = 2;
  let sawFrame = false;
  let sawScan = false;
  let sawJfif = false;
  // Each step consumes at least 2 bytes, so the loop is bounded by the input's length.
  while (position < input.length) {
    if (input[position] !== 0xff) return null;
    while (input[position] === 0xff) position += 1;
    const marker = input[position];
    if (marker === undefined) return null;
    position += 1;
    if (marker === EOI) {
      parts.push(Buffer.from([0xff, EOI]));
      // Bytes after EOI (another file hiding behind the image) are not kept.
      return sawFrame && sawScan ? Buffer.concat(parts) : null;
    }
    if (position + 2 > input.length) return null;
    const length = input.readUInt16BE(position);
    if (length < 2 || position + length > input.length) return null;
    const data = input.subarray(position + 2, position + length);
    position += length;
    if (marker === APP0 && !sawJfif && parts.length === 1) {
      const jfif = cleanJfif(data);
      if (jfif) parts.push(jfif);
      sawJfif = true;
    } else if (marker === APP14) {
      if (data.length === 12 && data.toString('latin1', 0, 5) === 'Adobe') parts.push(segment(marker, data));
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      // Metadata: Exif, XMP, ICC profiles, maker notes, comments.
    } else if (FRAMES.has(marker)) {
      if (sawFrame || !validFrame(data)) return null;
      sawFrame = true;
      parts.push(segment(marker, data));
    } else if (TABLES.has(marker)) {
      if (data.length === 0) return null;
      parts.push(segment(marker, data));
    } else if (marker === SOS) {
      if (!sawFrame || !validScanHeader(data)) return null;
      const end = scanEnd(input, position);
      if (end <= position) return null;
      parts.push(segment(marker, data), input.subarray(position, end));
      position = end;
      sawScan = true;
    } else {
      return null;
    }
  }
  return null;
}
