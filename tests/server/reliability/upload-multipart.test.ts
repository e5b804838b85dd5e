import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { png } from '../helpers/images';
import { testApp, type TestApp } from '../helpers/test-app';
import { realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// Defect 5: a malformed multipart body is the client's mistake and answers a translated refusal, never a 500.
// Defect 7: a served upload keeps its own locked-down CSP, not the app's.

let app: TestApp;
let owner: WalletUser;
beforeAll(async () => {
  app = await testApp();
  owner = await realUser(app, 'multipart@example.com');
});
afterAll(() => app.close());

async function post(contentType: string, payload: Buffer | string): Promise<{ status: number; body: { code: number; msg: string } }> {
  const response = await app.http.inject({
    method: 'POST',
    url: '/api/common/image_upload',
    payload,
    headers: { 'content-type': contentType, authorization: owner.token, lang: 'en' },
  });
  return { status: response.statusCode, body: response.json() };
}

const part = (boundary: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      'latin1',
    ),
    bytes,
  ]);

describe('malformed multipart', () => {
  const cases: [string, string, Buffer | string][] = [
    ['no boundary', 'multipart/form-data', part('x', png())],
    ['a wrong boundary', 'multipart/form-data; boundary=other', Buffer.concat([part('x', png()), Buffer.from('\r\n--x--\r\n')])],
    ['an unterminated body', 'multipart/form-data; boundary=x', part('x', png())],
    ['garbage', 'multipart/form-data; boundary=x', Buffer.from('\u0000\u00ff garbage \r\n--x\r\n\r\n\r\n--')],
    ['an empty body', 'multipart/form-data; boundary=x', ''],
    ['a part with no headers', 'multipart/form-data; boundary=x', '--x\r\n\r\nhello\r\n--x--\r\n'],
  ];
  for (const [name, contentType, payload] of cases) {
    it(`answers ${name} with a refusal`, async () => {
      const { status, body } = await post(contentType, payload);
      expect(status).toBeLessThan(500);
      expect(body.code).not.toBe(CODE.OK);
      expect(body.code).not.toBe(CODE.INTERNAL);
      expect(body.msg.length).toBeGreaterThan(0);
    });
  }

  it('still takes a good upload afterwards', async () => {
    expect(await uploadedUrl(app, owner.token)).toMatch(/^\/api\/common\/upload\//);
  });
});

describe('a served upload', () => {
  it('carries its own sandboxing CSP, not the app one', async () => {
    const url = await uploadedUrl(app, owner.token);
    const response = await app.http.inject({ method: 'GET', url, headers: { authorization: owner.token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
