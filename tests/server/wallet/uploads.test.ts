import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { jpeg, jpegWithGps, plainWebp, png, pngChunk, pngWithText, webpWithMetadata } from '../helpers/images';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorToken, realUser, upload } from '../helpers/wallet';

// Uploads: JPEG, PNG and WebP recognised by their bytes, at most 5 MB, decoded and encoded again without their
// metadata, stored under a random name, and opened only by their owner and by operators.

const app = appForTests();
const owner = madeBeforeTests(() => realUser(app, 'photographer@example.com'));

async function stored(url: string, token = owner.token): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  const response = await app.http.inject({ method: 'GET', url, headers: { authorization: token, lang: 'en' } });
  return { status: response.statusCode, type: response.headers['content-type'] as string | undefined, body: response.rawPayload };
}

async function uploadAndRead(
  bytes: Buffer,
  filename: string,
  contentType: string,
): Promise<{ url: string; body: Buffer; type: string | undefined }> {
  const answer = await upload(app, owner.token, bytes, filename, contentType);
  expect(answer.code, answer.msg).toBe(1);
  const url = answer.data!.url;
  expect(url).toMatch(/^\/api\/common\/upload\/[0-9a-f]{32}\.(jpg|png|webp)$/);
  const file = await stored(url);
  expect(file.status).toBe(200);
  return { url, body: file.body, type: file.type };
}

const contains = (haystack: Buffer, needle: string) => haystack.includes(Buffer.from(needle, 'latin1'));

/** The decoded pixels, to show a re-encoded image still draws the same picture. */
async function pixels(image: Buffer): Promise<Buffer> {
  return sharp(image).ensureAlpha().raw().toBuffer();
}

async function metadataOf(image: Buffer): Promise<{ exif: boolean; icc: boolean; xmp: boolean; comments: number }> {
  const data = await sharp(image).metadata();
  return { exif: Boolean(data.exif), icc: Boolean(data.icc), xmp: Boolean(data.xmp), comments: data.comments?.length ?? 0 };
}
const NONE = { exif: false, icc: false, xmp: false, comments: 0 };

