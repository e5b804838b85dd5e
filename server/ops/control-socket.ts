import { chmod, copyFile, mkdir, readdir, rename, unlink } from 'node:fs/promises';
import { constants } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Database } from '../db/database';
import { BackupError } from './backup-error';
import { readContents, type DatabaseContents } from './contents';
import { gzipToFile } from './gzip-file';
import { sha256File } from './manifest';

// The embedded database lives inside the server's process: another process must not open the same PGlite
// directory while the server runs (nothing in PGlite stops it, and two backends writing one directory corrupt it).
// So the running server copies its own database when asked. It listens on a Unix socket in DATA_DIR/run, a folder
// only its user may enter (the user who may read DATA_DIR itself); `npm run backup` connects and sends one line,
// {"command":"snapshot"}. The server takes the snapshot (Database.snapshot: PGlite's dumpDataDir in one turn),
// gzips it into DATA_DIR/run/snapshot-<pid>-<n>.tar.gz on a worker thread (gzip-file.ts), and answers one line of
// JSON: the snapshot's time, engine and contents, and the file's name, size and SHA-256. The client moves the file
// into the backup and closes the connection; the server then removes whatever is left of it. The socket also shows
// a second server started on the same DATA_DIR that one is running there already.

const SOCKET_DIR = 'run';
const SOCKET_NAME = 'control.sock';
/** Linux's limit on a Unix socket's path (sun_path, 108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH_BYTES = 107;
/** How long a connection may take to send its one request line, and how long that line may be. */
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_REQUEST_BYTES = 1_024;
const MAX_ANSWER_BYTES = 65_536;
const SNAPSHOT_FILE = /^snapshot-\d+-\d+\.tar\.gz$/;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_DIR, SOCKET_NAME);
}

/** Whether this DATA_DIR's control socket fits a Unix socket's path; a server on a DATA_DIR where it does not has none. */
export function controlSocketFits(dataDir: string): boolean {
  return Buffer.byteLength(controlSocketPath(dataDir)) <= MAX_SOCKET_PATH_BYTES;
}

/** What the manifest records of a snapshot, read in the same turn as it was taken. */
export interface SnapshotInfo {
  /** When the snapshot was taken (ISO 8601, UTC). */
  takenAt: string;
  /** SELECT version() of the embedded engine. */
  engine: string;
  contents: DatabaseContents;
}

/** The server's answer: the snapshot's facts, and where its gzipped tar waits in DATA_DIR/run. */
export interface SnapshotAnswer extends SnapshotInfo {
  ok: true;
  file: string;
  bytes: number;
  sha256: string;
}

type Answer = SnapshotAnswer | { ok: false; error: string };

/** The embedded database's snapshot (Database.snapshot) with what the backup's manifest records of it. */
export async function snapshotOf(db: Database, now: () => number): Promise<{ info: SnapshotInfo; tar: Blob }> {
  if (!db.snapshot) throw new Error('only the embedded database is copied through the server');
  const { inspected, tar } = await db.snapshot(async (tx) => {
    const [version] = await tx.query<{ version: string }>('SELECT version() AS version');
    return { takenAt: new Date(now()).toISOString(), engine: version?.version ?? '', contents: await readContents(tx) };
  });
  return { info: inspected, tar };
}

/** Another server answers on this DATA_DIR's control socket: a second one must not open the same database. */
export class AnotherServerError extends Error {
  override name = 'AnotherServerError';
}

export interface ControlSocket {
  readonly path: string;
  /** Answers snapshot requests from `db` from now on (until then a request is told the server is starting). */
  serve(db: Database, now: () => number): void;
  close(): Promise<void>;
}

