import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, call, type Envelope } from '../helpers/access';
import { violationReport } from '../helpers/invariants';
import { envCount, pick, seeded, type Random } from '../helpers/seeded';
import { onPostgres } from '../helpers/test-db';
import { approvedTrader } from '../helpers/follow';
import { setLimit } from '../helpers/protection';
import { BTCUSDT } from '../helpers/trading';
import { CODE } from '../../../common/envelope';
import { bindCoinAddress, deposit, operatorToken, realUser, uploadedUrl } from '../helpers/wallet';
import { DEFAULT_SETTINGS } from '../../../server/settings';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { accountStatementCsv } from '../../../server/statements/account-statement-csv';
import { statementPeriod } from '../../../server/statements/period';

const FOUR_EYES_ABOVE = DEFAULT_SETTINGS.four_eyes_above!.value;
import { LedgerAudit } from './audit';
import { Harness } from './harness';
import { crashSteps } from './schedule';
import {
  applyTick,
  cancelOrder,
  cents,
  closeOrder,
  closePart,
  copyDecision,
  D,
  emptyAccounts,
  endFollow,
  floating,
  KINDS,
  marginAndFee,
  marginHeld,
  startFollow,
  TYPE_ID,
  type Dec,
  type ModelFollow,
  type ModelOrder,
  type ModelUser,
  type Rules,
  withinLossLimit,
} from './model';

// A deterministic simulation of the money paths: a seeded random mix of deposits and their decisions, withdrawals
// completed, rejected or voided, transfers between a user's own accounts, contract orders at the market and pending,
// closes, cancels, stop changes, options, demo resets, retries with the same Idempotency-Key, clock moves with the
// market driven by hand, and crashes (the app abandoned and rebuilt on the same database); and copy trading (issue
// 36): an approved trader's market orders and closes, which the users following them copy (or skip, for a pause, their
// allocation or their free margin), follows started, changed, paused, resumed and cancelled, and each follow's copy
// stop-loss, ended by the tick that takes its copies' loss to its limit; and two users' daily loss limits (issue 38),
// which refuse their orders and options, and skip their copies, past what the limit leaves. After every step each
// user's accounts, open orders, running options, follows and copies, and the day's realised result each loss limit
// counts, must equal an independent model of the rules (./model.ts), and the ledger's invariants must hold. SIM_STEPS sets the length (CI: 1000 on PGlite, 600 on PostgreSQL; `npm run sim
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
/** The daily loss limits the real users set on themselves (issue 38). */
const LOSS_LIMITS: Readonly<Record<string, string>> = { ben: '400.00', cat: '1500.00' };
/** What the trader starts with in the contract account: enough that their orders are seldom kept back. */
const TRADER_FUNDS = '20000.00';

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
/** The approved trader the users follow: trades only through its own steps (market orders and closes, no stops). */
let trader: ModelUser;
let traderId: number;
/** Every user the checks and the ticks cover: the simulated users and the trader. */
let everyone: ModelUser[] = [];
/** Every follow made so far, ended ones too (a follower's follow of the trader is one row, started again in place). */
const follows: ModelFollow[] = [];
/** The copy ratios the server offers. */
let ratios: string[] = [];
const proofs = new Map<ModelUser, string>();
const methods = new Map<ModelUser, number>();
const charges: Pending[] = [];
const draws: (Pending & { fee: Dec })[] = [];
let withdrawRule: { rate: Dec; fixed: boolean };
let options: { seconds: number; ratio: Dec; limit: Dec }[];
let price = new D('67000.00');
/** The time of the last tick (ms): a close by hand is decided by it, and realises its result at it. */
let lastTickAt = 0;
/** When the run began on the app's clock: the statements at its end cover it from that day. */
let runStartedAt = 0;
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
  closes: / closes \d+ at /g,
  parts: / lots of \d+ at /g,
  trails: / trails \d+ by /g,
  expiries: / expired/g,
  retries: / retries /g,
  ruleChanges: / with fee type /g,
  follows: / follows tom /g,
  copies: / copied \d/g,
  copySkips: / skipped \(/g,
  closedWithTrader: / with tom's /g,
  pauses: / pauses /g,
  followCancels: / stops following /g,
  copyStopLosses: /copy stop-loss at /g,
  lossLimits: /refused by the loss limit|skipped \(loss_limit\)/g,
} as const;
const seen: Record<keyof typeof SEEN, number> = {
  fills: 0,
  stops: 0,
  settled: 0,
  refusals: 0,
  parts: 0,
  trails: 0,
  expiries: 0,
  approvedDeposits: 0,
  completedWithdrawals: 0,
  closes: 0,
  retries: 0,
  ruleChanges: 0,
  follows: 0,
  copies: 0,
  copySkips: 0,
  closedWithTrader: 0,
  pauses: 0,
  followCancels: 0,
  copyStopLosses: 0,
  lossLimits: 0,
};

