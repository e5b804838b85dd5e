import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, call, type Envelope } from '../helpers/access';
import { violationReport } from '../helpers/invariants';
import { envCount, pick, seeded, type Random } from '../helpers/seeded';
import { onPostgres } from '../helpers/test-db';
import { BTCUSDT } from '../helpers/trading';
import { bindCoinAddress, deposit, operatorToken, realUser, uploadedUrl } from '../helpers/wallet';
import { DEFAULT_SETTINGS } from '../../../server/settings';

const FOUR_EYES_ABOVE = DEFAULT_SETTINGS.four_eyes_above!.value;
import { LedgerAudit } from './audit';
import { Harness } from './harness';
import { crashSteps } from './schedule';
import {
  applyTick,
  cancelOrder,
  cents,
  closeOrder,
  D,
  emptyAccounts,
  floating,
  KINDS,
  marginAndFee,
  marginHeld,
  TYPE_ID,
  type Dec,
  type ModelOrder,
  type ModelUser,
  type Rules,
} from './model';

// A deterministic simulation of the money paths: a seeded random mix of deposits and their decisions, withdrawals
// completed, rejected or voided, transfers between a user's own accounts, contract orders at the market and pending,
// closes, cancels, stop changes, options, demo resets, retries with the same Idempotency-Key, clock moves with the
// market driven by hand, and crashes (the app abandoned and rebuilt on the same database). After every step each
// user's accounts, open orders and running options must equal an independent model of the rules (./model.ts), and
// the ledger's invariants must hold. SIM_STEPS sets the length (CI: 1000 on PGlite, 600 on PostgreSQL; `npm run sim
// -- --steps 1000000 --crashes 100` on demand), SIM_CRASHES the number of crashes (unset: a chance at every step and
// one half way, as CI runs), SIM_SEED the seed; a failure prints both with the last steps.

const SEED = envCount('SIM_SEED', 20261125);
const STEPS = envCount('SIM_STEPS', onPostgres ? 600 : 1000);
/** The steps that crash, when the run is given a number of crashes. */
const CRASH_AT = process.env.SIM_CRASHES ? crashSteps(STEPS, envCount('SIM_CRASHES', 0), SEED) : null;
/**
 * Audit the ledger's invariants every this many steps (the balances, open orders and running options are checked
 * after every step). A short run audits the whole ledger each time; a long one (./audit.ts) audits what changed since
 * the last audit, and the whole ledger every FULL_AUDIT_EVERY steps, after every crash and at the end.
 */
const AUDIT_EVERY = envCount('SIM_AUDIT_EVERY', STEPS > 10_000 ? 100 : 1);
const FULL_AUDIT_EVERY = STEPS > 10_000 ? Math.max(AUDIT_EVERY, 10_000) : AUDIT_EVERY;
/** A long run says how it goes this often (wall time), so a run of hours can be watched. */
const PROGRESS_MS = 60_000;
/**
 * A long run vacuums the database every this many steps, as autovacuum would in production: neither PGlite (one
 * backend, no autovacuum) nor a test server run with autovacuum off clears dead row versions, and without that every
 * order closed and every request answered leaves an entry the engines' and the checks' index scans step over for
 * the rest of the run (the rate halved within 40,000 steps). A vacuum skips the pages it has seen clean, so it stays
 * cheap; the planner's statistics (ANALYZE, which samples every table) are renewed less often.
 */
const VACUUM_EVERY = STEPS > 10_000 ? 2_000 : 0;
const ANALYZE_EVERY = 25 * VACUUM_EVERY;

/** The instrument traded: quoted in USD and open every day, so only the simulation's clock decides. */
const INSTRUMENT = BTCUSDT;
const MULTIPLES = [2, 5, 10, 20] as const;
/** Prices stay in this band, so no position can lose a fifth of its margin and stop-out never comes in. */
const BAND = { low: new D('66700'), high: new D('67300') };

interface Pending {
  id: number;
  user: ModelUser;
  amount: Dec;
}

interface MoneyCall {
  user: ModelUser;
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, string | number>;
  key: string;
  answer: Envelope;
}

