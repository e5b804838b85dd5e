import { Decimal } from '../../../common/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawFee } from '../../../common/wallet';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { balances, bindCoinAddress, moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';
import { seeded } from '../helpers/seeded';

// An audit after a long seeded random run of deposits, withdrawals, transfers and operator decisions, some of
// which must be refused: the journal balances, every account equals its postings, and every balance equals what a
// plain model of the rules expects. The seed is fixed, so a failure replays exactly.

const SEED = 20261124;
const STEPS = 150;

type Bucket = { available: Decimal; locked: Decimal };
interface Player {
  user: WalletUser;
  proof: string;
  method: number;
  accounts: Record<1 | 2 | 3, Bucket>;
}

const app = appForTests();
let operator: string;
const players: Player[] = [];
const pendingCharges: { id: number; player: Player; amount: Decimal }[] = [];
const pendingDraws: { id: number; player: Player; amount: Decimal; fee: Decimal }[] = [];
const house = { depositsInTransit: new Decimal(0), withdrawalsInTransit: new Decimal(0), fees: new Decimal(0) };
const tally = { accepted: 0, refused: 0 };

beforeAll(async () => {
  operator = await operatorToken(app);
  for (const name of ['ann', 'ben', 'cat']) {
    const user = await realUser(app, `${name}@example.com`);
    const zero = () => ({ available: new Decimal(0), locked: new Decimal(0) });
    players.push({
      user,
      proof: await uploadedUrl(app, user.token),
      method: await bindCoinAddress(app, user.token),
      accounts: { 1: zero(), 2: zero(), 3: zero() },
    });
  }
});

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** An amount from 0.01 to about 400.00; now and then one a little over what is free, to be refused. */
function amount(random: () => number, free: Decimal): Decimal {
  if (random() < 0.15 && free.gt(0)) return free.plus(0.01);
  return new Decimal(Math.floor(random() * 40_000) + 1).dividedBy(100);
}

async function step(random: () => number): Promise<void> {
  const player = pick(random, players);
  const funding = player.accounts[1];
  const roll = random();
  if (roll < 0.25) {
    const value = amount(random, new Decimal(400));
    const answer = await moneyCall<{ id: number }>(app, player.user.token, '/api/quickCharge/wire_submit', {
      number: value.toFixed(2),
      proofImg: player.proof,
      wire_id: 1,
    });
    expect(answer.code, answer.msg).toBe(1);
    pendingCharges.push({ id: answer.data.id, player, amount: value });
  } else if (roll < 0.4 && pendingCharges.length > 0) {
    const [charge] = pendingCharges.splice(Math.floor(random() * pendingCharges.length), 1);
    const approve = random() < 0.8;
    const answer = await call(
      app,
      'POST',
      '/admin/api/wallet/charges/decide',
      { id: charge!.id, action: approve ? 'approve' : 'reject', reason: 'audit' },
      auth(operator),
    );
    expect(answer.code, answer.msg).toBe(1);
    if (approve) {
      charge!.player.accounts[1].available = charge!.player.accounts[1].available.plus(charge!.amount);
      house.depositsInTransit = house.depositsInTransit.minus(charge!.amount);
    }
  } else if (roll < 0.6) {
    const value = amount(random, funding.available);
    const fee = new Decimal(withdrawFee(value, '1', 1));
    const answer = await moneyCall<{ id: number }>(app, player.user.token, '/api/account/draw', {
      draw_currency_id: 1,
      number: value.toFixed(2),
      draw_method_id: player.method,
    });
    if (fee.gte(value) || value.gt(funding.available)) {
      expect(answer.code).not.toBe(1);
      tally.refused += 1;
      return;
    }
    expect(answer.code, answer.msg).toBe(1);
    funding.available = funding.available.minus(value);
    funding.locked = funding.locked.plus(value);
    pendingDraws.push({ id: answer.data.id, player, amount: value, fee });
  } else if (roll < 0.75 && pendingDraws.length > 0) {
    const [draw] = pendingDraws.splice(Math.floor(random() * pendingDraws.length), 1);
    const action = pick(random, ['complete', 'complete', 'reject', 'invalid'] as const);
    const answer = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id: draw!.id, action, reason: 'audit', reference: `audit ${draw!.id}` },
      auth(operator),
    );
    expect(answer.code, answer.msg).toBe(1);
    const account = draw!.player.accounts[1];
    account.locked = account.locked.minus(draw!.amount);
    if (action === 'complete') {
      house.withdrawalsInTransit = house.withdrawalsInTransit.plus(draw!.amount.minus(draw!.fee));
      house.fees = house.fees.plus(draw!.fee);
    } else {
      account.available = account.available.plus(draw!.amount);
    }
  } else {
    const from = pick(random, [1, 2, 3] as const);
    const to = pick(
      random,
      ([1, 2, 3] as const).filter((type) => type !== from),
    );
    const value = amount(random, player.accounts[from].available);
    const answer = await moneyCall(app, player.user.token, '/api/account/transfer', {
      balance: value.toFixed(2),
      currency_id: 1,
      from,
      to,
    });
    if (value.gt(player.accounts[from].available)) {
      expect(answer.code).not.toBe(1);
      tally.refused += 1;
      return;
    }
    expect(answer.code, answer.msg).toBe(1);
    player.accounts[from].available = player.accounts[from].available.minus(value);
    player.accounts[to].available = player.accounts[to].available.plus(value);
  }
  tally.accepted += 1;
}

async function houseBalance(kind: string): Promise<string> {
  const [row] = await app.database.db.query<{ available: string }>(
    'SELECT available FROM ledger_accounts WHERE user_id IS NULL AND kind = $1',
    [kind],
  );
  return row!.available;
}

describe(`a seeded random run of ${STEPS} wallet steps (seed ${SEED})`, () => {
  it('leaves the journal balanced and every balance where the rules put it', async () => {
    const random = seeded(SEED);
    for (let index = 0; index < STEPS; index += 1) await step(random);
    // The run must have exercised both sides.
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(3);
    await expectLedgerBalanced(app.database.db);
    for (const player of players) {
      const actual = await balances(app, player.user.token);
      const expected = (type: 1 | 2 | 3) => ({
        balance: player.accounts[type].available.toFixed(2),
        lock: player.accounts[type].locked.toFixed(2),
      });
      expect(actual).toEqual({ funding: expected(1), micro: expected(2), forex: expected(3) });
    }
    expect(await houseBalance('deposits_in_transit')).toBe(house.depositsInTransit.toFixed(2));
    expect(await houseBalance('withdrawals_in_transit')).toBe(house.withdrawalsInTransit.toFixed(2));
    expect(await houseBalance('house_fees')).toBe(house.fees.toFixed(2));
    // Money is neither created nor lost: every account together sums to zero.
    const [sum] = await app.database.db.query<{ total: string }>('SELECT sum(available + locked) AS total FROM ledger_accounts');
    expect(sum?.total).toBe('0.00');
  });
});
