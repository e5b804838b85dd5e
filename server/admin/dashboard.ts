import type { Dashboard, InstrumentExposure } from '../../common/api/admin-console';
import { CHARGE_STATUS } from '../../common/api/charge';
import { WITHDRAW_STATUS } from '../../common/api/withdraw';
import { ORDER_STATUS, SIDE } from '../../common/contract';
import { isCustomer } from '../account/customer-predicate';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { InstrumentSeed } from '../market/instrument-data';
import { startOfDay } from '../time';

// The console's first screen: what waits for a decision, the day's trading, the exposure per instrument (customers'
// open positions, the margin they hold and the house's net position on the other side), the feed's last tick per
// instrument and the nodes with the leader. Sums are taken by the database in numeric, never in floating point.
// Trading counts customers' orders only (server/account/customer-predicate.ts): a demo account's and a simulated
// trader's positions put no money of the house at risk, as the money figures beside these leave them out too.

/** What the dashboard needs of the running node: its market and who leads. */
export interface DashboardNode {
  nodeId: string;
  isLeader: () => boolean;
  instruments: () => readonly InstrumentSeed[];
  lastTick: (instrumentId: number) => { time: number; price: string } | undefined;
}

interface ExposureRow {
  instrument_id: number;
  open_positions: string;
  margin: string;
  long_lots: string;
  short_lots: string;
  house_net_lots: string;
  volume_lots_today: string;
}

export async function dashboard(db: Queryable, clock: Clock, node: DashboardNode): Promise<Dashboard> {
  const now = clock.now();
  // Today as the product counts days (server/time.ts), like the money figures beside it.
  const dayStart = startOfDay(now);
  const [waiting] = await db.query<{ charges: string; withdrawals: string; charges_amount: string; withdrawals_amount: string }>(
    `SELECT (SELECT count(*) FROM charges WHERE status = $1) AS charges,
            (SELECT coalesce(sum(trunc(ch.number / c.usd_price, 2)), 0)::text
               FROM charges ch JOIN collect_currencies c ON c.id = ch.collect_currency_id WHERE ch.status = $1) AS charges_amount,
            (SELECT count(*) FROM withdrawals WHERE status = $2) AS withdrawals,
            (SELECT coalesce(sum(number), 0)::text FROM withdrawals WHERE status = $2) AS withdrawals_amount`,
    [CHARGE_STATUS.unchecked, WITHDRAW_STATUS.unchecked],
  );
  const exposure = await db.query<ExposureRow>(
    `SELECT instrument_id,
            count(*) FILTER (WHERE status = $1) AS open_positions,
            coalesce(sum(margin) FILTER (WHERE status = $1), 0)::text AS margin,
            coalesce(sum(lots) FILTER (WHERE status = $1 AND side = $2), 0)::text AS long_lots,
            coalesce(sum(lots) FILTER (WHERE status = $1 AND side = $3), 0)::text AS short_lots,
            (coalesce(sum(lots) FILTER (WHERE status = $1 AND side = $3), 0)
              - coalesce(sum(lots) FILTER (WHERE status = $1 AND side = $2), 0))::text AS house_net_lots,
            coalesce(sum(lots) FILTER (WHERE open_time >= $4), 0)::text AS volume_lots_today
     FROM contract_orders o WHERE (status = $1 OR open_time >= $4) AND ${isCustomer('o.user_id')} GROUP BY instrument_id`,
    [ORDER_STATUS.holding, SIDE.buy, SIDE.sell, dayStart],
  );
  const stakes = await db.query<{ instrument_id: number; stakes: string }>(
    `SELECT instrument_id, sum(amount)::text AS stakes FROM micro_orders m WHERE open_time >= $1 AND ${isCustomer('m.user_id')}
     GROUP BY instrument_id`,
    [dayStart],
  );
  const [totals] = await db.query<{ open_positions: string; margin: string; option_stakes_today: string }>(
    `SELECT (SELECT count(*) FROM contract_orders o WHERE status = $1 AND ${isCustomer('o.user_id')}) AS open_positions,
            (SELECT coalesce(sum(margin), 0)::text FROM contract_orders o WHERE status = $1 AND ${isCustomer('o.user_id')}) AS margin,
            (SELECT coalesce(sum(amount), 0)::text FROM micro_orders m WHERE open_time >= $2 AND ${isCustomer('m.user_id')})
              AS option_stakes_today`,
    [ORDER_STATUS.holding, dayStart],
  );
  const [leader] = await db.query<{ node: string | null; epoch: string; since: string | null }>(
    'SELECT node, epoch, since FROM cluster_leader WHERE id = 1',
  );
  const byInstrument = new Map(exposure.map((row) => [row.instrument_id, row]));
  const stakesOf = new Map(stakes.map((row) => [row.instrument_id, row.stakes]));
  const instruments = node.instruments().map((instrument): InstrumentExposure => {
    const row = byInstrument.get(instrument.id);
    const tick = node.lastTick(instrument.id);
    return {
      instrument_id: instrument.id,
      code: instrument.code,
      open_positions: Number(row?.open_positions ?? 0),
      margin: row?.margin ?? '0',
      long_lots: row?.long_lots ?? '0',
      short_lots: row?.short_lots ?? '0',
      house_net_lots: row?.house_net_lots ?? '0',
      volume_lots_today: row?.volume_lots_today ?? '0',
      option_stakes_today: stakesOf.get(instrument.id) ?? '0',
      last_tick_at: tick?.time ?? null,
      last_price: tick?.price ?? null,
    };
  });
  const leaderNode = leader?.node ?? null;
  // The node answering, and the leader as the leadership table names it when another node leads.
  const nodes = [{ node: node.nodeId, leader: node.isLeader(), last_seen_at: now, self: true }];
  if (leaderNode && leaderNode !== node.nodeId)
    nodes.push({ node: leaderNode, leader: true, last_seen_at: Number(leader?.since ?? 0), self: false });
  return {
    waiting: {
      charges: Number(waiting?.charges ?? 0),
      withdrawals: Number(waiting?.withdrawals ?? 0),
      charges_amount: waiting?.charges_amount ?? '0',
      withdrawals_amount: waiting?.withdrawals_amount ?? '0',
    },
    instruments,
    totals: {
      open_positions: Number(totals?.open_positions ?? 0),
      margin: totals?.margin ?? '0',
      option_stakes_today: totals?.option_stakes_today ?? '0',
    },
    nodes,
    leader: { node: leaderNode, epoch: Number(leader?.epoch ?? 0), since: leader?.since ? Number(leader.since) : null },
    time: now,
  };
}