let harness: Harness;
let operator: string;
/** Payouts above the four-eyes threshold take a second operator's approval after the first's. */
let secondOperator: string;
let rules: Rules;
const users: ModelUser[] = [];
const real: ModelUser[] = [];
const demo: ModelUser[] = [];
const proofs = new Map<ModelUser, string>();
const methods = new Map<ModelUser, number>();
const charges: Pending[] = [];
const draws: (Pending & { fee: Dec })[] = [];
let withdrawRule: { rate: Dec; fixed: boolean };
let options: { seconds: number; ratio: Dec; limit: Dec }[];
let price = new D('67000.00');
let lastMoney: MoneyCall | null = null;
/** The last steps, printed with a failure (bounded: a run on demand has a million). */
const log: string[] = [];
/** What the run exercised, counted from the steps' descriptions. */
const SEEN = {
  fills: / filled at /g,
  stops: / (stopped|took profit) at /g,
  settled: /option \d+ (won|lost)/g,
  refusals: /refused/g,
  approvedDeposits: /approves deposit/g,
  completedWithdrawals: /completes withdrawal/g,
  closes: / closes \d+/g,
  retries: / retries /g,
  ruleChanges: / with fee type /g,
} as const;
const seen: Record<keyof typeof SEEN, number> = {
  fills: 0,
  stops: 0,
  settled: 0,
  refusals: 0,
  approvedDeposits: 0,
  completedWithdrawals: 0,
  closes: 0,
  retries: 0,
  ruleChanges: 0,
};

beforeAll(async () => {
  harness = await Harness.start();
  const { db } = harness.app.database;
  const setting = async (key: string) =>
    (await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]))[0]?.value ?? '0';
  const [instrument] = await db.query<{ fee_rate: string; units_per_lot: string }>(
    'SELECT fee_rate::text, units_per_lot::text FROM instruments WHERE id = $1',
    [INSTRUMENT],
  );
  rules = {
    feeType: Number(await setting('trade_fee_type')),
    feeRate: new D(instrument!.fee_rate),
    unitsPerLot: new D(instrument!.units_per_lot),
    lossLevel: Number(await setting('micro_loss_level')),
    demoBalance: new D('10000.00'),
  };
  options = (
    await db.query<{ seconds: number; profit_ratio: string; limit_amount: string }>(
      'SELECT seconds, profit_ratio::text, limit_amount::text FROM micro_options',
    )
  ).map((row) => ({ seconds: row.seconds, ratio: new D(row.profit_ratio), limit: new D(row.limit_amount) }));
  const [currency] = await db.query<{ draw_rate: string; fee_type: number }>(
    'SELECT draw_rate::text, fee_type FROM withdraw_currencies WHERE id = 1',
  );
  withdrawRule = { rate: new D(currency!.draw_rate), fixed: currency!.fee_type === 1 };
  await harness.tick(INSTRUMENT, price.toFixed(2));
  operator = await operatorToken(harness.app);
  secondOperator = await operatorToken(harness.app);
  for (const name of ['ann', 'ben', 'cat']) {
    const user = await realUser(harness.app, `${name}-sim@example.com`);
    const model: ModelUser = {
      name,
      token: user.token,
      userId: user.userId,
      demo: false,
      accounts: emptyAccounts(),
      orders: new Map(),
      options: new Map(),
    };
    proofs.set(model, await uploadedUrl(harness.app, user.token));
    methods.set(model, await bindCoinAddress(harness.app, user.token));
    // A first approved deposit spread over the accounts, so trading starts at once.
    await deposit(harness.app, user, operator, '20000.00');
    for (const [to, amount] of [
      [3, '6000.00'],
      [2, '2000.00'],
    ] as const) {
      const moved = await call(
        harness.app,
        'POST',
        '/api/account/transfer',
        { balance: amount, currency_id: 1, from: 1, to },
        { ...auth(user.token), 'idempotency-key': randomUUID() },
      );
      expect(moved.code, moved.msg).toBe(1);
    }
    model.accounts.funding.available = new D('12000.00');
    model.accounts.forex.available = new D('6000.00');
    model.accounts.micro.available = new D('2000.00');
    real.push(model);
    users.push(model);
  }
  for (const name of ['dee', 'eve']) {
    const answer = await call<{ token: string; user: { id: number } }>(harness.app, 'GET', '/api/user/createAccountDemoForU', {
      device_id: `simulation-device-${name}-0001`,
    });
    expect(answer.code, answer.msg).toBe(1);
    const model: ModelUser = {
      name,
      token: answer.data.token,
      userId: answer.data.user.id,
      demo: true,
      accounts: emptyAccounts(rules.demoBalance),
      orders: new Map(),
      options: new Map(),
    };
    demo.push(model);
    users.push(model);
  }
}, 120_000);
// Dropping the database of a long run (gigabytes on PostgreSQL) may take longer than the default hook limit.
afterAll(() => harness.stop(), 600_000);

