import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { expectLedgerBalanced } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, bindCoinAddress, deposit, moneyCall, operatorToken, realUser, uploadedUrl } from '../helpers/wallet';

// Every amount field that moves money refuses zero, negative, over-precise, non-numeric and huge amounts with a
// message naming the field, and changes nothing.

const app = appForTests();
const user = madeBeforeTests(() => realUser(app, 'careful@example.com'));
let method: number;
let proofImg: string;
beforeAll(async () => {
  await deposit(app, user, await operatorToken(app), '100.00');
  method = await bindCoinAddress(app, user.token);
  proofImg = await uploadedUrl(app, user.token);
});

const CALLS = {
  transfer: { url: '/api/account/transfer', field: 'balance', rest: { currency_id: 1, from: 1, to: 2 } },
  draw: { url: '/api/account/draw', field: 'number', rest: { draw_currency_id: 1, draw_method_id: 0 } },
  charge: { url: '/api/quickCharge/wire_submit', field: 'number', rest: { wire_id: 1 } },
} as const;

const CASES: [string, string, (field: string) => string][] = [
  ['zero', '0', () => 'The amount must be more than 0'],
  ['zero with decimals', '0.00', () => 'The amount must be more than 0'],
  ['negative', '-5', () => 'The amount must be more than 0'],
  ['too many decimals', '1.005', () => 'The amount can have at most 2 decimals'],
  ['huge', '1000000000000000000000', () => 'The amount is too large'],
  ['not a number', 'ten', (field) => `The value of ${field} is not valid`],
  ['an exponent', '1e3', (field) => `The value of ${field} is not valid`],
  ['empty', '', (field) => `The value of ${field} is not valid`],
  ['padded', ' 5', (field) => `The value of ${field} is not valid`],
];

describe.each(Object.entries(CALLS))('the amount of %s', (_name, spec) => {
  it.each(CASES)('refuses %s', async (_case, value, message) => {
    const rest = {
      ...spec.rest,
      ...('draw_method_id' in spec.rest ? { draw_method_id: method } : {}),
      ...('wire_id' in spec.rest ? { proofImg } : {}),
    };
    const answer = await moneyCall(app, user.token, spec.url, { ...rest, [spec.field]: value });
    expect(answer.code).not.toBe(1);
    expect(answer.msg).toBe(message(spec.field));
  });
});

describe('after all the refusals', () => {
  it('nothing moved', async () => {
    expect(await balances(app, user.token)).toEqual({
      funding: { balance: '100.00', lock: '0.00' },
      micro: { balance: '0.00', lock: '0.00' },
      forex: { balance: '0.00', lock: '0.00' },
    });
    const [charges] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM charges');
    expect(charges?.n).toBe('1');
    await expectLedgerBalanced(app.database.db);
  });

  it('a required amount that is missing is named', async () => {
    const answer = await moneyCall(app, user.token, '/api/account/transfer', { currency_id: 1, from: 1, to: 2 });
    expect(answer).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Please fill in balance' });
  });
});
