import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { get, type Reply } from './client';
import { BTC, type ClusterDatabase } from './cluster-env';
import { until } from './processes';

// The mixed load of the chaos and partition tests: real, funded users placing contract orders (some with a stop a
// little under the price, which the leader's engine fires), closing them, buying short options and moving money
// between their accounts, each request with an Idempotency-Key of its own. Afterwards every request that got no
// answer is retried with its key, and every request answered with code 1 must have its effect in the database, once.

/** A short option, so that many fall due (and settle) while a test runs. */
export const OPTION_SECONDS = 3;

export async function addShortOption(database: ClusterDatabase): Promise<void> {
  await database.query('INSERT INTO micro_options (id, seconds, profit_ratio, limit_amount, sort) VALUES (90, $1, 0.8, 1, 99)', [
    OPTION_SECONDS,
  ]);
}

export type Kind = 'submit' | 'close' | 'option' | 'transfer' | 'stop';

export interface Sent {
  kind: Kind;
  user: number;
  route: string;
  params: Record<string, string | number>;
  key: string;
  /** When it was first sent (the test's clock, which the nodes share). */
  at: number;
  answer?: Reply<{ Id?: number; id?: number; OriginPrice?: string }>;
  /** The node (its base URL) that gave the answer. */
  answeredBy?: string;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Many clients, each from an address of its own (the nodes trust the forwarded address): the per-address rate
 * limit is not what these tests measure. */
export const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

interface Held {
  id: number;
  price: number;
  buy: boolean;
}

export class MixedLoad {
  readonly sent: Sent[] = [];
  /** Each user's positions this load opened and has not closed. */
  private readonly holding = new Map<number, Held[]>();

  constructor(
    private readonly users: readonly { token: string; uid: string }[],
    private readonly kinds: readonly Kind[] = ['submit', 'close', 'option', 'transfer'],
  ) {}

  /** The next request, of a kind picked at random among those that make sense for a user picked at random. */
  next(): Sent {
    const user = Math.floor(Math.random() * this.users.length);
    const open = this.holding.get(user) ?? [];
    const kinds = this.kinds.filter((kind) => open.length > 0 || (kind !== 'close' && kind !== 'stop'));
    const kind = pick(kinds);
    const request: Sent = { kind, user, key: randomUUID(), at: Date.now(), ...this.call(kind, open) };
    this.sent.push(request);
    return request;
  }

  private call(kind: Kind, open: Held[]): Pick<Sent, 'route' | 'params'> {
    switch (kind) {
      case 'submit':
        return { route: '/v2/api/forex/submit', params: { type: pick([1, 2]), cont: '0.01', forex_id: BTC.id, status: 1, multiple: 10 } };
      case 'close':
        return { route: '/v2/api/forex/close', params: { id: open.shift()?.id ?? 0 } };
      case 'stop': {
        // A stop 30 under a buy's opening price: the sawtooth falls through it within a second or so, if it has
        // not already (then the request is refused, which is fine).
        const held = open.find((item) => item.buy) ?? open[0];
        const level = held?.buy ? held.price - 30 : (held?.price ?? 0) + 30;
        return {
          route: '/v2/api/forex/set_stop_price',
          params: { id: held?.id ?? 0, stop_loss_price: level.toFixed(2), target_profit_price: '0' },
        };
      }
      case 'option':
        return { route: '/v2/api/micro/submit', params: { forex_id: BTC.id, type: pick([1, 2]), number: '5', seconds: OPTION_SECONDS } };
      case 'transfer':
        return {
          route: '/api/account/transfer',
          params: {
            balance: '1.00',
            currency_id: 1,
            ...pick([
              { from: 2, to: 3 },
              { from: 3, to: 2 },
            ]),
          },
        };
    }
  }

  /** Sends `request` to `base`; throws when no answer came (within `timeoutMs`, when given). */
  async send(request: Sent, base: string, timeoutMs?: number): Promise<void> {
    const token = this.users[request.user]?.token ?? '';
    const signal = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
    request.answer =
      request.kind === 'transfer'
        ? await post(base, request.route, request.params, token, request.key, signal)
        : await get(base, request.route, request.params, token, request.key, { 'x-forwarded-for': someAddress() }, signal);
    request.answeredBy = base;
    if (request.kind === 'submit' && request.answer.code === 1 && request.answer.data.Id) {
      const held = { id: request.answer.data.Id, price: Number(request.answer.data.OriginPrice), buy: request.params.type === 1 };
      this.holding.set(request.user, [...(this.holding.get(request.user) ?? []), held]);
    }
  }