// ---- driving the API -------------------------------------------------------------------------------------------

async function money(user: ModelUser, method: 'GET' | 'POST', url: string, params: Record<string, string | number>): Promise<Envelope> {
  const key = randomUUID();
  const answer = await call(harness.app, method, url, params, { ...auth(user.token), 'idempotency-key': key });
  if (answer.code === 1) lastMoney = { user, method, url, params, key, answer };
  return answer;
}

/** The answer must be an acceptance when `accepted`, a refusal with a message otherwise. */
function expectOutcome(answer: Envelope, accepted: boolean, what: string): void {
  if (accepted) expect(answer.code, `${what} refused: ${answer.msg}`).toBe(1);
  else {
    expect(answer.code, `${what} accepted, the model says it must be refused`).not.toBe(1);
    expect(answer.msg, what).not.toBe('');
  }
}

function amountUpTo(random: Random, max: Dec): Dec {
  if (max.lte(0)) return new D('0.01');
  if (random() < 0.1) return max;
  return D.max(new D('0.01'), cents(max.times(random())));
}

// ---- the steps ---------------------------------------------------------------------------------------------------

async function moveMarket(random: Random, by: number): Promise<string> {
  harness.app.clock.advance(by);
  const step = random() < 0.1 ? (random() - 0.5) * 500 : (random() - 0.5) * 120;
  price = D.min(BAND.high, D.max(BAND.low, price.plus(step))).toDecimalPlaces(2);
  await harness.tick(INSTRUMENT, price.toFixed(2));
  const events = applyTick(rules, users, price, harness.app.clock.now());
  return `clock +${by} ms, price ${price.toFixed(2)}${events.length ? `: ${events.join('; ')}` : ''}`;
}

async function depositStep(random: Random): Promise<string> {
  const user = pick(random, real);
  const amount = cents(new D(random() * 3000).plus(1));
  const answer = await money(user, 'POST', '/api/quickCharge/wire_submit', {
    number: amount.toFixed(2),
    proofImg: proofs.get(user)!,
    wire_id: 1,
  });
  expectOutcome(answer, true, 'deposit');
  charges.push({ id: (answer.data as { id: number }).id, user, amount });
  return `${user.name} asks to deposit ${amount.toFixed(2)}`;
}

async function decideDeposit(random: Random): Promise<string> {
  const [charge] = charges.splice(Math.floor(random() * charges.length), 1);
  const action = pick(random, ['approve', 'approve', 'approve', 'reject', 'invalid'] as const);
  const answer = await call(
    harness.app,
    'POST',
    '/admin/api/wallet/charges/decide',
    { id: charge!.id, action, reason: 'simulation' },
    auth(operator),
  );
  expectOutcome(answer, true, 'deposit decision');
  if (action === 'approve') charge!.user.accounts.funding.available = charge!.user.accounts.funding.available.plus(charge!.amount);
  // A decided deposit cannot be decided again.
  const again = await call(
    harness.app,
    'POST',
    '/admin/api/wallet/charges/decide',
    { id: charge!.id, action: 'approve', reason: '' },
    auth(operator),
  );
  expectOutcome(again, false, 'a second decision');
  return `operator ${action}s deposit ${charge!.id} of ${charge!.user.name} (${charge!.amount.toFixed(2)})`;
}

