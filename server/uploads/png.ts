import { inflateSync } from 'node:zlib';
import { crc32 } from './crc32';

// PNG, rewritten chunk by chunk: IHDR, PLTE, tRNS, IDAT and IEND draw the image, sRGB and gAMA say how its colours
// read; everything else (tEXt, zTXt and iTXt with whatever words or coordinates they carry, eXIf, iCCP, tIME, private
// chunks) is dropped. Each chunk's checksum is checked, the header must describe a real image, and the pixel data
// must inflate to exactly the size the header promises, so a file that only looks like a PNG is refused (null).

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'sRGB', 'gAMA']);
/** Refuses images whose pixels would take more memory than any photo of a card needs (a decompression bomb): the
 * pixel count, and the inflated size, which is what the check below holds in memory. */
const MAX_PIXELS = 40_000_000;
const MAX_INFLATED_BYTES = 128 * 1024 * 1024;
/** Allowed bit depths per colour type. */
const DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface Header {
  width: number;
  height: number;
  depth: number;
  colour: number;
  interlaced: boolean;
}

function readHeader(data: Buffer): Header | null {
  if (data.length !== 13) return null;
  const header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8] ?? 0, colour: data[9] ?? 0, interlaced: data[12] === 1 };
  if (header.width === 0 || header.height === 0 || header.width * header.height > MAX_PIXELS) return null;
  if (!DEPTHS[header.colour]?.includes(header.depth)) return null;
  if (data[10] !== 0 || data[11] !== 0 || (data[12] !== 0 && data[12] !== 1)) return null;
  return header;
}

/** Bytes of filtered scanlines for a width x height image (one filter byte per line). */
function rawSize(header: Header, width: number, height: number): number {
  if (width === 0 || height === 0) return 0;
  const bits = width * header.depth * (CHANNELS[header.colour] ?? 1);
  return height * (1 + Math.ceil(bits / 8));
}

/** The inflated size the header promises: the image, or its seven Adam7 passes when interlaced. */
function expectedSize(header: Header): number {
  if (!header.interlaced) return rawSize(header, header.width, header.height);
  const passes = [
    [0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2],
  ] as const;
  return passes.reduce(
    (sum, [x0, y0, dx, dy]) =>
      sum + rawSize(header, Math.ceil(Math.max(header.width - x0, 0) / dx), Math.ceil(Math.max(header.height - y0, 0) / dy)),
    0,
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(head.subarray(4), data), 0);
  return Buffer.concat([head, data, tail]);
}

export function sanitizePng(input: Buffer): Buffer | null {
  if (input.length < SIGNATURE.length || !input.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const kept: Buffer[] = [SIGNATURE];
  const pixelData: Buffer[] = [];
  let header: Header | null = null;
  let palette = false;
  let idatClosed = false;
  let position = SIGNATURE.length;
  // Each chunk consumes at least 12 bytes, so the loop is bounded by the input's length.
  while (position + 12 <= input.length) {
    const length = input.readUInt32BE(position);
    const type = input.toString('latin1', position + 4, position + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > input.length - position - 12) return null;
    const data = input.subarray(position + 8, position + 8 + length);
    if (crc32(input.subarray(position + 4, position + 8), data) !== input.readUInt32BE(position + 8 + length)) return null;
    position += 12 + length;
    if (!header) {
      if (type !== 'IHDR') return null;
      header = readHeader(data);
      if (!header) return null;
    } else if (type === 'IHDR') {
      return null;
    }
    if (type === 'IEND') {
      if (pixelData.length === 0 || (header.colour === 3 && !palette)) return null;
      const pixels = Buffer.concat(pixelData);
      const expected = expectedSize(header);
      if (expected > MAX_INFLATED_BYTES) return null;
      try {
        if (inflateSync(pixels, { maxOutputLength: expected + 1 }).length !== expected) return null;
      } catch {
        return null;
      }
      kept.push(chunk('IEND', Buffer.alloc(0)));
      // Whatever follows IEND is not part of the image and is not kept.
      return Buffer.concat(kept);
    }
    if (type === 'IDAT') {
      if (idatClosed) return null;
      pixelData.push(data);
    } else if (pixelData.length > 0) {
      idatClosed = true;
    }
    if (type === 'PLTE') palette = true;
    // An unknown critical chunk (upper-case first letter) changes how the image reads: refuse rather than guess.
    if (!KEPT.has(type) && type.charCodeAt(0) < 0x61) return null;
    if (KEPT.has(type) && type !== 'IEND') kept.push(chunk(type, data));
  }
  return null;
}
