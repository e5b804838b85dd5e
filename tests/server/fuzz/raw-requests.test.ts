import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../helpers/invariants';
import { jpeg, png } from '../helpers/images';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { testApp, type TestApp } from '../helpers/test-app';
import { realUser, type WalletUser } from '../helpers/wallet';
import { checkAnswer } from './answers';

// Requests a browser would never build, sent as raw bytes over a real socket (so Node's own HTTP parser sees them,
// as it does in production): malformed and over-long URLs, and malformed multipart bodies on the upload. Each must
// answer below 500, in the envelope with a message, refused, and change nothing.

let app: TestApp;
let user: WalletUser;
let port: number;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1_000_000 });
  user = await realUser(app, 'raw@example.com');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends `head` (request line and headers, without the blank line) and `body` as they are; reads the answer. */
function raw(head: string, body: Buffer = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(top.split(' ')[1] ?? 0);
      const chunked = /transfer-encoding: chunked/i.test(top);
      const payload = rest.join('\r\n\r\n');
      resolve({ status, body: chunked ? dechunk(payload) : payload });
    });
    socket.write(
      Buffer.concat([
        Buffer.from(`${head}\r\nHost: 127.0.0.1\r\nlang: en\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`, 'latin1'),
        body,
      ]),
    );
  });
}

function dechunk(payload: string): string {
  let out = '';
  let rest = payload;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/** Checks one raw request; unless `mayAccept` (the call ignores what was malformed), code 1 is a failure. */
async function expectRefusedUnchanged(label: string, send: () => Promise<RawAnswer>, mayAccept = false): Promise<string[]> {
  const before = await fingerprint(app.database.db);
  const answer = await send();
  const checked = checkAnswer(answer.status, answer.body, 'en');
  const problems = [...checked.problems];
  if (checked.code === 1 && !mayAccept) problems.push('accepted');
  const changed = changedTables(before, await fingerprint(app.database.db));
  if (changed.length > 0 && checked.code !== 1) problems.push(`a refusal changed ${changed.join(', ')}`);
  return problems.map((problem) => `${label}: ${problem} (${checked.summary.slice(0, 120)})`);
}

/** Label, URL, and whether the call may answer code 1 (it takes no parameter, so a malformed one is dropped). */
const URLS: readonly [string, string, boolean?][] = [
  ['a lone percent at the end of the path', '/api/health%'],
  ['a bad percent escape in the path', '/api/health%zz'],
  ['a percent as the whole segment', '/api/%'],
  ['an encoded NUL in the path', '/api/health%00'],
  ['encoded slashes climbing out', '/api/health/..%2f..%2fuser%2finfo'],
  ['a bad escape in the query', '/v2/api/forex/kline?forex_id=%&period=%zz'],
  ['a percent key and value on a call without parameters', '/api/user/info?%=%', true],
  ['five hundred repeated parameters', `/v2/api/forex/search?${'searchCurrency=a&'.repeat(500)}`],
  ['an upload name of 150 characters', `/api/common/upload/${'a'.repeat(150)}.png`],
  ['an unknown API path of 8 KB', `/api/${'x'.repeat(8_000)}`],
  ['a URL over 16 KB', `/api/health?x=${'a'.repeat(17_000)}`],
];

describe('malformed and over-long URLs', () => {
  it('answer in the envelope, below 500, and change nothing', async () => {
    const problems: string[] = [];
    for (const [label, url, mayAccept] of URLS) {
      problems.push(
        ...(await expectRefusedUnchanged(
          `GET ${label} (${url.slice(0, 60)})`,
          () => raw(`GET ${url} HTTP/1.1\r\nAuthorization: ${user.token}`),
          mayAccept,
        )),
      );
    }
    expect(problems).toEqual([]);
  });
});

const BOUNDARY = 'meridian-raw-boundary';
const part = (headers: string, bytes: Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, 'latin1'), bytes, Buffer.from('\r\n', 'latin1')]);
const fileHeaders = (name = 'file', filename = 'photo.png', type = 'image/png') =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`;
const end = Buffer.from(`--${BOUNDARY}--\r\n`, 'latin1');

/** Label, content type, body, and whether it may be accepted (a well-formed first file is taken; the rest ignored). */
const MULTIPART: readonly [string, string, Buffer, boolean?][] = [
  ['no boundary', 'multipart/form-data', Buffer.from('garbage garbage')],
  ['a boundary the body does not use', 'multipart/form-data; boundary=other', Buffer.concat([part(fileHeaders(), png()), end])],
  [
    'unterminated',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${fileHeaders()}\r\n\r\n`, 'latin1'), png()]),
  ],
  ['garbage after the header', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from([0, 1, 2, 255, 254, 13, 10, 45, 45])],
  ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0)],
  ['only the closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, end],
  ['the file under another field', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.concat([part(fileHeaders('photo'), png()), end])],
  [
    'two files',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(fileHeaders(), png()), part(fileHeaders(), jpeg()), end]),
    true,
  ],
  [
    'a text field before the file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part('Content-Disposition: form-data; name="x"', Buffer.from('1')), part(fileHeaders(), png()), end]),
  ],
  [
    'a part without a disposition',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part('Content-Type: image/png', png()), end]),
  ],
  [
    'a file name of 300 characters',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(fileHeaders('file', `${'n'.repeat(300)}.png`), Buffer.from('not an image')), end]),
  ],
  [
    'text called an image',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(fileHeaders(), Buffer.from('<?php echo 1; ?>')), end]),
  ],
  ['an empty file', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.concat([part(fileHeaders(), Buffer.alloc(0)), end])],
  ['a truncated PNG', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.concat([part(fileHeaders(), png().subarray(0, 40)), end])],
  [
    'a file over 5 MB',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(fileHeaders(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)), end]),
  ],
  ['a boundary of 200 characters', `multipart/form-data; boundary=${'b'.repeat(200)}`, Buffer.from(`--${'b'.repeat(200)}--\r\n`)],
];

describe('malformed multipart on the upload', () => {
  it('answers in the envelope, below 500, refused, and stores nothing', async () => {
    const problems: string[] = [];
    for (const [label, contentType, body, mayAccept] of MULTIPART) {
      problems.push(
        ...(await expectRefusedUnchanged(
          `upload with ${label}`,
          () => raw(`POST /api/common/image_upload HTTP/1.1\r\nAuthorization: ${user.token}\r\nContent-Type: ${contentType}`, body),
          mayAccept,
        )),
      );
    }
    problems.push(
      ...(await expectRefusedUnchanged('multipart sent to a call that takes a form', () =>
        raw(
          `POST /api/account/transfer HTTP/1.1\r\nAuthorization: ${user.token}\r\nIdempotency-Key: raw-multipart-1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}`,
          Buffer.concat([part('Content-Disposition: form-data; name="balance"', Buffer.from('1')), end]),
        ),
      )),
    );
    expect(problems).toEqual([]);
    await assertLedgerInvariants(app.database.db);
  });

  it('still takes a good upload afterwards (the refusals did not wedge the parser)', async () => {
    const answer = await raw(
      `POST /api/common/image_upload HTTP/1.1\r\nAuthorization: ${user.token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.concat([part(fileHeaders(), png()), end]),
    );
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1 });
  });
});