async function withdrawStep(random: Random): Promise<string> {
  const user = pick(random, real);
  const funding = user.accounts.funding;
  const amount = random() < 0.15 ? funding.available.plus(cents(new D(random() * 50).plus(0.01))) : amountUpTo(random, funding.available);
  const fee = withdrawRule.fixed ? cents(withdrawRule.rate) : cents(amount.times(withdrawRule.rate));
  const accepted = amount.lte(funding.available) && fee.lt(amount);
  const answer = await money(user, 'POST', '/api/account/draw', {
    draw_currency_id: 1,
    number: amount.toFixed(2),
    draw_method_id: methods.get(user)!,
  });
  expectOutcome(answer, accepted, `withdrawal of ${amount.toFixed(2)}`);
  if (accepted) {
    funding.available = funding.available.minus(amount);
    funding.locked = funding.locked.plus(amount);
    draws.push({ id: (answer.data as { id: number }).id, user, amount, fee });
  }
  return `${user.name} withdraws ${amount.toFixed(2)}: ${accepted ? 'locked' : 'refused'}`;
}

async function decideWithdrawal(random: Random): Promise<string> {
  const [draw] = draws.splice(Math.floor(random() * draws.length), 1);
  const action = pick(random, ['complete', 'complete', 'reject', 'invalid'] as const);
  const decide = (token: string) =>
    call(
      harness.app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id: draw!.id, action, reason: 'simulation', reference: `simulation ${draw!.id}` },
      auth(token),
    );
  let answer = await decide(operator);
  expectOutcome(answer, true, 'withdrawal decision');
  // Above the threshold (the default 1,000 USD) the first approval moves nothing; the second operator's pays out.
  if (action === 'complete' && draw!.amount.gt(FOUR_EYES_ABOVE)) {
    answer = await decide(secondOperator);
    expectOutcome(answer, true, 'second approval of a withdrawal');
  }
  const funding = draw!.user.accounts.funding;
  funding.locked = funding.locked.minus(draw!.amount);
  if (action !== 'complete') funding.available = funding.available.plus(draw!.amount);
  return `operator ${action}s withdrawal ${draw!.id} of ${draw!.user.name} (${draw!.amount.toFixed(2)})`;
}

async function transferStep(random: Random): Promise<string> {
  // Mostly real users: a demo account's transfer is only ever refused.
  const user = random() < 0.85 ? pick(random, real) : pick(random, demo);
  const from = pick(random, KINDS);
  const to = pick(
    random,
    KINDS.filter((kind) => kind !== from),
  );
  const source = user.accounts[from];
  // The contract account gives only what its positions' floating loss leaves free; the model keeps a cent's margin
  // away from that edge, where the server's and the model's rounding of the floating profit could differ.
  const edge = from === 'forex' ? D.max(0, D.min(source.available, source.available.plus(floating(rules, user, price)))) : source.available;
  const free = from === 'forex' ? edge.minus(1) : edge;
  const over = random() < 0.15;
  const amount = over ? source.available.plus(cents(new D(random() * 100).plus(0.01))) : amountUpTo(random, free);
  if (!over && from === 'forex' && amount.gt(free)) return `${user.name} moves nothing from forex (too near what its positions leave free)`;
  const accepted = !user.demo && !over && amount.lte(free) && amount.gt(0);
  const answer = await money(user, 'POST', '/api/account/transfer', {
    balance: amount.toFixed(2),
    currency_id: 1,
    from: TYPE_ID[from],
    to: TYPE_ID[to],
  });
  expectOutcome(answer, accepted, `transfer of ${amount.toFixed(2)} from ${from} to ${to} by ${user.name}`);
  if (accepted) {
    source.available = source.available.minus(amount);
    user.accounts[to].available = user.accounts[to].available.plus(amount);
  }
  return `${user.name} moves ${amount.toFixed(2)} ${from} -> ${to}: ${accepted ? 'done' : 'refused'}`;
}

