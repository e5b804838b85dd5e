import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Phones on patchy networks should download as little as possible: each text asset is written beside itself as
// .br and .gz at build time (once, at the highest level), and the server sends the one the browser accepts.

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))),
  );
  return nested.flat();
}

export async function compressDist(dist: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(dist)).filter((file) => COMPRESSIBLE.test(file));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    bytes += content.length;
    brotliBytes += br.length;
    count += 1;
  }
  return { files: count, bytes, brotliBytes };
}