beforeAll(async () => {
  harness = await Harness.start();
  const { db } = harness.app.database;
  const setting = async (key: string) =>
    (await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]))[0]?.value ?? '0';
  const [instrument] = await db.query<{ fee_rate: string; units_per_lot: string; pip: string; min_lots: string }>(
    'SELECT fee_rate::text, units_per_lot::text, pip::text, min_lots::text FROM instruments WHERE id = $1',
    [INSTRUMENT],
  );
  rules = {
    feeType: Number(await setting('trade_fee_type')),
    feeRate: new D(instrument!.fee_rate),
    unitsPerLot: new D(instrument!.units_per_lot),
    lossLevel: Number(await setting('micro_loss_level')),
    demoBalance: new D('10000.00'),
    lotStep: new D(instrument!.pip),
    minLots: new D(instrument!.min_lots),
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
  lastTickAt = harness.app.clock.now();
  runStartedAt = lastTickAt;
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
    // Two of them hold themselves to a daily loss limit (issue 38): a tight one, met often by the margin at risk,
    // and a looser one.
    const lossLimit = LOSS_LIMITS[name];
    if (lossLimit) {
      const set = await setLimit(harness.app, user.token, 'loss', 'day', lossLimit);
      expect(set.code, set.msg).toBe(1);
      // The limit's row starts the day's count at nothing.
      model.lossLimit = { amount: new D(lossLimit), day: new Date(harness.app.clock.now()).toISOString().slice(0, 10), result: new D(0) };
    }
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
  // The trader: a real user with money in the contract account, applied and approved as users become traders.
  const made = await approvedTrader(harness.app, operator, TRADER_FUNDS);
  trader = {
    name: 'tom',
    token: made.token,
    userId: made.userId,
    demo: false,
    accounts: emptyAccounts(),
    orders: new Map(),
    options: new Map(),
  };
  trader.accounts.forex.available = new D(TRADER_FUNDS);
  traderId = made.traderId;
  everyone = [...users, trader];
  const list = await call<{ multiples: string[] }>(harness.app, 'GET', '/api/follow/list', {}, auth(users[0]!.token));
  expect(list.code, list.msg).toBe(1);
  ratios = list.data.multiples;
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
  lastTickAt = harness.app.clock.now();
  // The leader's expiry sweep, which a running server makes every few seconds, run here at the tick's time.
  await harness.app.contracts.expireDue(harness.app.clock.now());
  const stopLossCloses: number[] = [];
  const events = applyTick(rules, everyone, price, harness.app.clock.now(), follows, stopLossCloses);
  if (stopLossCloses.length > 0) {
    // The balances say the copies closed at this tick; the reason says the stop-loss closed them.
    const reasons = await harness.app.database.db.query<{ id: string; close_reason: string | null }>(
      'SELECT id::text, close_reason FROM contract_orders WHERE id = ANY($1::bigint[]) ORDER BY id',
      [stopLossCloses],
    );
    expect(
      reasons.map((row) => `${row.id} ${row.close_reason}`),
      `copies closed by the copy stop-loss at ${price.toFixed(2)}`,
    ).toEqual([...stopLossCloses].sort((a, b) => a - b).map((id) => `${id} copy_stop_loss`));
  }
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
  // A third of the pending orders expire, from a second to three minutes ahead (issue 35).
  const expiresAt = pending && random() < 0.3 ? harness.app.clock.now() + Math.floor(random() * 180_000) + 1_000 : null;
  const { margin, fee } = marginAndFee(rules, lots, target, multiple);
  const forex = user.accounts.forex;
  // The loss limit is checked with the margin held already, before the balance (issue 38).
  const withinLimit = withinLossLimit(user, forex.locked, margin, harness.app.clock.now());
  const affordable = margin.plus(fee).lte(forex.available) && withinLimit;
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
    ...(expiresAt === null ? {} : { expire_at: expiresAt }),
  });
  expectOutcome(answer, affordable, `${pending ? 'pending' : 'market'} order of ${lots.toString()} lots x${multiple}`);
  if (!withinLimit && !tooBig) {
    expect(answer.code, `${user.name}'s order past the loss limit: ${answer.msg}`).toBe(CODE.LOSS_LIMIT);
    return `${user.name} order of ${lots.toString()} lots refused by the loss limit`;
  }
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
    trailing: new D(0),
    expiresAt,
  };
  forex.available = forex.available.minus(margin).minus(fee);
  forex.locked = forex.locked.plus(margin);
  user.orders.set(id, order);
  const expiry = expiresAt === null ? '' : ` until ${expiresAt}`;
  return `${user.name} ${pending ? `pending ${side === 1 ? 'buy' : 'sell'} at ${target.toFixed(2)}${expiry}` : side === 1 ? 'buys' : 'sells'} ${lots.toString()} lots x${multiple}: order ${id}`;
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
  closeOrder(rules, found.user, found.order, price, lastTickAt);
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