async function orderStep(random: Random, pending: boolean): Promise<string> {
  const user = pick(random, users);
  const side = random() < 0.5 ? 1 : 2;
  const multiple = pick(random, MULTIPLES);
  const tooBig = random() < 0.1;
  const lots = tooBig ? new D(50) : new D(Math.floor(random() * 10) + 1).dividedBy(100);
  const offset = new D(Math.floor(random() * 120) + 5);
  const target = pending ? (random() < 0.5 ? price.minus(offset) : price.plus(offset)) : price;
  const { margin, fee } = marginAndFee(rules, lots, target, multiple);
  const forex = user.accounts.forex;
  const affordable = margin.plus(fee).lte(forex.available);
  // Orders are placed only while the account keeps as much free as all its margins (so no stop-out can come within
  // the price band); a deliberately too-large one checks the refusal.
  if (!tooBig && forex.available.minus(margin).minus(fee).lt(marginHeld(user).plus(margin)))
    return `${user.name} places no order (kept free)`;
  const answer = await money(user, 'GET', '/v2/api/forex/submit', {
    type: side,
    cont: lots.toString(),
    forex_id: INSTRUMENT,
    status: pending ? 0 : 1,
    multiple,
    ...(pending ? { target_price: target.toFixed(2) } : {}),
  });
  expectOutcome(answer, affordable, `${pending ? 'pending' : 'market'} order of ${lots.toString()} lots x${multiple}`);
  if (!affordable) return `${user.name} order of ${lots.toString()} lots refused`;
  const id = (answer.data as { Id: number }).Id;
  const order: ModelOrder = {
    id,
    side,
    lots,
    margin,
    fee,
    status: pending ? 0 : 1,
    target,
    fillAbove: target.gt(price),
    open: price,
    stopLoss: new D(0),
    takeProfit: new D(0),
  };
  forex.available = forex.available.minus(margin).minus(fee);
  forex.locked = forex.locked.plus(margin);
  user.orders.set(id, order);
  return `${user.name} ${pending ? `pending ${side === 1 ? 'buy' : 'sell'} at ${target.toFixed(2)}` : side === 1 ? 'buys' : 'sells'} ${lots.toString()} lots x${multiple}: order ${id}`;
}

function someOrder(random: Random, status: 0 | 1): { user: ModelUser; order: ModelOrder } | null {
  const all = users.flatMap((user) =>
    [...user.orders.values()].filter((order) => order.status === status).map((order) => ({ user, order })),
  );
  return all.length ? pick(random, all) : null;
}

async function closeStep(random: Random): Promise<string> {
  const found = someOrder(random, 1);
  if (!found) return 'nothing to close';
  const answer = await money(found.user, 'GET', '/v2/api/forex/close', { id: found.order.id });
  expectOutcome(answer, true, `close of ${found.order.id}`);
  closeOrder(rules, found.user, found.order, price);
  return `${found.user.name} closes ${found.order.id} at ${price.toFixed(2)}`;
}

async function cancelStep(random: Random): Promise<string> {
  const found = someOrder(random, 0);
  if (!found) return 'nothing to cancel';
  const answer = await money(found.user, 'GET', '/v2/api/forex/cancel_trade', { id: found.order.id });
  expectOutcome(answer, true, `cancel of ${found.order.id}`);
  cancelOrder(found.user, found.order);
  return `${found.user.name} cancels ${found.order.id}`;
}

async function stopsStep(random: Random): Promise<string> {
  const found = someOrder(random, 1);
  if (!found) return 'no position for stops';
  const { order, user } = found;
  const away = () => new D(Math.floor(random() * 120) + 3);
  const below = (on: boolean) => (on ? price.minus(away()) : new D(0));
  const above = (on: boolean) => (on ? price.plus(away()) : new D(0));
  const [withStop, withTarget] = [random() < 0.7, random() < 0.7];
  const stopLoss = order.side === 1 ? below(withStop) : above(withStop);
  const takeProfit = order.side === 1 ? above(withTarget) : below(withTarget);
  const answer = await call(
    harness.app,
    'GET',
    '/v2/api/forex/set_stop_price',
    { id: order.id, stop_loss_price: stopLoss.toFixed(2), target_profit_price: takeProfit.toFixed(2) },
    auth(user.token),
  );
  expectOutcome(answer, true, `stops on ${order.id}`);
  order.stopLoss = stopLoss;
  order.takeProfit = takeProfit;
  return `${user.name} sets stops on ${order.id}: ${stopLoss.toFixed(2)} / ${takeProfit.toFixed(2)}`;
}

