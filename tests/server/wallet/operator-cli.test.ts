import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runWalletCommand } from '../../../server/admin/wallet-commands';
import { createOperator } from '../../../server/admin/operators';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import type { Translate } from '../../../server/i18n/catalogs';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { balances, bindCoinAddress, deposit, moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// `npm run operator -- pending|approve|reject`: the same decisions as the back office, on the command line, each
// recorded with the operator named by --as.

const app = appForTests();
let user: WalletUser;
let translate: Translate;
let chargeId: number;
let drawId: number;
beforeAll(async () => {
  translate = (await loadServerI18n()).translator('en');
  await createOperator(app.database.db, app.clock, 'desk@example.com');
  user = await realUser(app, 'client@example.com');
  await deposit(app, user, await operatorToken(app), '100.00');
  const proofImg = await uploadedUrl(app, user.token);
  chargeId = (await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', { number: '40', proofImg, wire_id: 1 })).data
    .id;
  const method = await bindCoinAddress(app, user.token);
  drawId = (
    await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', { draw_currency_id: 1, number: '30', draw_method_id: method })
  ).data.id;
  const pic = await uploadedUrl(app, user.token);
  await call(
    app,
    'POST',
    '/api/user_real/real_name',
    { name: 'Client', card_id: 'B998877', front_pic: pic, reverse_pic: await uploadedUrl(app, user.token) },
    auth(user.token),
  );
});

const run = (...args: string[]) => runWalletCommand(app.database.db, app.clock, translate, args);

describe('operator commands', () => {
  it('list what waits for a decision', async () => {
    const result = await run('pending');
    expect(result.code).toBe(0);
    expect(result.lines).toEqual(
      expect.arrayContaining([
        'Pending deposits: 1',
        expect.stringMatching(new RegExp(`^  charge ${chargeId} .*client@example.com.* 40\\.00 USD`)),
        'Pending withdrawals: 1',
        expect.stringMatching(new RegExp(`^  withdrawal ${drawId} .*30\\.00 USD \\(fee 1\\.00, pays 29\\.00 USDT\\)`)),
        'Pending identity checks: 1',
      ]),
    );
    expect((await run('pending', 'withdrawals')).lines[0]).toBe('Pending withdrawals: 1');
  });

  it('approve a deposit, crediting it, in the operator’s name', async () => {
    const result = await run('approve', 'charge', String(chargeId), '--as', 'desk@example.com');
    expect(result).toEqual({ code: 0, lines: [`charge ${chargeId}: status 1, 40.00 USD credited`] });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '110.00', lock: '30.00' });
    const [decision] = await app.database.db.query<{ email: string; action: string }>(
      "SELECT o.email, d.action FROM operator_decisions d JOIN operators o ON o.id = d.operator_id WHERE d.subject = 'charge' AND d.subject_id = $1",
      [chargeId],
    );
    expect(decision).toEqual({ email: 'desk@example.com', action: 'approve' });
  });

  it('reject a withdrawal only with a reason, releasing the amount', async () => {
    expect(await run('reject', 'withdrawal', String(drawId), '--as', 'desk@example.com')).toEqual({
      code: 1,
      lines: [`withdrawal ${drawId}: Please fill in reason`],
    });
    const result = await run('reject', 'withdrawal', String(drawId), '--reason', 'Address on a sanctions list', '--as', 'desk@example.com');
    expect(result).toEqual({ code: 0, lines: [`withdrawal ${drawId}: status 2, amount released`] });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '140.00', lock: '0.00' });
  });

  it('approve an identity check by the user’s id', async () => {
    expect((await run('approve', 'identity', String(user.userId), '--as', 'desk@example.com')).lines).toEqual([
      `identity ${user.userId}: review_status 2`,
    ]);
  });

  it('refuse a second decision, an unknown operator or id, and bad usage', async () => {
    expect(await run('approve', 'charge', String(chargeId), '--as', 'desk@example.com')).toEqual({
      code: 1,
      lines: [`charge ${chargeId}: This has already been decided`],
    });
    expect(await run('approve', 'charge', String(chargeId), '--as', 'nobody@example.com')).toEqual({
      code: 1,
      lines: ['No operator nobody@example.com.'],
    });
    expect((await run('approve', 'charge', '999', '--as', 'desk@example.com')).lines).toEqual(['charge 999: Not found']);
    expect((await run('approve', 'loan', '1', '--as', 'desk@example.com')).code).toBe(2);
    expect((await run('approve', 'charge', 'x', '--as', 'desk@example.com')).code).toBe(2);
    expect((await run('approve', 'charge', '1')).code).toBe(2);
    expect((await run('pending', 'loans')).code).toBe(2);
  });
});

describe('npm run operator', () => {
  it('runs the commands as a process against DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const cli = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'server/cli/operator.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env,
        encoding: 'utf8',
      });
    try {
      // A new operator needs a role.
      const roleless = cli('create', 'cli@example.com');
      expect(roleless.status).toBe(2);
      expect(roleless.stderr).toContain('create <email> <viewer|support|finance|admin>');
      const created = cli('create', 'cli@example.com', 'finance');
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toContain('(finance) created');
      const pending = cli('pending');
      expect(pending.status, pending.stderr).toBe(0);
      expect(pending.stdout).toContain('Pending deposits: 0');
      expect(pending.stdout).toContain('Pending withdrawals: 0');
      const missing = cli('reject', 'withdrawal', '5', '--reason', 'x', '--as', 'cli@example.com');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('withdrawal 5: Not found');
      const usage = cli('approve');
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain(
        'npm run operator -- approve <charge|withdrawal|identity> <id> [--reference "<payment reference>"] --as <operator email>',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
