import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { AccountBalance } from '../../../common/api/wallet';
import { CODE } from '../../../common/envelope';
import { houseAccountId } from '../../../server/ledger/accounts';
import { postJournal } from '../../../server/ledger/ledger';
import { auth, call, expectLedgerBalanced, newAddress, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

const app = appForTests({ demoBalance: '10000.00' });

const demo = (device_id: string) => call<LoginResult>(app, 'GET', '/api/user/createAccountDemoForU', { device_id }, {}, newAddress());
const balances = async (token: string) =>
  (await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, auth(token))).data.map((account) => account.balance);

describe('the demo account', () => {
  it('needs no registration and starts every account at the demo balance, granted through the ledger', async () => {
    const { code, data } = await demo('device-aaaaaaaaaaaaaaaa');
    expect(code).toBe(1);
    expect(data.user).toMatchObject({ is_demo: 1, email: '' });
    expect(await balances(data.token)).toEqual(['10000.00', '10000.00', '10000.00']);
    const [grants] = await app.database.db.query<{ available: string }>(
      "SELECT available FROM ledger_accounts WHERE kind = 'house_demo_grants' AND user_id IS NULL",
    );
    expect(grants?.available).toBe('-30000.00');
    await expectLedgerBalanced(app.database.db);
  });

  it('gives the same device its same demo user back', async () => {
    const first = await demo('device-bbbbbbbbbbbbbbbb');
    const second = await demo('device-bbbbbbbbbbbbbbbb');
    expect(second.data.user.id).toBe(first.data.user.id);
    expect(second.data.token).not.toBe(first.data.token);
    expect((await demo('device-cccccccccccccccc')).data.user.id).not.toBe(first.data.user.id);
  });

  it.each(['short', '', 'x'.repeat(65), "device' OR '1'='1'--xx", 'device/../../etc/passwd', 'dévice-ééééééééééééé'])(
    'refuses the device id %j',
    async (deviceId) => {
      const answer = await demo(deviceId);
      expect(answer.code).toBe(CODE.BAD_INPUT);
      expect(answer.msg).toMatch(/^(The value of device_id is not valid|Please fill in device_id)$/);
    },
  );

  it('puts every account back to the demo balance on reset', async () => {
    const { data } = await demo('device-dddddddddddddddd');
    // Move some of the demo money as trading would: a loss on the contract account and a locked stake.
    await app.database.db.transaction(async (tx) => {
      const [forex] = await tx.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex'", [
        data.user.id,
      ]);
      const [micro] = await tx.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'micro'", [
        data.user.id,
      ]);
      const house = await houseAccountId(tx, 'house_pnl');
      await postJournal(tx, app.clock, {
        cause: 'trade_pnl',
        userId: data.user.id,
        postings: [
          { accountId: forex!.id, bucket: 'available', amount: '-1234.56' },
          { accountId: house, bucket: 'available', amount: '1234.56' },
        ],
      });
      await postJournal(tx, app.clock, {
        cause: 'option_stake',
        userId: data.user.id,
        postings: [
          { accountId: micro!.id, bucket: 'available', amount: '-100.00' },
          { accountId: micro!.id, bucket: 'locked', amount: '100.00' },
        ],
      });
    });
    expect(await balances(data.token)).toEqual(['10000.00', '9900.00', '8765.44']);
    const reset = await call(app, 'GET', '/v2/api/main/user/resetForexDemoAccount', {}, auth(data.token));
    expect(reset).toMatchObject({ code: 1, msg: 'The demo account has been reset' });
    const after = await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, auth(data.token));
    expect(after.data.map((account) => [account.balance, account.lockBalance])).toEqual([
      ['10000.00', '0.00'],
      ['10000.00', '0.00'],
      ['10000.00', '0.00'],
    ]);
    await expectLedgerBalanced(app.database.db);
  });

  it('refuses a reset for a real account', async () => {
    const { token } = await registerUser(app, 'real@example.com');
    const answer = await call(app, 'GET', '/v2/api/main/user/resetForexDemoAccount', {}, auth(token));
    expect(answer).toMatchObject({ code: CODE.DEMO_ONLY, msg: 'Only a demo account can be reset' });
  });

  it('refuses a demo user what only a real account may do', async () => {
    const { data } = await demo('device-eeeeeeeeeeeeeeee');
    const answer = await call(
      app,
      'POST',
      '/api/user/amend_password',
      { type: 'email', old_password: 'anything 123', password: 'new secret 1', re_password: 'new secret 1' },
      auth(data.token),
    );
    expect(answer).toEqual({
      code: CODE.ONLY_REAL_ACCOUNT,
      msg: 'This is a demo account. Register or log in to a real account to use this.',
      data: null,
    });
  });
});
