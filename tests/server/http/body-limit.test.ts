import { request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { demoTrader } from '../helpers/trading';

// Issue #32, defect 5: a body over the limit whose Content-Length says so is answered 413 (the envelope) from its
// headers, before any of the body is read, and the client gets that answer whether it reads while it writes or
// writes its whole body first: the server reads the rest and drops it rather than closing on a client still
// writing (which left Node's client with EPIPE). Over real sockets: inject has no connection to close.

const app = appForTests();
const port = madeBeforeTests(async () => {
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  return { value: (app.http.server.address() as AddressInfo).port };
});
const trader = madeBeforeTests(() => demoTrader(app), 'a user who may upload');

const EIGHT_MB = 8 * 1024 * 1024;

interface Outcome {
  status: number | undefined;
  connection: string | undefined;
  body: unknown;
  /** The request's errors (EPIPE, ECONNRESET), in order. */
  errors: string[];
}

/** POSTs `size` bytes the way Node's client does, all of it written at once, and waits until the request is over. */
function post(path: string, size: number, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: undefined, connection: undefined, body: undefined, errors: [] };
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: port.value,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': size, lang: 'en', ...headers },
      },
      (response) => {
        outcome.status = response.statusCode;
        outcome.connection = response.headers.connection;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          outcome.body = JSON.parse(text) as unknown;
        });
      },
    );
    outgoing.on('error', (error: Error & { code?: string }) => outcome.errors.push(error.code ?? error.message));
    // Over once the socket is closed or the request is done with it (an error comes before its close).
    outgoing.on('close', () => setImmediate(() => resolve(outcome)));
    outgoing.end(Buffer.alloc(size, 'a'));
  });
}

/** Sends only the head of a request (no body byte) and resolves with what the server answers to it. */
function headOnly(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port.value, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      // The whole answer is in once its body (an envelope) is.
      if (/\r\n\r\n\{.*\}$/s.test(text)) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

describe('a body over the limit, declared by its Content-Length', () => {
  it('is answered 413 with the envelope to a client that writes all 8 MB before it reads, with no EPIPE', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = await post('/api/user/login', EIGHT_MB);
      expect(outcome).toMatchObject({ status: 413, body: { code: CODE.TOO_LARGE, msg: 'The request is too large', data: null } });
      expect(outcome.errors).toEqual([]);
      // The rest of the body was read and dropped: the connection can carry the next request.
      expect(outcome.connection).not.toBe('close');
    }
  });

  it('is answered from the headers alone, before a byte of the body is sent', async () => {
    const answer = await headOnly(
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nlang: en\r\nContent-Type: application/json\r\nContent-Length: ${EIGHT_MB}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"code":1013,"msg":"The request is too large","data":null}');
  });

  it('answers an image upload over 5 MB from its headers, with the upload message', async () => {
    const answer = await headOnly(
      `POST /api/common/image_upload HTTP/1.1\r\nHost: x\r\nlang: en\r\nAuthorization: ${trader.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${EIGHT_MB}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"code":1013,"msg":"The image is larger than 5 MB","data":null}');
    const written = await post('/api/common/image_upload', EIGHT_MB, {
      'content-type': 'multipart/form-data; boundary=x',
      authorization: trader.token,
    });
    expect(written).toMatchObject({ status: 413, errors: [] });
  });

  it('closes the connection after the answer when the declared body is too large to be worth reading', async () => {
    const answer = await headOnly(
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nlang: en\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024 * 1024}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