function listen(server: Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(file, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Whether something accepts connections on the socket `file`. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const removeQuietly = (file: string) => unlink(file).catch(() => undefined);

/**
 * Takes this DATA_DIR's control socket for the server starting on it, before it opens the database. Throws an
 * AnotherServerError when a server answers there already; a socket left by a server that died is replaced, and
 * snapshot files it left are removed. Where no socket can be made (a path longer than Unix sockets allow, a file
 * system without them) it says so through `warn` and answers undefined: the server runs, without online backups.
 */
export async function claimControlSocket(dataDir: string, warn: (message: string) => void): Promise<ControlSocket | undefined> {
  const file = controlSocketPath(dataDir);
  const dir = path.dirname(file);
  if (!controlSocketFits(dataDir)) {
    warn(
      `Online backups are off: the control socket's path ${file} is longer than ${MAX_SOCKET_PATH_BYTES} bytes (a Unix socket's limit). ` +
        'Use a shorter DATA_DIR to take backups while the server runs.',
    );
    return undefined;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  let serving: { db: Database; now: () => number } | undefined;
  let busy = false;
  let taken = 0;
  const connections = new Set<Socket>();

  async function snapshotTo(socket: Socket): Promise<void> {
    if (!serving) return reply(socket, { ok: false, error: 'the server is still starting; try again in a moment' });
    if (busy) return reply(socket, { ok: false, error: 'a backup is being taken already; try again when it has finished' });
    const { db, now } = serving;
    busy = true;
    const name = `snapshot-${process.pid}-${(taken += 1)}.tar.gz`;
    const snapshotFile = path.join(dir, name);
    try {
      const { info, tar } = await snapshotOf(db, now);
      const written = await gzipToFile(tar, snapshotFile);
      if (socket.destroyed) {
        await removeQuietly(snapshotFile);
        return;
      }
      // The client moves the file away before it closes; whatever is left then goes.
      socket.once('close', () => void removeQuietly(snapshotFile));
      socket.write(`${JSON.stringify({ ok: true, ...info, file: name, ...written } satisfies SnapshotAnswer)}\n`);
    } catch (error) {
      await removeQuietly(snapshotFile);
      reply(socket, { ok: false, error: (error as Error).message });
    } finally {
      busy = false;
    }
  }

  function reply(socket: Socket, answer: Answer): void {
    if (!socket.destroyed) socket.end(`${JSON.stringify(answer)}\n`);
  }

  function handle(socket: Socket): void {
    let request = '';
    socket.on('error', () => undefined);
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      const newline = request.indexOf('\n');
      if (newline < 0) {
        if (request.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      let command: unknown;
      try {
        command = (JSON.parse(request.slice(0, newline)) as { command?: unknown }).command;
      } catch {
        command = undefined;
      }
      if (command === 'snapshot') void snapshotTo(socket);
      else reply(socket, { ok: false, error: 'unknown command (the one known is "snapshot")' });
    };
    socket.on('data', onData);
  }

  const server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    handle(socket);
  });
  try {
    await listen(server, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
      warn(`Online backups are off: the control socket ${file} could not be opened (${(error as Error).message}).`);
      return undefined;
    }
    if (await answers(file)) {
      throw new AnotherServerError(
        `Meridian cannot start: another server is running on this DATA_DIR (it answers at ${file}). ` +
          'The embedded database takes one server at a time: stop the other one first.',
      );
    }
    // Left behind by a server that did not stop cleanly.
    await unlink(file);
    await listen(server, file);
  }
  await chmod(file, 0o600);
  for (const name of await readdir(dir)) if (SNAPSHOT_FILE.test(name)) await removeQuietly(path.join(dir, name));
  return {
    path: file,
    serve: (db, now) => {
      serving = { db, now };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A backup still being handed over is cut (its client is told); the server does not wait on it.
        for (const socket of connections) socket.destroy();
      }),
  };
}

/** Reads the one line of JSON the server answers. */
async function readAnswer(socket: Socket): Promise<Answer> {
  let pending = '';
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    pending += chunk.toString('utf8');
    const newline = pending.indexOf('\n');
    if (newline >= 0) {
      try {
        return JSON.parse(pending.slice(0, newline)) as Answer;
      } catch {
        break;
      }
    }
    if (pending.length > MAX_ANSWER_BYTES) break;
  }
  throw new BackupError(
    pending === ''
      ? 'The server closed the control socket without answering.'
      : 'The control socket answered something that is not a Meridian server.',
  );
}

/**
 * Asks the server running on `dataDir` for a snapshot and moves its gzipped tar to `target` (checking its SHA-256);
 * answers what the server said of it, or null when no server answers there (no socket, or one left by a server
 * that is gone).
 */
export async function requestSnapshot(dataDir: string, target: string): Promise<SnapshotAnswer | null> {
  const file = controlSocketPath(dataDir);
  const socket = await new Promise<Socket | null>((resolve, reject) => {
    const attempt = connect(file);
    attempt.once('connect', () => resolve(attempt));
    attempt.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(new BackupError(`The control socket ${file} could not be reached: ${error.message}`));
    });
  });
  if (!socket) return null;
  socket.on('error', () => undefined);
  try {
    socket.write(`${JSON.stringify({ command: 'snapshot' })}\n`);
    const answer = await readAnswer(socket);
    if (!answer.ok) throw new BackupError(`The server did not take the snapshot: ${answer.error}.`);
    if (!SNAPSHOT_FILE.test(answer.file)) throw new BackupError('The control socket answered something that is not a Meridian server.');
    const source = path.join(path.dirname(file), answer.file);
    await rename(source, target).catch(async (error: unknown) => {
      // Another file system: copied, then the server removes its copy when this connection closes.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(source, target, constants.COPYFILE_EXCL);
    });
    const moved = await sha256File(target);
    if (moved.bytes !== answer.bytes || moved.sha256 !== answer.sha256) {
      throw new BackupError(
        `The snapshot changed on its way into the backup (SHA-256 ${moved.sha256}, the server wrote ${answer.sha256}).`,
      );
    }
    return answer;
  } finally {
    socket.destroy();
  }
}
