import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { adminFundPage, enabledFunds, localizedFund } from '../../../../server/fund/funds';
import { adminLoanConfigPage, enabledLoanConfigs } from '../../../../server/loan/configs';
import { databaseBefore, type TestDatabase } from '../../helpers/test-db';

// Migration 0107 gives funds and loan terms texts in other languages. A fund written before it keeps its title and
// terms, now read as the English version by every language; a loan term keeps its terms, with no text yet. On
// PGlite, and on PostgreSQL 15 when TEST_DATABASE_URL is set.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('migration 0107', () => {
  it('keeps the text written before it as the English version', async () => {
    database = await databaseBefore('0107');
    const db = database.db;
    await db.query(
      `INSERT INTO funds (id, title, description, dividend_percentage, staring_sub_amount, max_sub_amount, lock_dividend_days, liquidated_damages)
       VALUES (41, 'Harbour 14-day', 'Locks the amount for 14 days; leaving early costs 3%.', 0.4, 100, 1000, 14, 3)`,
    );
    await db.query(`INSERT INTO loan_configs (id, loan_period, min_amount, max_amount, interest_rate) VALUES (42, 21, 100, 900, 6)`);

    expect(await migrate(db)).toContain('0107_operator_text_languages.sql');

    for (const lang of ['en', 'hk', 'de', 'ar'] as const) {
      expect(await localizedFund(db, 41, lang)).toMatchObject({
        title: 'Harbour 14-day',
        desc: 'Locks the amount for 14 days; leaving early costs 3%.',
        lang: 'en',
        lock_dividend_days: 14,
      });
    }
    expect((await enabledFunds(db, 1, 'jp')).data.map((fund) => fund.title)).toEqual(['Harbour 14-day']);
    expect((await adminFundPage(db, 1)).data[0]).toMatchObject({ title: 'Harbour 14-day', texts: {} });
    expect(await enabledLoanConfigs(db, 'hk')).toEqual([
      expect.objectContaining({ id: 42, loan_period: 21, interest_rate: '6', title: '', desc: '', lang: 'en' }),
    ]);
    expect((await adminLoanConfigPage(db, 1)).data[0]).toMatchObject({ id: 42, title: '', texts: {} });
  });
});