describe('image upload', () => {
  it('takes the GPS position, XMP and comments out of a JPEG and keeps its pixels', async () => {
    const original = jpegWithGps();
    expect(contains(original, 'Exif')).toBe(true);
    const { body, type } = await uploadAndRead(original, 'IMG_0001.JPG', 'image/jpeg');
    expect(type).toBe('image/jpeg');
    for (const trace of ['Exif', 'GPSLatitude', 'xmpmeta', 'shot at home']) expect(contains(body, trace)).toBe(false);
    expect(await metadataOf(body)).toEqual(NONE);
    expect((await sharp(body).metadata()).width).toBe(1);
    // JPEG is lossy: a grey 1 x 1 image stays grey within a step or two.
    const [before, after] = [await pixels(jpeg()), await pixels(body)];
    expect(Math.abs((after[0] ?? 0) - (before[0] ?? 0))).toBeLessThanOrEqual(2);
  });

  it('takes the text, Exif and other ancillary chunks out of a PNG', async () => {
    const { body, type } = await uploadAndRead(pngWithText(), 'card.png', 'image/png');
    expect(type).toBe('image/png');
    expect(contains(body, 'tEXt')).toBe(false);
    expect(contains(body, 'GPS')).toBe(false);
    expect(contains(body, 'eXIf')).toBe(false);
    expect(await metadataOf(body)).toEqual(NONE);
    expect((await pixels(body)).equals(await pixels(png()))).toBe(true);
  });

  it('takes ICC, Exif and XMP out of a WebP and clears their flags', async () => {
    const { body, type } = await uploadAndRead(webpWithMetadata(), 'card.webp', 'image/webp');
    expect(type).toBe('image/webp');
    for (const trace of ['ICCP', 'EXIF', 'XMP ', 'xmpmeta', 'fake icc']) expect(contains(body, trace)).toBe(false);
    expect(await metadataOf(body)).toEqual(NONE);
    expect(body.readUInt32LE(4)).toBe(body.length - 8);
    const plain = (await uploadAndRead(plainWebp(), 'plain.webp', 'image/webp')).body;
    expect((await sharp(plain).metadata()).format).toBe('webp');
  });

  it('goes by the bytes, not the name or type the client claims', async () => {
    const answer = await upload(app, owner.token, png(), 'document.pdf', 'application/pdf');
    expect(answer.code).toBe(1);
    expect(answer.data!.url).toMatch(/\.png$/);
  });

  it('refuses an HTML page named .png', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const answer = await upload(app, owner.token, html, 'cute.png', 'image/png');
    expect(answer).toEqual({ code: CODE.UPLOAD_REJECTED, msg: 'Only JPEG, PNG and WebP images can be uploaded', data: null });
  });

  it('refuses files that start like an image and then lie', async () => {
    const damaged = { code: CODE.UPLOAD_REJECTED, msg: 'The image is damaged or is not the kind of file it claims to be', data: null };
    // A PNG signature followed by a script.
    const fakePng = Buffer.concat([png().subarray(0, 8), Buffer.from('<script>alert(1)</script>')]);
    expect(await upload(app, owner.token, fakePng)).toEqual(damaged);
    // A chunk whose checksum does not match.
    const badCrc = Buffer.from(png());
    badCrc[30] = (badCrc[30] ?? 0) ^ 0xff;
    expect(await upload(app, owner.token, badCrc)).toEqual(damaged);
    // Pixel data that inflates to less than the header promises.
    const header = pngChunk('IHDR', Buffer.from([0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0]));
    const short = Buffer.concat([png().subarray(0, 8), header, png().subarray(33)]);
    expect(await upload(app, owner.token, short)).toEqual(damaged);
    // A JPEG cut off before its end.
    expect(await upload(app, owner.token, jpeg().subarray(0, 60), 'a.jpg', 'image/jpeg')).toEqual(damaged);
    // A RIFF WEBP with no image in it.
    expect(await upload(app, owner.token, Buffer.from('RIFF\x0c\x00\x00\x00WEBPJUNK\x00\x00\x00\x00', 'latin1'), 'a.webp')).toEqual(
      damaged,
    );
  });

  it('keeps whatever hides after the end of the image out of the stored file', async () => {
    const smuggled = Buffer.concat([png(), Buffer.from('<?php system($_GET[1]); ?>')]);
    const { body } = await uploadAndRead(smuggled, 'x.png', 'image/png');
    expect(contains(body, 'php')).toBe(false);
    expect((await pixels(body)).equals(await pixels(png()))).toBe(true);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(app, owner.token, big);
    expect(answer).toMatchObject({ code: CODE.TOO_LARGE, msg: 'The image is larger than 5 MB' });
  });

  it('refuses a request without the file field, and guests', async () => {
    const noFile = await call(app, 'POST', '/api/common/image_upload', { file: 'text' }, auth(owner.token));
    expect(noFile).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Choose an image to upload' });
    expect((await upload(app, 'not-a-token', png())).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('opens an image only for its owner and operators', async () => {
    const { url } = await uploadAndRead(png(), 'mine.png', 'image/png');
    const stranger = await realUser(app, 'stranger@example.com');
    const theirs = await stored(url, stranger.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body.toString())).toMatchObject({ code: CODE.NOT_FOUND });
    const guest = await app.http.inject({ method: 'GET', url });
    expect(guest.json()).toMatchObject({ code: CODE.NOT_LOGGED_IN });
    const operator = await stored(url, await operatorToken(app));
    expect(operator.status).toBe(200);
    expect((await pixels(operator.body)).equals(await pixels(png()))).toBe(true);
    const traversal = await stored('/api/common/upload/..%2F..%2Fetc%2Fpasswd');
    expect(JSON.parse(traversal.body.toString())).toMatchObject({ code: CODE.BAD_INPUT });
  });
});

describe('a decompression bomb', () => {
  it('is refused without inflating it', async () => {
    // A header promising 6000 x 6000 16-bit RGBA pixels (288 MB once inflated) over a few bytes of data.
    const header = pngChunk('IHDR', Buffer.from([0, 0, 0x17, 0x70, 0, 0, 0x17, 0x70, 16, 6, 0, 0, 0]));
    const bomb = Buffer.concat([png().subarray(0, 8), header, png().subarray(33)]);
    const answer = await upload(app, owner.token, bomb);
    expect(answer.code).toBe(CODE.UPLOAD_REJECTED);
  });

  it('is refused from its header when it promises more pixels than the limit, however small the file', async () => {
    // 20000 x 20000 8-bit grey: 400 megapixels promised by a PNG of a hundred bytes.
    const header = pngChunk('IHDR', Buffer.from([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 0, 0, 0, 0]));
    const bomb = Buffer.concat([png().subarray(0, 8), header, png().subarray(33)]);
    const answer = await upload(app, owner.token, bomb);
    expect(answer).toMatchObject({ code: CODE.UPLOAD_REJECTED, msg: 'The image has too many pixels: at most 50 megapixels' });
  });
});

describe('many uploads', () => {
  it('are limited per user and window, and allowed again in the next window', async () => {
    const busy = await realUser(app, 'busy@example.com');
    app.clock.set(Math.ceil(app.clock.now() / 600_000) * 600_000);
    const answers = [];
    for (let index = 0; index < 31; index += 1) answers.push(await upload(app, busy.token, png()));
    expect(answers.slice(0, 30).every((answer) => answer.code === 1)).toBe(true);
    expect(answers[30]).toMatchObject({ code: CODE.RATE_LIMITED, msg: 'Too many requests. Try again in 600 seconds.' });
    app.clock.advance(600_000);
    expect((await upload(app, busy.token, png())).code).toBe(1);
  });
});