async function optionStep(random: Random): Promise<string> {
  const user = pick(random, users);
  const option = pick(random, options);
  const micro = user.accounts.micro;
  const amount = random() < 0.1 ? micro.available.plus(option.limit) : option.limit.plus(cents(new D(random() * 150)));
  const accepted = amount.lte(micro.available);
  const up = random() < 0.5;
  const answer = await money(user, 'GET', '/v2/api/micro/submit', {
    forex_id: INSTRUMENT,
    type: up ? 1 : 2,
    number: amount.toFixed(2),
    seconds: option.seconds,
  });
  expectOutcome(answer, accepted, `option of ${amount.toFixed(2)}`);
  if (!accepted) return `${user.name} option of ${amount.toFixed(2)} refused`;
  const id = (answer.data as { Id: number }).Id;
  user.options.set(id, { id, up, amount, open: price, expiresAt: harness.app.clock.now() + option.seconds * 1000, ratio: option.ratio });
  micro.available = micro.available.minus(amount);
  micro.locked = micro.locked.plus(amount);
  return `${user.name} option ${id}: ${amount.toFixed(2)} ${up ? 'up' : 'down'} for ${option.seconds} s`;
}

async function resetStep(random: Random): Promise<string> {
  const user = pick(random, users);
  const answer = await call(harness.app, 'GET', '/v2/api/main/user/resetForexDemoAccount', {}, auth(user.token));
  expectOutcome(answer, user.demo, `demo reset by ${user.name}`);
  if (!user.demo) return `${user.name} (real) is refused a demo reset`;
  user.accounts = emptyAccounts(rules.demoBalance);
  user.orders.clear();
  user.options.clear();
  return `${user.name} resets the demo account`;
}

async function retryStep(): Promise<string> {
  if (!lastMoney) return 'nothing to retry';
  const { user, method, url, params, key, answer } = lastMoney;
  const again = await call(harness.app, method, url, params, { ...auth(user.token), 'idempotency-key': key });
  // The first answer again, and nothing done twice (the balance check after this step says so).
  expect(again).toEqual(answer);
  return `${user.name} retries ${url} with the same key`;
}

async function crashStep(random: Random): Promise<string> {
  // Now and then the operator changes the rules while the server is down: the restarted engines read them fresh,
  // and from then on fees follow the other rule and a lost option costs the other amount.
  let changed = '';
  // A run given its number of crashes changes the rules at every other one, so even a run of two sees a change.
  if (CRASH_AT ? harness.crashes % 2 === 0 : random() < 0.3) {
    rules.feeType = rules.feeType === 1 ? 2 : 1;
    rules.lossLevel = rules.lossLevel === 0 ? 1 : 0;
    const { db } = harness.app.database;
    await db.query(`UPDATE settings SET value = $1 WHERE key = 'trade_fee_type'`, [String(rules.feeType)]);
    await db.query(`UPDATE settings SET value = $1 WHERE key = 'micro_loss_level'`, [String(rules.lossLevel)]);
    changed = ` with fee type ${rules.feeType} and loss level ${rules.lossLevel}`;
  }
  await harness.crash();
  // A restarted process has no live price until the feed gives one.
  return `crash and restart (${harness.crashes})${changed}; ${await moveMarket(() => 0.5, 1_000)}`;
}

async function step(random: Random, index: number): Promise<string> {
  if (CRASH_AT ? CRASH_AT.has(index) : index > 0 && (index === Math.floor(STEPS / 2) || random() < 0.012)) return crashStep(random);
  const roll = random() * 100;
  if (roll < 12) return moveMarket(random, Math.floor(random() * 90_000) + 1_000);
  if (roll < 20) return moveMarket(random, Math.floor(random() * 1_500) + 100);
  if (roll < 26) return depositStep(random);
  if (roll < 32 && charges.length > 0) return decideDeposit(random);
  if (roll < 38) return withdrawStep(random);
  if (roll < 43 && draws.length > 0) return decideWithdrawal(random);
  if (roll < 53) return transferStep(random);
  if (roll < 63) return orderStep(random, false);
  if (roll < 68) return orderStep(random, true);
  if (roll < 75) return closeStep(random);
  if (roll < 78) return cancelStep(random);
  if (roll < 83) return stopsStep(random);
  if (roll < 94) return optionStep(random);
  if (roll < 96) return resetStep(random);
  return retryStep();
}

