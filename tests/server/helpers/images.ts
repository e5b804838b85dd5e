import { crc32, deflateSync } from 'node:zlib';

// Small real images built byte by byte, with the metadata a phone camera would add, for the upload tests.

function u16(value: number): Buffer {
  return Buffer.from([value >> 8, value & 0xff]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);
}

/** An Exif block whose GPS IFD places the photo at 22.2783 N, 114.1747 E (Hong Kong), as a phone writes it. */
export function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825) pointing at the GPS IFD at 26.
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x8825, 10);
  tiff.writeUInt16LE(4, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18);
  tiff.writeUInt32LE(0, 22);
  // GPS IFD: GPSLatitudeRef "N" and GPSLatitude, three rationals at 56.
  tiff.writeUInt16LE(2, 26);
  tiff.writeUInt16LE(1, 28);
  tiff.writeUInt16LE(2, 30);
  tiff.writeUInt32LE(2, 32);
  tiff.write('N\0', 36, 'latin1');
  tiff.writeUInt16LE(2, 40);
  tiff.writeUInt16LE(5, 42);
  tiff.writeUInt32LE(3, 44);
  tiff.writeUInt32LE(56, 48);
  tiff.writeUInt32LE(0, 52);
  tiff.writeUInt32LE(22, 56);
  tiff.writeUInt32LE(1, 60);
  tiff.writeUInt32LE(16, 64);
  tiff.writeUInt32LE(1, 68);
  tiff.writeUInt32LE(4180, 72);
  tiff.writeUInt32LE(100, 76);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/**
 * A 1 x 1 grey baseline JPEG: one quantisation table, a frame, a DC and an AC Huffman table of one code each, and a
 * scan whose only block is "DC difference 0, end of block". `extra` segments go after the JFIF header.
 */
export function jpeg(extra: Buffer[] = []): Buffer {
  const jfif = jpegSegment(0xe0, Buffer.concat([Buffer.from('JFIF\0', 'latin1'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]));
  const dqt = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
  const huffman = (tableClass: number) => jpegSegment(0xc4, Buffer.from([tableClass << 4, 1, ...Array<number>(15).fill(0), 0]));
  const sos = jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  // Bits "0" (DC category 0) and "0" (EOB), padded with ones.
  const scan = Buffer.from([0x3f]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, ...extra, dqt, sof, huffman(0), huffman(1), sos, scan, Buffer.from([0xff, 0xd9])]);
}

export function jpegWithGps(): Buffer {
  const xmp = jpegSegment(
    0xe1,
    Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>22,16.7N</exif:GPSLatitude></x:xmpmeta>', 'latin1'),
  );
  const comment = jpegSegment(0xfe, Buffer.from('shot at home', 'latin1'));
  return jpeg([jpegSegment(0xe1, exifWithGps()), xmp, comment]);
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const name = Buffer.from(type, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(name)), 0);
  return Buffer.concat([length, name, data, crc]);
}

/** A 2 x 2 RGBA PNG; `extra` chunks go between the header and the pixels. */
export function png(extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngWithText(): Buffer {
  return png([
    pngChunk('tEXt', Buffer.from('Comment\0GPS 22.2783N 114.1747E', 'latin1')),
    pngChunk('eXIf', exifWithGps().subarray(6)),
    pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** A 1 x 1 lossless WebP bitstream (the one browsers' feature tests decode). */
const VP8L_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64').subarray(20);

export function webp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

export function plainWebp(): Buffer {
  return webp([riffChunk('VP8L', VP8L_1X1)]);
}

/** An extended WebP that says it carries an ICC profile, Exif and XMP, and does. */
export function webpWithMetadata(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x20 | 0x08 | 0x04;
  return webp([
    riffChunk('VP8X', vp8x),
    riffChunk('ICCP', Buffer.from('fake icc profile bytes', 'latin1')),
    riffChunk('VP8L', VP8L_1X1),
    riffChunk('EXIF', exifWithGps().subarray(6)),
    riffChunk('XMP ', Buffer.from('<x:xmpmeta>GPS 22.2783N</x:xmpmeta>', 'latin1')),
  ]);
}

/** The body of a multipart request with one file part. */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----meridian-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
