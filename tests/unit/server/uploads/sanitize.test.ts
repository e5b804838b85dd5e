import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PIXELS, sanitizeImage } from '../../../../server/uploads/sanitize';

// The re-encoding of uploads by sharp: metadata gone, orientation kept, damaged files and pixel bombs refused.

function photo(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

describe('sanitizeImage', () => {
  it('drops Exif (with GPS) from a camera JPEG and turns the pixels as its orientation said', async () => {
    const camera = await photo(40, 20)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 42/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const result = await sanitizeImage(camera);
    if (!result.ok) throw new Error(result.reason);
    const clean = await sharp(result.bytes).metadata();
    expect(clean.exif).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    // Orientation 6 is "rotate 90 degrees": the stored image is upright, 20 wide and 40 high.
    expect([clean.width, clean.height]).toEqual([20, 40]);
  });

  it('drops an ICC profile from a PNG and keeps it lossless', async () => {
    const input = await photo(8, 8).withIccProfile('p3').png().toBuffer();
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const result = await sanitizeImage(input);
    if (!result.ok) throw new Error(result.reason);
    expect((await sharp(result.bytes).metadata()).icc).toBeUndefined();
    expect(result.kind).toBe('png');
  });

  it('refuses a JPEG cut short, and a PNG signature in front of something else', async () => {
    const whole = await photo(64, 64).jpeg().toBuffer();
    expect(await sanitizeImage(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ ok: false, reason: 'damaged' });
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), whole]);
    expect(await sanitizeImage(fake)).toEqual({ ok: false, reason: 'damaged' });
    expect(await sanitizeImage(Buffer.from('GIF89a....'))).toEqual({ ok: false, reason: 'not_image' });
  });

  it('refuses more than MAX_PIXELS from the header alone', async () => {
    // A PNG of a few bytes whose header promises just over the limit (nothing is inflated before the refusal).
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1;
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr.set([8, 0, 0, 0, 0], 8);
    const { crc32, deflateSync } = await import('node:zlib');
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))), 0);
      return Buffer.concat([head, data, crc]);
    };
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await sanitizeImage(bomb)).toEqual({ ok: false, reason: 'too_many_pixels' });
  });
});