// ---- the check after every step ----------------------------------------------------------------------------------

/** What the run has done so far, for its progress lines and its closing summary. */
const run = { steps: 0, violations: 0, stepMs: 0, checkMs: 0, auditMs: 0, vacuumMs: 0, lastFullMs: 0, lastIncrementMs: 0 };
const ledgerAudit = new LedgerAudit();

/** Where a check failed, for its message: the step, the seed that replays it, and the steps before it. */
const where = (index: number): string => `step ${index} (SIM_SEED=${SEED})\nlast steps:\n${log.slice(-12).join('\n')}`;

/** The ledger's invariants, whole or since the last audit, counted and timed. */
async function audit(kind: 'full' | 'increment', context: string): Promise<void> {
  const begun = performance.now();
  const { db } = harness.app.database;
  const found = kind === 'full' ? await ledgerAudit.full(db) : await ledgerAudit.increment(db);
  const took = performance.now() - begun;
  run.auditMs += took;
  if (kind === 'full') run.lastFullMs = took;
  else run.lastIncrementMs = took;
  run.violations += found.length;
  if (found.length > 0) throw new Error(violationReport(found, `${kind} audit at ${context}`));
}

/** Which audit follows step `index` (-1: before the first), if any. */
function auditAfter(index: number, crashed: boolean): 'full' | 'increment' | null {
  if (index < 0 || crashed || index % FULL_AUDIT_EVERY === 0) return 'full';
  return index % AUDIT_EVERY === 0 ? 'increment' : null;
}

