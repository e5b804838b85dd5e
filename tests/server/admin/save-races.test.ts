import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import type { Envelope } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { onPostgres } from '../helpers/test-db';
import type { TestApp } from '../helpers/test-app';

// The console's saves sent at the same moment (issue #32, defect 2): a save that checks something (the expiry's
// seconds free, the company that is the default, the setting or row as it was) and then writes must check under the
// lock that orders it with the others, or a second save passes the check on what the first is changing. Then the
// database's unique index answers for it (an HTTP 500), or the audit log records a "before" that was already gone.
// Only real PostgreSQL runs the transactions at the same time (PGlite runs one at a time).

const ROUNDS = 5;

interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** A console call whose HTTP status is kept, not asserted: a race's answers are counted before they are judged. */
async function post<T = unknown>(app: TestApp, token: string, path: string, fields: Record<string, string | number>): Promise<Answer<T>> {
  const response = await app.http.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
    headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded', authorization: token },
  });
  return { status: response.statusCode, body: response.json() };
}

/** "HTTP <status> code <code>" for each answer, counted. */
function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers)
    counts[`HTTP ${status} code ${body.code}`] = (counts[`HTTP ${status} code ${body.code}`] ?? 0) + 1;
  return counts;
}

interface Decision {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

describe.skipIf(!onPostgres)(
  'console saves at the same moment on PostgreSQL (skipped on PGlite, which runs one transaction at a time)',
  () => {
    const app = appForTests();
    const desk = madeBeforeTests(async () => ({
      one: await operatorWithRole(app, 'admin'),
      two: await operatorWithRole(app, 'admin'),
    }));

    /** The decisions recorded about one row since decision `since`, in the order they were written. */
    async function decisions(subject: string, subjectId: number, since: number): Promise<Decision[]> {
      return app.database.db.query<Decision>(
        'SELECT action, before, after FROM operator_decisions WHERE subject = $1 AND subject_id = $2 AND id > $3 ORDER BY id',
        [subject, subjectId, since],
      );
    }

    async function lastDecision(): Promise<number> {
      const [row] = await app.database.db.query<{ id: string | null }>('SELECT max(id) AS id FROM operator_decisions');
      return Number(row?.id ?? 0);
    }

    /** Each change's "before" is the change before its "after": no save wrote over one it did not see. */
    function expectChained(recorded: readonly Decision[], count: number): void {
      expect(recorded).toHaveLength(count);
      for (let index = 1; index < recorded.length; index++) expect(recorded[index]!.before).toEqual(recorded[index - 1]!.after);
    }

    it('creates one expiry of six saved at once with the same seconds, and refuses the other five with 1001', async () => {
      const answers: Answer[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const seconds = 1_000 + round;
        const roundAnswers = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            post(app, index % 2 === 0 ? desk.one.token : desk.two.token, '/admin/api/micro/options/save', {
              seconds,
              profit_ratio: '0.9',
              limit_amount: '10',
              sort: 9,
              enabled: '1',
            }),
          ),
        );
        answers.push(...roundAnswers);
        const rows = await app.database.db.query('SELECT id FROM micro_options WHERE seconds = $1', [seconds]);
        expect(rows).toHaveLength(1);
      }
      console.info(`micro option creates, ${ROUNDS} rounds of 6: ${JSON.stringify(tally(answers))}`);
      expect(tally(answers)).toEqual({ 'HTTP 200 code 1': ROUNDS, [`HTTP 200 code ${CODE.BAD_INPUT}`]: 5 * ROUNDS });
      const [created] = await app.database.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM operator_decisions WHERE subject = 'micro_option' AND action = 'create'",
      );
      expect(created?.n).toBe(String(ROUNDS));
    });

    it('moves one of two expiries to the same seconds at once, and refuses the other with 1001', async () => {
      const answers: Answer[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const made = await Promise.all(
          [2_000, 2_001].map((seconds) =>
            post<{ id: number }>(app, desk.one.token, '/admin/api/micro/options/save', {
              seconds: seconds + 10 * round,
              profit_ratio: '0.9',
              limit_amount: '10',
              sort: 9,
              enabled: '1',
            }),
          ),
        );
        const target = 3_000 + round;
        // Both existing expiries moved to the new seconds, and a third save creating it, all at once.
        const raced = await Promise.all([
          ...made.map((answer, index) =>
            post(app, index === 0 ? desk.one.token : desk.two.token, '/admin/api/micro/options/save', {
              id: answer.body.data.id,
              seconds: target,
              profit_ratio: '0.9',
              limit_amount: '10',
              sort: 9,
              enabled: '1',
            }),
          ),
          post(app, desk.two.token, '/admin/api/micro/options/save', {
            seconds: target,
            profit_ratio: '0.9',
            limit_amount: '10',
            sort: 9,
            enabled: '1',
          }),
        ]);
        answers.push(...raced);
        expect(await app.database.db.query('SELECT id FROM micro_options WHERE seconds = $1', [target])).toHaveLength(1);
      }
      console.info(`micro option moves, ${ROUNDS} rounds of 3: ${JSON.stringify(tally(answers))}`);
      expect(tally(answers)).toEqual({ 'HTTP 200 code 1': ROUNDS, [`HTTP 200 code ${CODE.BAD_INPUT}`]: 2 * ROUNDS });
    });

    it('makes each of three companies the default at once: all saved, one default; edits of one company chained', async () => {
      const company = (name: string, isDefault: 0 | 1, subject = '') => ({
        name,
        subject,
        logo: '',
        url: '',
        registered_address: '',
        location: '',
        email: '',
        office_address: '',
        website: '',
        enabled: 1,
        is_default: isDefault,
      });
      const made = await Promise.all(
        ['Race North Ltd', 'Race South Ltd'].map((name) =>
          post<{ id: number }>(app, desk.one.token, '/admin/api/company/save', company(name, 0)),
        ),
      );
      const [north, south] = made.map((answer) => answer.body.data.id) as [number, number];
      const answers: Answer[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        answers.push(
          ...(await Promise.all([
            post(app, desk.one.token, '/admin/api/company/save', { id: north, ...company('Race North Ltd', 1) }),
            post(app, desk.two.token, '/admin/api/company/save', { id: south, ...company('Race South Ltd', 1) }),
            // And a new company made the default at the same moment.
            post(app, desk.two.token, '/admin/api/company/save', company(`Race East ${round} Ltd`, 1)),
          ])),
        );
        expect(await app.database.db.query('SELECT id FROM companies WHERE is_default')).toHaveLength(1);
      }
      console.info(`company defaults, ${ROUNDS} rounds of 3: ${JSON.stringify(tally(answers))}`);
      expect(tally(answers)).toEqual({ 'HTTP 200 code 1': 3 * ROUNDS });
      for (let round = 0; round < ROUNDS; round++) {
        const since = await lastDecision();
        const edits = await Promise.all(
          [desk.one, desk.two].map((operator, index) =>
            post(app, operator.token, '/admin/api/company/save', {
              id: north,
              ...company('Race North Ltd', 0, `round ${round} edit ${index}`),
            }),
          ),
        );
        expect(tally(edits)).toEqual({ 'HTTP 200 code 1': 2 });
        expectChained(await decisions('company', north, since), 2);
      }
    });

    it('records the first save of a setting once as its creation when two are sent at once', async () => {
      const answers: Answer[] = [];
      // The announcements are never seeded: each language's first save creates its setting.
      for (const lang of ['de', 'fr', 'it', 'pt', 'ru'].slice(0, ROUNDS)) {
        const key = `announcement.${lang}`;
        answers.push(
          ...(await Promise.all([
            post(app, desk.one.token, '/admin/api/settings/save', { key, value: 'First notice' }),
            post(app, desk.two.token, '/admin/api/settings/save', { key, value: 'Second notice' }),
          ])),
        );
        const recorded = await app.database.db.query<Decision>(
          "SELECT action, before, after FROM operator_decisions WHERE subject = 'setting' AND after->>'key' = $1 ORDER BY id",
          [key],
        );
        expect(recorded.map((decision) => decision.action)).toEqual(['create', 'update']);
        expect(recorded[0]!.before).toBeNull();
        expectChained(recorded, 2);
      }
      expect(tally(answers)).toEqual({ 'HTTP 200 code 1': 2 * ROUNDS });
    });

    it('keeps a collect currency rate set at the same moment as another change to it, and chains their records', async () => {
      const currency = { id: 1, name: 'USDT', protocol: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', enabled: 1 };
      for (let round = 0; round < ROUNDS; round++) {
        expect(
          (await post(app, desk.one.token, '/admin/api/wallet/collect_currencies/save', { ...currency, usd_price: '1', sort: 1 })).body
            .code,
        ).toBe(1);
        const since = await lastDecision();
        const rate = `1.${round + 1}`;
        const answers = await Promise.all([
          post(app, desk.one.token, '/admin/api/wallet/collect_currencies/save', { ...currency, usd_price: rate, sort: 1 }),
          // A save that does not name a rate keeps the one set, whichever came first.
          post(app, desk.two.token, '/admin/api/wallet/collect_currencies/save', { ...currency, sort: 2 }),
        ]);
        expect(tally(answers)).toEqual({ 'HTTP 200 code 1': 2 });
        const [row] = await app.database.db.query<{ usd_price: string }>(
          'SELECT usd_price::text AS usd_price FROM collect_currencies WHERE id = 1',
        );
        expect(Number(row!.usd_price), `round ${round}`).toBe(Number(rate));
        expectChained(await decisions('collect_currency', 1, since), 2);
      }
    });

    it('chains the records of a loan configuration saved twice at once', async () => {
      const config = {
        id: 1,
        loan_period: 7,
        min_amount: '100',
        max_amount: '2000',
        interest_rate: '8',
        free_period: 0,
        penalty_rate: '',
        enabled: 1,
      };
      for (let round = 0; round < ROUNDS; round++) {
        const since = await lastDecision();
        const answers = await Promise.all([
          post(app, desk.one.token, '/admin/api/loan/configs/save', { ...config, sort: 2 * round }),
          post(app, desk.two.token, '/admin/api/loan/configs/save', { ...config, sort: 2 * round + 1 }),
        ]);
        expect(tally(answers)).toEqual({ 'HTTP 200 code 1': 2 });
        expectChained(await decisions('loan_config', 1, since), 2);
      }
    });

    // The console's other saves of one row, each sent twice at once with a field told apart (they lock the row first).
    const sameRow: [
      subject: string,
      path: string,
      fields: Record<string, string | number>,
      differ: (index: number) => Record<string, string | number>,
    ][] = [
      [
        'fund',
        '/admin/api/fund/funds/save',
        {
          id: 2,
          title: 'Balanced 30-day',
          dividend_percentage: '0.5',
          staring_sub_amount: '500',
          max_sub_amount: '20000',
          lock_dividend_days: 30,
          desc: 'Terms',
          liquidated_damages: '8',
          refund_mode: 1,
          enabled: 1,
        },
        (index) => ({ sort: index }),
      ],
      [
        'instrument',
        '/admin/api/instruments/save',
        { id: 1, listed: '1', halted: '0', multiples: '10,20,50,100,200', min_lots: '0.01', pip: '0.01', max_lots: '' },
        (index) => ({ fee_rate: index % 2 === 0 ? '0.0002' : '0.0003' }),
      ],
      [
        'withdraw_currency',
        '/admin/api/wallet/withdraw_currencies/save',
        { id: 1, code: 'USDT', protocol: 'TRC20', type: 1, draw_rate: '1', fee_type: 1, usd_price: '1', enabled: 1 },
        (index) => ({ sort: index }),
      ],
      [
        'bank_account',
        '/admin/api/wallet/bank_accounts/save',
        {
          id: 1,
          collect_currency_id: 1,
          bank_name: 'Bank',
          bank_address: 'Street 1',
          bank_swift: 'BANKHKHH',
          payee_name: 'Meridian',
          payee_account: '123-456',
          bank_remark: '',
          enabled: 1,
        },
        (index) => ({ sort: index }),
      ],
      [
        'loan_repayment_account',
        '/admin/api/loan/repayment_accounts/save',
        { id: 1, currency_code: 'USDT', protocol_code: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', enabled: 1 },
        (index) => ({ sort: index }),
      ],
    ];

    it.each(sameRow)('chains the records of the %s saved twice at once', async (subject, path, fields, differ) => {
      for (let round = 0; round < ROUNDS; round++) {
        const since = await lastDecision();
        const answers = await Promise.all(
          [desk.one, desk.two].map((operator, index) => post(app, operator.token, path, { ...fields, ...differ(2 * round + index) })),
        );
        expect(tally(answers), JSON.stringify(answers.map((answer) => answer.body.msg))).toEqual({ 'HTTP 200 code 1': 2 });
        expectChained(await decisions(subject, Number(fields.id), since), 2);
      }
    });

    it('chains the records of a news article edited twice at once', async () => {
      const article = { id: 1, category_id: 1, logo: '', lang: 'en', desc: 'Hours' };
      for (let round = 0; round < ROUNDS; round++) {
        const since = await lastDecision();
        const answers = await Promise.all(
          ['one', 'two'].map((who) =>
            post(app, who === 'one' ? desk.one.token : desk.two.token, '/admin/api/news/edit', {
              ...article,
              title: `Round ${round} by ${who}`,
              content: `<p>Written by ${who} in round ${round}.</p>`,
            }),
          ),
        );
        expect(tally(answers)).toEqual({ 'HTTP 200 code 1': 2 });
        expectChained(await decisions('news', 1, since), 2);
      }
    });
  },
);