/** Part of a position closed by hand; now and then more lots than are open, which must be refused. */
async function partStep(random: Random): Promise<string> {
  const found = someOrder(random, 1);
  if (!found || found.order.lots.lt('0.02')) return 'no position to close part of';
  const { user, order } = found;
  const tooMany = random() < 0.1;
  const steps = order.lots.times(100).toNumber();
  const part = tooMany ? order.lots.plus('0.01') : new D(Math.floor(random() * (steps - 1)) + 1).dividedBy(100);
  const answer = await money(user, 'GET', '/v2/api/forex/close', { id: order.id, lots: part.toString(), seen_price: price.toFixed(2) });
  expectOutcome(answer, !tooMany, `close of ${part.toString()} lots of ${order.id}`);
  if (tooMany) return `${user.name} closing ${part.toString()} lots of ${order.id} refused`;
  closePart(rules, user, order, part, price, lastTickAt);
  return `${user.name} closes ${part.toString()} lots of ${order.id} at ${price.toFixed(2)}, ${order.lots.toString()} left`;
}

/** A trailing stop set on a position: its stop-loss starts the distance behind the price and follows it. */
async function trailStep(random: Random): Promise<string> {
  const found = someOrder(random, 1);
  if (!found) return 'no position to trail';
  const { user, order } = found;
  const distance = new D(Math.floor(random() * 130) + 20);
  const answer = await call(
    harness.app,
    'GET',
    '/v2/api/forex/set_stop_price',
    { id: order.id, stop_loss_price: '0', target_profit_price: order.takeProfit.toFixed(2), trailing_distance: distance.toFixed(2) },
    auth(user.token),
  );
  expectOutcome(answer, true, `trailing stop on ${order.id}`);
  order.trailing = distance;
  order.stopLoss = order.side === 1 ? price.minus(distance) : price.plus(distance);
  return `${user.name} trails ${order.id} by ${distance.toString()}: stop ${order.stopLoss.toFixed(2)}`;
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
    { id: order.id, stop_loss_price: stopLoss.toFixed(2), target_profit_price: takeProfit.toFixed(2), trailing_distance: '0' },
    auth(user.token),
  );
  expectOutcome(answer, true, `stops on ${order.id}`);
  order.stopLoss = stopLoss;
  order.takeProfit = takeProfit;
  order.trailing = new D(0);
  return `${user.name} sets stops on ${order.id}: ${stopLoss.toFixed(2)} / ${takeProfit.toFixed(2)}`;
}

