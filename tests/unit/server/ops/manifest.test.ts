import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupError } from '../../../../server/ops/backup-error';
import type { DatabaseContents } from '../../../../server/ops/contents';
import { CHECKSUMS, FORMAT, FORMAT_VERSION, MANIFEST, verifyBackup, writeManifest, type Manifest } from '../../../../server/ops/manifest';

// A backup's manifest and checksums: a restore trusts nothing it has not checked, and says which file is wrong.

const CONTENTS: DatabaseContents = {
  schemaVersion: '0109',
  users: 3,
  journals: 10,
  postings: 24,
  lastJournalId: '10',
  ledgerTotal: '0.00',
  balancesDigest: 'd41d8cd98f00b204e9800998ecf8427e',
};

let dir: string;

function put(relative: string, text: string): { path: string; bytes: number; sha256: string } {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { path: relative, bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

function manifestOf(files: Manifest['files']): Manifest {
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: '2026-11-23T12:00:00.000Z',
    app: { name: 'meridian', version: '0.1.0' },
    node: 'v20.20.2',
    database: { kind: 'pglite', file: 'database/pglite.tar.gz', method: 'test', engine: 'test', tool: 'test', contents: CONTENTS },
    files,
  };
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'meridian-manifest-'));
  await writeManifest(dir, manifestOf([put('database/pglite.tar.gz', 'the database'), put('data/uploads/a.png', 'an upload')]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a backup manifest', () => {
  it('verifies a whole backup, and SHA256SUMS is what sha256sum -c reads', async () => {
    const manifest = await verifyBackup(dir);
    expect(manifest.database.contents).toEqual(CONTENTS);
    const sums = readFileSync(path.join(dir, CHECKSUMS), 'utf8').trim().split('\n');
    expect(sums).toHaveLength(3);
    for (const line of sums) expect(line).toMatch(/^[0-9a-f]{64} {2}(database\/pglite\.tar\.gz|data\/uploads\/a\.png|manifest\.json)$/);
  });

  it('names a file whose bytes changed', async () => {
    writeFileSync(path.join(dir, 'data/uploads/a.png'), 'an uplaod');
    await expect(verifyBackup(dir)).rejects.toThrow(/data\/uploads\/a\.png: checksum mismatch/);
  });

  it('names a file that is missing or shorter, and one the manifest does not list', async () => {
    rmSync(path.join(dir, 'database/pglite.tar.gz'));
    writeFileSync(path.join(dir, 'data/uploads/a.png'), 'an');
    writeFileSync(path.join(dir, 'data/stray.txt'), 'not backed up');
    const error = await verifyBackup(dir).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain('database/pglite.tar.gz: missing');
    expect((error as Error).message).toContain('data/uploads/a.png: 2 bytes, the manifest says 9');
    expect((error as Error).message).toContain('data/stray.txt: not in the manifest');
  });

  it('refuses a manifest edited after it was written', async () => {
    const file = path.join(dir, MANIFEST);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"journals": 10', '"journals": 11'));
    await expect(verifyBackup(dir)).rejects.toThrow(/manifest\.json does not match its checksum/);
  });

  it('refuses a path that would leave the backup, even with matching checksums', async () => {
    await writeManifest(
      dir,
      manifestOf([put('database/pglite.tar.gz', 'the database'), { path: 'data/../../etc/passwd', bytes: 1, sha256: 'a'.repeat(64) }]),
    );
    await expect(verifyBackup(dir)).rejects.toThrow(/data\/\.\.\/\.\.\/etc\/passwd: not a path inside the backup/);
  });

  it('refuses a folder that is not a backup, or an unknown format version', async () => {
    await expect(verifyBackup(path.join(dir, 'nowhere'))).rejects.toThrow(/is not a backup directory/);
    rmSync(path.join(dir, MANIFEST));
    await expect(verifyBackup(dir)).rejects.toThrow(/holds no manifest\.json/);
    await writeManifest(dir, { ...manifestOf([put('database/pglite.tar.gz', 'the database')]), formatVersion: 2 as typeof FORMAT_VERSION });
    await expect(verifyBackup(dir)).rejects.toThrow(/format version 2; this Meridian reads version 1/);
  });
});
