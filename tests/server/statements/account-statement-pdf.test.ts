import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { VERIFICATIONS_PER_MINUTE } from '../../../server/http/routes/statement';
import { auth } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { demoTrader } from '../helpers/trading';
import { deposit, moneyCall, operatorToken, realUser } from '../helpers/wallet';

// The account statement as PDF (issue 39), read back by a maintained PDF parser (pdfjs-dist) in five of the product's
// scripts: the period, the account number, the opening and closing balances, a movement's reference, the "demo" mark
// on every page of a demo account's statement, and the digest at its end, which the check then confirms with the
// statement's kind and period, and nothing else.

const app = appForTests();
const MARCH_2 = Date.UTC(2026, 2, 2, 9, 30, 0);
/** A demo account's movements: enough for several pages. */
const DEMO_MOVEMENTS = 90;

const made = madeBeforeTests(async () => {
  app.clock.set(MARCH_2);
  const operator = await operatorToken(app);
  const user = await realUser(app, 'pdf-statement@example.com');
  await deposit(app, user, operator, '300.00');
  app.clock.advance(60_000);
  await moneyCall(app, user.token, '/api/account/transfer', { balance: '50', currency_id: 1, from: 1, to: 3 });
  const demo = await demoTrader(app);
  // Movements written straight into the ledger, each balanced against a house account: the pages, not the trades,
  // are what this is about.
  const db = app.database.db;
  const [funding] = await db.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'funding'", [demo.userId]);
  const [house] = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 1');
  if (!funding || !house) throw new Error('accounts missing');
  await db.query(
    `WITH made AS (
       INSERT INTO journals (cause, user_id, memo, created_at)
       SELECT 'deposit', $1, 'practice ' || n, to_timestamp(($2::bigint + n * 60000) / 1000.0) FROM generate_series(1, $3::integer) AS n
       RETURNING id
     )
     INSERT INTO postings (journal_id, account_id, bucket, amount)
     SELECT id, account, 'available', CASE WHEN account = $4 THEN 1.00 ELSE -1.00 END
     FROM made, LATERAL (VALUES ($4::integer), ($5::integer)) AS side (account)`,
    [demo.userId, MARCH_2 + 3_600_000, DEMO_MOVEMENTS, funding.id, house.id],
  );
  const uid = async (userId: number) => (await db.query<{ uid: string }>('SELECT uid FROM users WHERE id = $1', [userId]))[0]?.uid ?? '';
  // Early in April: March is the last whole month.
  app.clock.set(Date.UTC(2026, 3, 1, 8, 0, 0));
  return { user, demo, uid: await uid(user.userId), demoUid: await uid(demo.userId) };
}, 'the customers');

/** Each page's text, its pieces joined as drawn, without white space: the layout draws words apart and the parser
 * guesses the spaces between them from where they stand, so what is looked for is written without them. */
const bare = (text: string) => text.replace(/\s+/g, '');

async function pagesOf(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(bare(content.items.map((item) => ('str' in item ? item.str : '')).join('')));
  }
  await pdf.destroy();
  return pages;
}

async function download(token: string, params: Record<string, string>, lang = 'en') {
  const query = new URLSearchParams(params).toString();
  return app.http.inject({ method: 'GET', url: `/api/statement/account?${query}`, headers: { ...auth(token), lang } });
}

