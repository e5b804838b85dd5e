import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../../server/db/database';
import { loadServerI18n } from '../../../../server/i18n/catalogs';
import { statementPdf, type StatementDocument, type StatementRow } from '../../../../server/statements/statement-pdf';

// The statements' PDF frame, without a server: it reads its rows only as fast as its reader takes the pages, and
// records the SHA-256 digest of its canonical text once the document is complete.

const BATCHES = 100;
const ROWS_PER_BATCH = 100;

function recordingDb(): { db: Queryable; recorded: unknown[][] } {
  const recorded: unknown[][] = [];
  const db = {
    query: (_sql: string, params: unknown[] = []) => {
      recorded.push(params);
      return Promise.resolve([]);
    },
  } as unknown as Queryable;
  return { db, recorded };
}

async function documentOf(rows: AsyncIterable<StatementRow[]>): Promise<StatementDocument> {
  const translate = (await loadServerI18n()).translator('en');
  return {
    kind: 'account',
    title: 'Account statement',
    userId: 7,
    accountNumber: '12345678',
    period: { from: '2026-03-01', to: '2026-03-31' },
    generatedAt: Date.UTC(2026, 3, 1, 8, 0, 0, 250),
    demo: false,
    locale: 'en',
    translate,
    notes: ['All amounts are in USD'],
    columns: [
      { header: 'Reference', width: 1, figures: true },
      { header: 'Description', width: 3 },
    ],
    rows,
    summary: () => ['Checked'],
    verifyAddress: '/api/statement/verify?digest={digest}',
  };
}

describe('the statement PDF frame', () => {
  it('reads the next batch only once the reader took the pages of the last', { timeout: 30_000 }, async () => {
    let pulled = 0;
    async function* rows(): AsyncGenerator<StatementRow[]> {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        // A batch comes from the database, later.
        await Promise.resolve();
        pulled += 1;
        yield Array.from({ length: ROWS_PER_BATCH }, (_, index) => ({ cells: [String(batch * ROWS_PER_BATCH + index), 'A movement'] }));
      }
    }
    const { db, recorded } = recordingDb();
    const stream = statementPdf(db, await documentOf(rows()));
    // Nobody reads: once the stream holds what it may, the frame waits rather than writing the whole document.
    let waitedAt = -1;
    while (pulled !== waitedAt && pulled < BATCHES) {
      waitedAt = pulled;
      await sleep(300);
    }
    expect(waitedAt).toBeLessThan(BATCHES / 2);
    expect(stream.readableLength).toBeLessThan(1024 * 1024);
    expect(recorded).toEqual([]);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(pulled).toBe(BATCHES);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // The digest is of the canonical text, recorded with the kind, the period and the time as printed (to the second).
    const canonical = [
      'meridian-statement/1',
      'kind account',
      'account 12345678',
      'period 2026-03-01 2026-03-31',
      'generated 2026-04-01T08:00:00Z',
      'note "All amounts are in USD"',
      ...Array.from({ length: BATCHES * ROWS_PER_BATCH }, (_, index) => `row ${JSON.stringify([String(index), 'A movement'])}`),
      'summary "Checked"',
    ];
    const digest = createHash('sha256')
      .update(`${canonical.join('\n')}\n`)
      .digest('hex');
    expect(recorded).toEqual([[digest, 7, 'account', '2026-03-01', '2026-03-31', new Date(Date.UTC(2026, 3, 1, 8, 0, 0))]]);
  });

  it('stops reading, and records nothing, when the reader goes away', async () => {
    let pulled = 0;
    async function* rows(): AsyncGenerator<StatementRow[]> {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        // A batch comes from the database, later.
        await Promise.resolve();
        pulled += 1;
        yield Array.from({ length: ROWS_PER_BATCH }, (_, index) => ({ cells: [String(index), 'A movement'] }));
      }
    }
    const { db, recorded } = recordingDb();
    const stream = statementPdf(db, await documentOf(rows()));
    await sleep(100);
    stream.destroy();
    const goneAt = pulled;
    await sleep(300);
    expect(pulled).toBeLessThanOrEqual(goneAt + 1);
    expect(pulled).toBeLessThan(BATCHES);
    expect(recorded).toEqual([]);
  });
});
