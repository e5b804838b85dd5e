// WebP, rewritten chunk by chunk inside a new RIFF container: VP8, VP8L and ALPH (the pixels), ANIM and ANMF
// (animation) and VP8X with its ICC, Exif and XMP flags cleared are kept; ICCP, EXIF, XMP and unknown chunks are
// dropped. The bitstream headers are checked so that a file that only starts like a WebP is refused (null).

const VP8X_KEPT_FLAGS = 0x10 | 0x02; // alpha, animation
const KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** A lossy key frame: frame tag, start code 9d 01 2a, non-zero width and height. */
function validVp8(data: Buffer): boolean {
  if (data.length < 10 || ((data[0] ?? 1) & 1) !== 0) return false;
  if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return false;
  return (data.readUInt16LE(6) & 0x3fff) > 0 && (data.readUInt16LE(8) & 0x3fff) > 0;
}

/** A lossless bitstream: signature 0x2f and version 0. */
function validVp8l(data: Buffer): boolean {
  return data.length >= 5 && data[0] === 0x2f && ((data[4] ?? 0) >> 5) === 0;
}

export function sanitizeWebp(input: Buffer): Buffer | null {
  if (input.length < 20 || input.toString('latin1', 0, 4) !== 'RIFF' || input.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffEnd = 8 + input.readUInt32LE(4);
  if (riffEnd > input.length || riffEnd < 20) return null;
  const kept: Buffer[] = [];
  let image = false;
  let position = 12;
  // Each chunk consumes at least 8 bytes, so the loop is bounded by the RIFF size.
  while (position + 8 <= riffEnd) {
    const type = input.toString('latin1', position, position + 4);
    const length = input.readUInt32LE(position + 4);
    if (length > riffEnd - position - 8) return null;
    const data = input.subarray(position + 8, position + 8 + length);
    position += 8 + length + (length % 2);
    if (type === 'VP8X') {
      if (kept.length > 0 || length !== 10) return null;
      const cleaned = Buffer.from(data);
      cleaned[0] = (cleaned[0] ?? 0) & VP8X_KEPT_FLAGS;
      kept.push(chunk(type, cleaned));
      continue;
    }
    if (type === 'VP8 ' && !validVp8(data)) return null;
    if (type === 'VP8L' && !validVp8l(data)) return null;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true;
    if (KEPT.has(type)) kept.push(chunk(type, data));
  }
  // Fewer than 8 bytes left inside the RIFF size cannot be a chunk.
  if (!image || position < riffEnd) return null;
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...kept]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