async function verify(digest: string, remoteAddress?: string) {
  const response = await app.http.inject({
    method: 'GET',
    url: `/api/statement/verify?digest=${encodeURIComponent(digest)}`,
    headers: { lang: 'en' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return response.json<{ code: number; msg: string; data: unknown }>();
}

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

describe('the account statement as PDF', () => {
  it.each(['en', 'ar', 'hk', 'th', 'hi'])(
    'states the period, the account, the balances, the movements and its digest (%s)',
    async (lang) => {
      const parsed: unknown = parse((await download(made.user.token, { ...MARCH, format: 'csv' })).body, { bom: true });
      const csv = parsed as string[][];
      const reference = csv.find((row) => row[2] === 'Deposit')?.[3];
      expect(reference).toMatch(/^\d+$/);

      const response = await download(made.user.token, { ...MARCH, format: 'pdf' }, lang);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      if (lang === 'en')
        expect(response.headers['content-disposition']).toBe('attachment; filename="statement 2026-03-01 to 2026-03-31.pdf"');
      else expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''.+\.pdf$/);
      const pages = await pagesOf(response.rawPayload);
      const text = pages.join('');
      for (const expected of ['2026-03-01', '2026-03-31', made.uid, reference!, '300.00', '-50.00', '250.00', '50.00', '0.00']) {
        expect(text, `${lang}: ${expected}`).toContain(expected);
      }
      if (lang === 'en') {
        for (const words of ['Account statement', 'Opening balance', 'Closing balance', 'Generated: 2026-04-01T08:00:00Z', 'Checked:']) {
          expect(text).toContain(bare(words));
        }
        expect(text).not.toContain('DEMO');
      }
      const digest = /([0-9a-f]{64})/.exec(pages.at(-1)!)?.[1];
      expect(digest, `${lang}: the digest at the end`).toBeDefined();
      expect(await verify(digest!)).toEqual({
        code: CODE.OK,
        msg: 'Success',
        data: { issued: true, kind: 'account', from: '2026-03-01', to: '2026-03-31' },
      });
      // Upper case is the same digest.
      expect((await verify(digest!.toUpperCase())).data).toEqual({ issued: true, kind: 'account', from: '2026-03-01', to: '2026-03-31' });
    },
  );

  it('marks every page of a demo account’s statement', async () => {
    const response = await download(made.demo.token, { ...MARCH, format: 'pdf' });
    expect(response.statusCode).toBe(200);
    const pages = await pagesOf(response.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page, `page ${String(index + 1)}`).toContain('DEMO');
      expect(page).toContain(`Page${String(index + 1)}`);
    });
    expect(pages[0]).toContain(made.demoUid);
    expect(pages[0]).toContain(bare('Demo account: these are practice balances, not real money'));
    // The last movement's balance: the demo grant of 10,000.00 and every one of the movements.
    expect(pages.join('')).toContain(`${String(10_000 + DEMO_MOVEMENTS)}.00`);
    expect(pages.at(-1)).toMatch(/[0-9a-f]{64}/);
  });

  it('refuses a format it does not write', async () => {
    for (const format of ['xls', 'PDF', '']) {
      const refused = (await download(made.user.token, { ...MARCH, format })).json<{ code: number }>();
      expect(refused.code, format).toBe(CODE.BAD_INPUT);
    }
  });
});

describe('the check of a statement’s digest', () => {
  it('says no for a digest no statement has, and names no one for one that has', async () => {
    expect((await verify('ab'.repeat(32))).data).toEqual({ issued: false });
  });

  it('refuses what is not a digest, in words, without a session', async () => {
    for (const digest of ['xyz', 'ab'.repeat(31), `${'ab'.repeat(32)}0`, 'g'.repeat(64)]) {
      expect(await verify(digest), digest).toEqual({
        code: CODE.BAD_INPUT,
        msg: 'The value of digest is not a statement digest: write the 64 characters (0 to 9 and a to f) printed at the end of the statement',
        data: null,
      });
    }
    const missing = await app.http.inject({ method: 'GET', url: '/api/statement/verify', headers: { lang: 'en' } });
    expect(missing.json<{ code: number }>().code).toBe(CODE.BAD_INPUT);
  });

  it(`answers ${String(VERIFICATIONS_PER_MINUTE)} checks a minute from one address, and serves another`, async () => {
    const codes: number[] = [];
    for (let index = 0; index <= VERIFICATIONS_PER_MINUTE; index += 1) codes.push((await verify('cd'.repeat(32), '203.0.113.7')).code);
    expect(codes).toEqual([...Array<number>(VERIFICATIONS_PER_MINUTE).fill(CODE.OK), CODE.RATE_LIMITED]);
    expect((await verify('cd'.repeat(32), '203.0.113.8')).code).toBe(CODE.OK);
  });
});