/** Every user's accounts, open orders and running options must be the model's (one round trip for the three). */
async function verify(index: number): Promise<void> {
  const ids = users.map((user) => user.userId).join(', ');
  const rows = await harness.app.database.db.query<{ what: 'balance' | 'order' | 'option'; line: string }>(
    `SELECT 'balance' AS what, user_id || ' ' || kind || ' ' || available::text || '/' || locked::text AS line
       FROM ledger_accounts WHERE user_id IN (${ids})
     UNION ALL
     SELECT 'order', user_id || ' ' || id || ' ' || status FROM contract_orders WHERE status IN (0, 1) AND user_id IN (${ids})
     UNION ALL
     SELECT 'option', user_id || ' ' || id FROM micro_orders WHERE status = 1 AND user_id IN (${ids})`,
  );
  const actual = (what: 'balance' | 'order' | 'option') =>
    rows
      .filter((row) => row.what === what)
      .map((row) => row.line)
      .sort();
  const expected = users
    .flatMap((user) =>
      KINDS.map((kind) => `${user.userId} ${kind} ${user.accounts[kind].available.toFixed(2)}/${user.accounts[kind].locked.toFixed(2)}`),
    )
    .sort();
  const at = where(index);
  expect(actual('balance'), `balances differ from the model at ${at}`).toEqual(expected);
  expect(actual('order'), `open orders differ at ${at}`).toEqual(
    users.flatMap((user) => [...user.orders.values()].map((order) => `${user.userId} ${order.id} ${order.status}`)).sort(),
  );
  expect(actual('option'), `running options differ at ${at}`).toEqual(
    users.flatMap((user) => [...user.options.values()].map((option) => `${user.userId} ${option.id}`)).sort(),
  );
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(0)} s`;

/** One line on how the run goes: where it is, how fast, what it has checked, and what it holds. */
async function progress(started: number): Promise<string> {
  // The ledger's size (the full audit's cost follows it), from the identity's high-water mark: no scan.
  const [ledger] = await harness.app.database.db.query<{ postings: string | null }>('SELECT max(id)::text AS postings FROM postings');
  const elapsed = performance.now() - started;
  const rate = (run.steps * 1000) / Math.max(1, elapsed);
  const left = rate > 0 ? ((STEPS - run.steps) / rate) * 1000 : 0;
  const share = (ms: number) => `${Math.round((ms * 100) / Math.max(1, elapsed))}%`;
  const { heapUsed, rss } = process.memoryUsage();
  return [
    `simulation: step ${run.steps}/${STEPS}`,
    `${rate.toFixed(1)} steps/s`,
    `${harness.crashes} crashes`,
    `audits ${ledgerAudit.fullAudits} full (last ${run.lastFullMs.toFixed(0)} ms) + ${ledgerAudit.increments} incremental (last ${run.lastIncrementMs.toFixed(0)} ms)`,
    `${run.violations} invariant violations`,
    `time in steps ${share(run.stepMs)}, checks ${share(run.checkMs)}, audits ${share(run.auditMs)}, vacuum ${share(run.vacuumMs)}`,
    `${ledger?.postings ?? 0} postings`,
    `heap ${Math.round(heapUsed / 2 ** 20)} MB, rss ${Math.round(rss / 2 ** 20)} MB`,
    `${seconds(elapsed)} elapsed, about ${seconds(left)} left (until ${new Date(Date.now() + left).toISOString()})`,
  ].join(', ');
}

describe(`a simulation of the money paths (seed ${SEED}, ${STEPS} steps, ${CRASH_AT ? `${CRASH_AT.size} crashes, ` : ''}${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'keeps every balance where an independent model of the rules puts it, through crashes',
    async () => {
      const random = seeded(SEED);
      const started = performance.now();
      let reported = started;
      try {
        await verify(-1);
        await audit('full', where(-1));
        for (let index = 0; index < STEPS; index += 1) {
          const crashesBefore = harness.crashes;
          const stepBegun = performance.now();
          const done = await step(random, index);
          const checkBegun = performance.now();
          run.stepMs += checkBegun - stepBegun;
          log.push(`#${index} ${done}`);
          if (log.length > 50) log.shift();
          if (process.env.SIM_PRINT) console.info(`#${index} ${done}`);
          for (const name of Object.keys(SEEN) as (keyof typeof SEEN)[]) seen[name] += (done.match(SEEN[name]) ?? []).length;
          await verify(index);
          run.checkMs += performance.now() - checkBegun;
          const due = auditAfter(index, harness.crashes > crashesBefore);
          if (due) await audit(due, where(index));
          run.steps += 1;
          if (VACUUM_EVERY > 0 && run.steps % VACUUM_EVERY === 0) {
            const begun = performance.now();
            await harness.app.database.db.exec(run.steps % ANALYZE_EVERY === 0 ? 'VACUUM (ANALYZE)' : 'VACUUM');
            run.vacuumMs += performance.now() - begun;
          }
          if (performance.now() - reported >= PROGRESS_MS) {
            reported = performance.now();
            console.info(await progress(started));
          }
        }
        await audit('full', `the end, SIM_SEED=${SEED}`);
      } finally {
        console.info(await progress(started));
        const elapsed = performance.now() - started;
        console.info(
          `simulation summary: ${run.steps}/${STEPS} steps, ${harness.crashes} crashes, ` +
            `${ledgerAudit.fullAudits + ledgerAudit.increments} audits (${ledgerAudit.fullAudits} full), ` +
            `${run.violations} invariant violations, ${seconds(elapsed)}, ${((run.steps * 1000) / Math.max(1, elapsed)).toFixed(1)} steps/s ` +
            `(seed ${SEED}, ${onPostgres ? 'PostgreSQL' : 'PGlite'}); ${JSON.stringify(seen)}`,
        );
      }
      // The run must have exercised the paths it claims to.
      if (CRASH_AT) expect(harness.crashes).toBe(CRASH_AT.size);
      else expect(harness.crashes).toBeGreaterThanOrEqual(1);
      if (STEPS >= 300) {
        for (const name of Object.keys(SEEN) as (keyof typeof SEEN)[]) expect(seen[name], `the run saw no ${name}`).toBeGreaterThan(0);
      }
    },
    // A long run must not meet vitest's per-test limit: a generous fifth of a second a step.
    Math.max(600_000, STEPS * 200),
  );
});
