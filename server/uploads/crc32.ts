// CRC-32 (ISO 3309, as PNG uses it), so rewritten chunks carry a correct checksum and stored ones can be checked.

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(...chunks: Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const chunk of chunks) {
    for (const byte of chunk) crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
