import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_FRAME_BYTES, SOCKET_PATH } from '../../../common/socket';
import { appForTests } from '../helpers/lifecycle';

// Issue #32, defect 5: a frame over the socket's limit is the client's fault. The socket is closed with 1009
// (message too big) and the server logs a warning, not an error (errors are what an operator is paged for).

interface LogLine {
  level: number;
  msg?: string;
  err?: { code?: string };
}

const lines: LogLine[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) =>
  lines.push(
    ...chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine),
  ),
);
const app = appForTests({ config: { logLevel: 'info', publicOrigin: undefined }, logStream });
let url: string;
beforeAll(async () => {
  const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
  url = address.replace(/^http/, 'ws') + SOCKET_PATH;
});

/** Sends `frame` on a new socket and resolves with the close code the server ended it with. */
async function closedAfter(frame: string | Buffer): Promise<number> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.send(frame);
  return closed;
}

describe('a frame over the socket limit', () => {
  it('closes the socket with 1009 and logs a warning, not an error', async () => {
    // The hub answers frames up to 4 KB and refuses larger ones itself; ws ends the socket above four times that.
    const code = await closedAfter(JSON.stringify({ type: 'ping', ts: 1, pad: 'x'.repeat(MAX_FRAME_BYTES * 4) }));
    expect(code).toBe(1009);
    const refused = lines.filter((line) => line.err?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(refused.map((line) => line.level)).toEqual([40]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('serves the next socket as before', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const pong = new Promise<string>((resolve) => socket.once('message', (raw: Buffer) => resolve(raw.toString())));
    socket.send(JSON.stringify({ type: 'ping', ts: 7 }));
    expect(JSON.parse(await pong)).toEqual({ type: 'pong', ts: 7 });
    socket.terminate();
  });
});
