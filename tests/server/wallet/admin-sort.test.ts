import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { testApp, type TestApp } from '../helpers/test-app';
import { operatorToken } from '../helpers/wallet';

// Defect 4: `sort` (and every other whole-number field) takes a whole number in its range and refuses anything
// else with a message naming it: nothing reaches the database as a 500, nothing is saved as 0.

let app: TestApp;
let operator: string;
beforeAll(async () => {
  app = await testApp();
  operator = await operatorToken(app);
});
afterAll(() => app.close());

const SAVES: [string, Record<string, string | number>][] = [
  ['collect_currencies/save', { name: 'GBP' }],
  ['bank_accounts/save', { collect_currency_id: 1, bank_name: 'B', payee_name: 'P', payee_account: '012-345678-001' }],
  ['withdraw_currencies/save', { code: 'USDC', type: 1, draw_rate: '1', fee_type: 1, usd_price: '1' }],
];
const BAD = ['1.5', '1e309', '9007199254740993', 'abc', '-1', '', ' 3', '0x10', 'Infinity', 'NaN', '1e3'];

async function rows(): Promise<number> {
  const [row] = await app.database.db.query<{ total: string }>(
    `SELECT (SELECT count(*) FROM collect_currencies) + (SELECT count(*) FROM charge_bank_accounts)
       + (SELECT count(*) FROM withdraw_currencies) AS total`,
  );
  return Number(row?.total);
}

describe('whole-number fields of the back office', () => {
  for (const [path, fields] of SAVES) {
    it(`${path} refuses a sort that is not a whole number in range, and saves nothing`, async () => {
      const before = await rows();
      for (const sort of BAD) {
        const answer = await call(app, 'POST', `/admin/api/wallet/${path}`, { ...fields, sort }, auth(operator));
        expect(answer.code, `sort=${sort}`).toBe(CODE.BAD_INPUT);
        expect(answer.msg).toContain('Sort order');
      }
      expect(await rows()).toBe(before);
      const good = await call<{ sort: number }>(app, 'POST', `/admin/api/wallet/${path}`, { ...fields, sort: '7' }, auth(operator));
      expect(good.code, good.msg).toBe(1);
      expect(good.data.sort).toBe(7);
    });
  }
});