  /**
   * Every request that got no answer (or was still running elsewhere: 3008) is sent again with its key until it
   * gets one: the first answer if the first try committed, or a fresh attempt. Returns how many needed it.
   */
  async answerTheUnanswered(bases: () => string[], timeoutMs?: number): Promise<number> {
    const unanswered = this.sent.filter((item) => !item.answer);
    for (const request of unanswered) {
      for (let attempt = 0; attempt < 20 && (!request.answer || request.answer.code === 3008); attempt += 1) {
        try {
          await this.send(request, pick(bases()), timeoutMs);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    }
    return unanswered.length;
  }

  /** Answers by kind and code, e.g. {"submit:1": 40, "close:3006": 2}. */
  answers(from = 0, to = Infinity): Record<string, number> {
    const byCode: Record<string, number> = {};
    for (const item of this.sent) {
      if (!item.answer || item.at < from || item.at >= to) continue;
      const name = `${item.kind}:${item.answer.code}`;
      byCode[name] = (byCode[name] ?? 0) + 1;
    }
    return byCode;
  }

  /** How many requests sent from `from` to `to` (of `kinds`, when given) were accepted. */
  accepted(from = 0, to = Infinity, kinds?: readonly Kind[]): number {
    return this.sent.filter((item) => item.answer?.code === 1 && item.at >= from && item.at < to && (!kinds || kinds.includes(item.kind)))
      .length;
  }
}

async function post(
  base: string,
  route: string,
  params: Record<string, string | number>,
  token: string,
  key: string,
  signal?: AbortSignal,
): Promise<Reply<{ id?: number }>> {
  const body = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: {
      authorization: token,
      'idempotency-key': key,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': someAddress(),
    },
    body,
    signal,
  });
  return (await response.json()) as Reply<{ id?: number }>;
}

/** Waits until no option is overdue by more than 2 s (the leader settles them all); false if some still are. */
export function optionsSettle(database: ClusterDatabase, ms: number): Promise<boolean> {
  return until(async () => {
    const [row] = await database.query<{ running: string }>(
      'SELECT count(*) AS running FROM micro_orders WHERE status = 1 AND expires_at < $1',
      [Date.now() - 2_000],
    );
    return Number(row?.running) === 0;
  }, ms);
}

/**
 * Every request answered with code 1 has its effect in the database, and nothing was applied twice: no more
 * orders, options or transfers than keys were sent for them. Returns the database's totals.
 */
export async function expectAcceptedOnce(database: ClusterDatabase, sent: readonly Sent[]): Promise<Record<string, string>> {
  const accepted = (kind: Kind) => sent.filter((item) => item.kind === kind && item.answer?.code === 1);
  const idsOf = (kind: Kind) => accepted(kind).map((item) => Number(item.answer?.data.Id ?? item.answer?.data.id));
  const count = async (sql: string, params: unknown[]) => Number((await database.query<{ n: string }>(sql, params))[0]?.n);
  const present = (table: string, ids: number[]) => count(`SELECT count(*) AS n FROM ${table} WHERE id = ANY($1::bigint[])`, [ids]);
  expect(await present('contract_orders', idsOf('submit')), 'accepted orders in the database').toBe(new Set(idsOf('submit')).size);
  expect(await present('micro_orders', idsOf('option')), 'accepted options in the database').toBe(new Set(idsOf('option')).size);
  expect(await present('transfers', idsOf('transfer')), 'accepted transfers in the database').toBe(new Set(idsOf('transfer')).size);
  const closed = accepted('close').map((item) => Number(item.params.id));
  expect(
    await count('SELECT count(*) AS n FROM contract_orders WHERE id = ANY($1::bigint[]) AND status = 3', [closed]),
    'accepted closes in the database',
  ).toBe(new Set(closed).size);
  // An accepted stop is on its order, or the order has closed since (by that stop or otherwise).
  for (const item of accepted('stop')) {
    const [row] = await database.query<{ status: number; stop_loss: string }>(
      'SELECT status, stop_loss FROM contract_orders WHERE id = $1',
      [item.params.id],
    );
    expect(row?.status === 3 || Number(row?.stop_loss) === Number(item.params.stop_loss_price), `stop on order ${item.params.id}`).toBe(
      true,
    );
  }
  const keys = (kind: Kind) => sent.filter((item) => item.kind === kind).length;
  const [totals] = await database.query<{ orders: string; options: string; transfers: string }>(
    'SELECT (SELECT count(*) FROM contract_orders) AS orders, (SELECT count(*) FROM micro_orders) AS options, (SELECT count(*) FROM transfers) AS transfers',
  );
  expect(Number(totals?.orders)).toBeLessThanOrEqual(keys('submit'));
  expect(Number(totals?.options)).toBeLessThanOrEqual(keys('option'));
  expect(Number(totals?.transfers)).toBeLessThanOrEqual(keys('transfer'));
  return { ...totals };
}