async function optionStep(random: Random): Promise<string> {
  const user = pick(random, users);
  const option = pick(random, options);
  const micro = user.accounts.micro;
  const amount = random() < 0.1 ? micro.available.plus(option.limit) : option.limit.plus(cents(new D(random() * 150)));
  // An option can lose its whole stake: with the contract margin and the running stakes, within the loss limit.
  const running = [...user.options.values()].reduce((sum, held) => sum.plus(held.amount), new D(0));
  const withinLimit = withinLossLimit(user, user.accounts.forex.locked.plus(running), amount, harness.app.clock.now());
  const accepted = amount.lte(micro.available) && withinLimit;
  const up = random() < 0.5;
  const answer = await money(user, 'GET', '/v2/api/micro/submit', {
    forex_id: INSTRUMENT,
    type: up ? 1 : 2,
    number: amount.toFixed(2),
    seconds: option.seconds,
  });
  expectOutcome(answer, accepted, `option of ${amount.toFixed(2)}`);
  if (!withinLimit) {
    expect(answer.code, `${user.name}'s option past the loss limit: ${answer.msg}`).toBe(CODE.LOSS_LIMIT);
    return `${user.name} option of ${amount.toFixed(2)} refused by the loss limit`;
  }
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

// ---- copy trading --------------------------------------------------------------------------------------------------

/** A market order of the trader's, and what the server made of it for each active follow: a copy, or a skip. */
async function traderOrderStep(random: Random): Promise<string> {
  const side = random() < 0.5 ? 1 : 2;
  const multiple = pick(random, MULTIPLES);
  // Small orders, so that copies at the larger ratios still fit the followers' allocations now and then.
  const lots = new D(Math.floor(random() * 8) + 1).dividedBy(100);
  const { margin, fee } = marginAndFee(rules, lots, price, multiple);
  const forex = trader.accounts.forex;
  if (forex.available.minus(margin).minus(fee).lt(marginHeld(trader).plus(margin))) return `tom places no order (kept free)`;
  const answer = await money(trader, 'GET', '/v2/api/forex/submit', {
    type: side,
    cont: lots.toString(),
    forex_id: INSTRUMENT,
    status: 1,
    multiple,
  });
  expectOutcome(answer, true, `trader's order of ${lots.toString()} lots x${multiple}`);
  const id = (answer.data as { Id: number }).Id;
  const opened = harness.app.clock.now();
  trader.orders.set(id, newOrder(id, side, lots, margin, fee));
  forex.available = forex.available.minus(margin).minus(fee);
  forex.locked = forex.locked.plus(margin);
  // Every follow active now decides at the trader's fill, each on its own follower's account.
  const decided = follows
    .filter((follow) => follow.active)
    .map((follow) => ({ follow, decision: copyDecision(rules, follow, lots, price, multiple, harness.app.clock.now()) }));
  await harness.settleCopies();
  const made = await harness.app.database.db.query<{ follow_id: string; order_id: string | null; reason: string | null }>(
    `SELECT follow_id::text, order_id::text, NULL AS reason FROM follow_copies WHERE origin_id = $1
     UNION ALL SELECT follow_id::text, NULL, reason FROM copy_skips WHERE origin_id = $1`,
    [id],
  );
  const outcome = (followId: string | number, reason: string | null) => `follow ${followId}: ${reason ?? 'copied'}`;
  expect(made.map((row) => outcome(row.follow_id, row.reason)).sort(), `copies of the trader's order ${id}`).toEqual(
    decided.map(({ follow, decision }) => outcome(follow.id, 'skip' in decision ? decision.skip : null)).sort(),
  );
  const told: string[] = [];
  for (const { follow, decision } of decided) {
    const { follower } = follow;
    if ('skip' in decision) {
      told.push(`${follower.name} skipped (${decision.skip})`);
      continue;
    }
    const copyId = Number(made.find((row) => row.follow_id === String(follow.id))!.order_id);
    const copy = newOrder(copyId, side, decision.lots, decision.margin, decision.fee);
    copy.copy = { follow, originId: id, following: true, openedAt: opened };
    follower.orders.set(copyId, copy);
    follower.accounts.forex.available = follower.accounts.forex.available.minus(decision.margin).minus(decision.fee);
    follower.accounts.forex.locked = follower.accounts.forex.locked.plus(decision.margin);
    told.push(`${follower.name} copied ${decision.lots.toString()} lots: order ${copyId}`);
  }
  return `tom ${side === 1 ? 'buys' : 'sells'} ${lots.toString()} lots x${multiple}: order ${id}${told.length ? `; ${told.join('; ')}` : ''}`;
}

/** A holding order as a market fill at the price now opens it. */
function newOrder(id: number, side: 1 | 2, lots: Dec, margin: Dec, fee: Dec): ModelOrder {
  return {
    id,
    side,
    lots,
    margin,
    fee,
    status: 1,
    target: price,
    fillAbove: false,
    open: price,
    stopLoss: new D(0),
    takeProfit: new D(0),
    trailing: new D(0),
    expiresAt: null,
  };
}

/** The trader closes a position; the copies still following it close at the same price. */
async function traderCloseStep(random: Random): Promise<string> {
  const holding = [...trader.orders.values()];
  if (holding.length === 0) return 'tom has nothing to close';
  // Half the time the newest, whose copies are the likeliest to be following still.
  const order = random() < 0.5 ? holding.at(-1)! : pick(random, holding);
  const answer = await money(trader, 'GET', '/v2/api/forex/close', { id: order.id });
  expectOutcome(answer, true, `trader's close of ${order.id}`);
  closeOrder(rules, trader, order, price, lastTickAt);
  const closed: string[] = [];
  for (const follow of follows) {
    for (const copy of [...follow.follower.orders.values()]) {
      if (copy.copy?.originId !== order.id || !copy.copy.following) continue;
      closeOrder(rules, follow.follower, copy, price, lastTickAt);
      closed.push(`${follow.follower.name} ${copy.id}`);
    }
  }
  return `tom closes ${order.id} at ${price.toFixed(2)}${closed.length ? `, with tom's copies ${closed.join(', ')}` : ''}`;
}

/** A user follows the trader, or changes an active follow: a ratio, an allocation, and often a copy stop-loss. */
async function followStep(random: Random): Promise<string> {
  // Mostly a user not following yet (a change of an active follow would keep replacing limits before they fire).
  const idle = users.filter((user) => !follows.some((follow) => follow.follower === user && follow.active));
  const user = idle.length > 0 && random() < 0.8 ? pick(random, idle) : pick(random, users);
  const existing = follows.find((follow) => follow.follower === user);
  const ratio = pick(random, ratios);
  // Half the allocations small, where only the smaller copies at the higher leverages fit, and a percentage limit is
  // a few dollars.
  const allocation = cents(random() < 0.5 ? new D(random() * 400).plus(100) : new D(random() * 2200).plus(300));
  // Limits small enough to fire within the band: a few per cent of the allocation, or a few dollars.
  const kind = random();
  let stopLoss: Record<string, string> = {};
  let limit: Dec | null = null;
  const outOfRange = kind < 0.05;
  if (outOfRange) stopLoss = { stop_loss_percent: pick(random, ['3', '96']) };
  else if (kind < 0.3) {
    const percent = Math.floor(random() * 16) + 5;
    stopLoss = { stop_loss_percent: String(percent) };
    limit = allocation.times(percent).dividedBy(100).toDecimalPlaces(2, D.ROUND_DOWN);
  } else if (kind < 0.85) {
    limit = cents(new D(random() * 2.4).plus(0.1));
    stopLoss = { stop_loss_amount: limit.toFixed(2) };
  }
  // The allocation may be at most what the contract account holds, in margin or free.
  const forex = user.accounts.forex;
  const accepted = !outOfRange && allocation.lte(forex.available.plus(forex.locked));
  const answer = await call<{ follow_id: number }>(
    harness.app,
    'POST',
    '/api/follow/follow_trader',
    { trader_id: traderId, multiple: ratio, max_amount: allocation.toFixed(2), ...stopLoss },
    auth(user.token),
  );
  const what = `${user.name} follows tom x${ratio} with ${allocation.toFixed(2)}${limit ? `, stop-loss ${limit.toFixed(2)}` : ''}`;
  expectOutcome(answer, accepted, what);
  if (!accepted) return `${what}: refused`;
  const follow: ModelFollow = existing ?? {
    id: answer.data.follow_id,
    follower: user,
    ratio: new D(ratio),
    allocation,
    limit,
    paused: false,
    active: false,
    endedReason: null,
    activeSince: 0,
    booked: [],
  };
  if (!existing) follows.push(follow);
  expect(answer.data.follow_id, `${user.name}'s follow`).toBe(follow.id);
  const restarted = !follow.active;
  // A follow that ended starts afresh; an active one keeps its start, pause and copies.
  if (restarted) startFollow(follow, harness.app.clock.now());
  follow.ratio = new D(ratio);
  follow.allocation = allocation;
  follow.limit = limit;
  return `${what}: ${existing ? (restarted ? 'started again' : 'changed') : 'started'} (follow ${follow.id})`;
}

/** A follower pauses or resumes; now and then asks for the state it is in already, which must be refused. */
async function pauseStep(random: Random): Promise<string> {
  const active = follows.filter((follow) => follow.active);
  if (active.length === 0) return 'no follow to pause';
  const follow = pick(random, active);
  const wrong = random() < 0.1;
  const pause = wrong ? follow.paused : !follow.paused;
  const answer = await call(
    harness.app,
    'POST',
    `/api/follow/${pause ? 'pause' : 'resume'}`,
    { trader_id: traderId },
    auth(follow.follower.token),
  );
  expectOutcome(answer, !wrong, `${pause ? 'pause' : 'resume'} of follow ${follow.id}`);
  if (wrong) return `${follow.follower.name} is refused to ${pause ? 'pause' : 'resume'} again`;
  follow.paused = pause;
  return `${follow.follower.name} ${pause ? 'pauses ' : 'resumes'} following tom`;
}

/** A follower stops following (the copies stay open, no longer closing with the trader); an ended follow is refused. */
async function cancelFollowStep(random: Random): Promise<string> {
  if (follows.length === 0) return 'no follow to cancel';
  const active = follows.filter((each) => each.active);
  const follow = active.length > 0 && random() < 0.9 ? pick(random, active) : pick(random, follows);
  const answer = await call(harness.app, 'POST', '/api/follow/canal_follow', { trader_id: traderId }, auth(follow.follower.token));
  expectOutcome(answer, follow.active, `cancel of follow ${follow.id}`);
  if (!follow.active) return `${follow.follower.name} is refused to cancel an ended follow`;
  endFollow(follow, 'cancelled');
  return `${follow.follower.name} stops following tom`;
}

async function copyStep(random: Random, roll: number): Promise<string> {
  if (roll < 2.5) return traderOrderStep(random);
  if (roll < 5) return traderCloseStep(random);
  if (roll < 7) return followStep(random);
  if (roll < 7.8) return pauseStep(random);
  return cancelFollowStep(random);
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
  const drawn = random() * 100;
  // Copy trading takes the top eight and a half per cent; the other steps share the rest in their old proportions.
  if (drawn >= 91.5) return copyStep(random, drawn - 91.5);
  const roll = drawn / 0.915;
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
  if (roll < 81) return stopsStep(random);
  if (roll < 84) return trailStep(random);
  if (roll < 87) return partStep(random);
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

type Checked = 'balance' | 'order' | 'option' | 'follow' | 'copy' | 'day result';

/** Every user's accounts, open orders, running options, follows, open copies and the day's result of each loss limit
 * must be the model's (one round trip). */
async function verify(index: number): Promise<void> {
  const ids = everyone.map((user) => user.userId).join(', ');
  const rows = await harness.app.database.db.query<{ what: Checked; line: string }>(
    `SELECT 'balance' AS what, user_id || ' ' || kind || ' ' || available::text || '/' || locked::text AS line
       FROM ledger_accounts WHERE user_id IN (${ids})
     UNION ALL
     SELECT 'order', user_id || ' ' || id || ' ' || status || ' ' || lots::numeric(24, 2)::text || ' ' || stop_loss::numeric(24, 2)::text
       FROM contract_orders WHERE status IN (0, 1) AND user_id IN (${ids})
     UNION ALL
     SELECT 'option', user_id || ' ' || id FROM micro_orders WHERE status = 1 AND user_id IN (${ids})
     UNION ALL
     SELECT 'follow', follower_user_id || ' ' || id || ' ' || CASE WHEN active THEN 'active' ELSE 'ended' END || ' '
         || CASE WHEN paused_at IS NULL THEN 'running' ELSE 'paused' END || ' ' || coalesce(ended_reason, '-') || ' '
         || max_amount::numeric(24, 2)::text
       FROM follows WHERE trader_id = ${traderId}
     UNION ALL
     SELECT 'copy', o.user_id || ' ' || c.order_id || ' of ' || c.origin_id || ' for ' || c.follow_id || ' '
         || CASE WHEN c.following THEN 'following' ELSE 'left' END
       FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id WHERE o.status IN (0, 1) AND o.user_id IN (${ids})
     UNION ALL
     SELECT 'day result', user_id || ' ' || coalesce(day_key::text, '-') || ' ' || day_result::text
       FROM user_limits WHERE user_id IN (${ids})`,
  );
  const actual = (what: Checked) =>
    rows
      .filter((row) => row.what === what)
      .map((row) => row.line)
      .sort();
  const expected = everyone
    .flatMap((user) =>
      KINDS.map((kind) => `${user.userId} ${kind} ${user.accounts[kind].available.toFixed(2)}/${user.accounts[kind].locked.toFixed(2)}`),
    )
    .sort();
  const at = where(index);
  expect(actual('balance'), `balances differ from the model at ${at}`).toEqual(expected);
  expect(actual('order'), `open orders differ at ${at}`).toEqual(
    everyone
      .flatMap((user) =>
        [...user.orders.values()].map(
          (order) => `${user.userId} ${order.id} ${order.status} ${order.lots.toFixed(2)} ${order.stopLoss.toFixed(2)}`,
        ),
      )
      .sort(),
  );
  expect(actual('option'), `running options differ at ${at}`).toEqual(
    users.flatMap((user) => [...user.options.values()].map((option) => `${user.userId} ${option.id}`)).sort(),
  );
  expect(actual('follow'), `follows differ at ${at}`).toEqual(
    follows
      .map(
        (follow) =>
          `${follow.follower.userId} ${follow.id} ${follow.active ? 'active' : 'ended'} ${follow.paused ? 'paused' : 'running'} ` +
          `${follow.endedReason ?? '-'} ${follow.allocation.toFixed(2)}`,
      )
      .sort(),
  );
  // What the database's triggers counted towards each loss limit: every close, part and option settlement's net result.
  expect(actual('day result'), `the days' realised results differ at ${at}`).toEqual(
    everyone
      .flatMap((user) => (user.lossLimit ? [`${user.userId} ${user.lossLimit.day ?? '-'} ${user.lossLimit.result.toFixed(2)}`] : []))
      .sort(),
  );
  expect(actual('copy'), `open copies differ at ${at}`).toEqual(
    users
      .flatMap((user) =>
        [...user.orders.values()].flatMap((order) =>
          order.copy
            ? [
                `${user.userId} ${order.id} of ${order.copy.originId} for ${order.copy.follow.id} ${order.copy.following ? 'following' : 'left'}`,
              ]
            : [],
        ),
      )
      .sort(),
  );
}

/**
 * Each real user's account statement of the whole run (issue 39) reconciles with the ledger: its opening balances
 * plus every movement listed reach the ledger's own closing sums, and its last line says the check passed.
 */
async function expectStatementsReconcile(): Promise<void> {
  const { db } = harness.app.database;
  const translate = (await loadServerI18n()).translator('en');
  const now = harness.app.clock.now();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  for (const user of [...real, trader]) {
    const period = statementPeriod({ from: day(runStartedAt), to: day(now) }, now, runStartedAt);
    let last = '';
    for await (const chunk of accountStatementCsv(db, translate, user.userId, period, false)) last = chunk;
    // The file's last row is the check it passed.
    expect(last.trimEnd().split('\r\n').at(-1), `${user.name}'s statement of the run`).toMatch(/^,,,,"Checked: /);
  }
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
          // Copy work runs after the request's commit and off the tick loop: what a step set off is done before the check.
          await harness.settleCopies();
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
        await expectStatementsReconcile();
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
        for (const name of Object.keys(SEEN) as (keyof typeof SEEN)[]) {
          // A copy stop-loss needs a follow with a limit to hold copies through a losing stretch, and a close with the
          // trader copies the trader's close never closed by hand before: a few a thousand steps, and some seeds see
          // none in a thousand, so only a longer run must have seen them.
          if ((name === 'copyStopLosses' || name === 'closedWithTrader') && STEPS < 5_000) continue;
          expect(seen[name], `the run saw no ${name}`).toBeGreaterThan(0);
        }
      }
    },
    // A long run must not meet vitest's per-test limit: a generous fifth of a second a step. CI's runs take 10 to 30 s.
    Math.max(180_000, STEPS * 200),
  );
});
