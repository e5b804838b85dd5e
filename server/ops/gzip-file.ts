import { Worker } from 'node:worker_threads';

// A snapshot's tar, gzipped and written to a file on a worker thread. On the server's own thread the work would
// stall every request for as long as it takes, and a socket or file stream fed from a thread busy with requests and
// the embedded database moves one buffer per turn of its event loop: 45 MB took 9 s to cross a Unix socket from a
// server under the backup test's load. The worker takes the tar's memory with it (transferred, not copied), and
// its file is flushed to disk before it answers.

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { closeSync, fsyncSync, openSync, writeSync } = require('node:fs');
const { gzipSync } = require('node:zlib');
try {
  const gzipped = gzipSync(new Uint8Array(workerData.tar), { level: 1 });
  const fd = openSync(workerData.file, 'wx', 0o600);
  try {
    for (let offset = 0; offset < gzipped.length; ) offset += writeSync(fd, gzipped, offset, gzipped.length - offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  parentPort.postMessage({ bytes: gzipped.length, sha256: createHash('sha256').update(gzipped).digest('hex') });
} catch (error) {
  parentPort.postMessage({ error: String((error && error.message) || error) });
}
`;

/** Gzips `tar` (level 1: a data directory shrinks 7 to 20 times, at several times level 6's pace) into `file`, which
 * must not exist; answers the file's size and SHA-256. */
export async function gzipToFile(tar: Blob, file: string): Promise<{ bytes: number; sha256: string }> {
  const buffer = await tar.arrayBuffer();
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { tar: buffer, file }, transferList: [buffer] });
    worker.once('message', (answer: { bytes: number; sha256: string } | { error: string }) => {
      if ('error' in answer) reject(new Error(`the snapshot could not be written to ${file}: ${answer.error}`));
      else resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the snapshot's writer stopped (exit ${code})`));
    });
  });
}
