import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';

// A bad console setting is refused naming the field as the console's form names it, in the operator's language
// (issue 31, item 7: it said "The value of draw_rate is not valid"), and changes nothing.

const app = appForTests();
const desk = madeBeforeTests(async () => ({ admin: await operatorWithRole(app, 'admin') }));

async function refused(path: string, payload: Record<string, string | number>, lang: string): Promise<string> {
  const before = await fingerprint(app.database.db);
  const answer = await call(app, 'POST', path, payload, { ...auth(desk.admin.token), lang });
  expect(answer.code).toBe(CODE.BAD_INPUT);
  expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  return answer.msg;
}

const badFee = { id: 1, code: 'USDT', protocol: 'TRC20', type: 1, draw_rate: '-1', fee_type: 1, usd_price: '1' };

describe('a refused console change', () => {
  it('names the field by its label in English', async () => {
    expect(await refused('/admin/api/wallet/withdraw_currencies/save', badFee, 'en')).toBe('The value of Fee is not valid');
    expect(await refused('/admin/api/settings/save', { key: 'stop_out_level', value: '1.5' }, 'en')).toBe(
      'The value of Stop-out level is not valid',
    );
    expect(await refused('/admin/api/settings/save', { key: 'four_eyes_above', value: 'a lot' }, 'en')).toBe(
      'The value of Second approval above (USD) is not valid',
    );
  });

  it('names the field by its label in Traditional Chinese', async () => {
    expect(await refused('/admin/api/wallet/withdraw_currencies/save', badFee, 'hk')).toBe('手續費 的內容無效');
    expect(await refused('/admin/api/settings/save', { key: 'stop_out_level', value: '1.5' }, 'hk')).toBe('強制平倉水平 的內容無效');
  });
});
