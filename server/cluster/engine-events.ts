// The changes a node announces so the leader's engines (and every node's view of the book) learn them at once. Each
// names what changed, not how: the receiver reads the row from the database, which is the truth, so an event that
// arrives late, twice or out of order does no harm. Copy trading will add its own kinds here.

export type EngineEvent =
  /** A contract order was placed, filled, closed, cancelled or had its stops moved. */
  | { kind: 'contract_order'; userId: number; orderId: number }
  /** Money moved in or out of a user's contract account outside the engine (a transfer, a demo reset). */
  | { kind: 'contract_cash'; userId: number }
  /** An option order was placed or settled. */
  | { kind: 'micro_order'; orderId: number }
  /** An operator changed an instrument's terms (listing, halt, multiples, fees, lots): every node reads them again. */
  | { kind: 'instrument_terms'; instrumentId: number }
  /** A user's sessions, or one of them, ended (logout, password change, suspension): every node forgets what it
   * cached of them (server/account/session-cache.ts). */
  | { kind: 'sessions_ended'; userId: number }
  /** A price alert was set, changed or removed (server/alert/): the leader's index reads it again. */
  | { kind: 'price_alert'; alertId: number }
  /** An operator changed the jurisdiction rule sets (issue 38): every node reads them again. */
  | { kind: 'protection_rules' };

const KINDS = new Set<EngineEvent['kind']>([
  'contract_order',
  'contract_cash',
  'micro_order',
  'instrument_terms',
  'sessions_ended',
  'price_alert',
  'protection_rules',
]);

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** An event read from the wire, or undefined when it is not one (another version's, or garbage). */
export function parseEngineEvent(value: unknown): EngineEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  if (typeof kind !== 'string' || !KINDS.has(kind as EngineEvent['kind'])) return undefined;
  if (kind === 'contract_order' && isId(record.userId) && isId(record.orderId))
    return { kind, userId: record.userId, orderId: record.orderId };
  if (kind === 'contract_cash' && isId(record.userId)) return { kind, userId: record.userId };
  if (kind === 'micro_order' && isId(record.orderId)) return { kind, orderId: record.orderId };
  if (kind === 'instrument_terms' && isId(record.instrumentId)) return { kind, instrumentId: record.instrumentId };
  if (kind === 'sessions_ended' && isId(record.userId)) return { kind, userId: record.userId };
  if (kind === 'price_alert' && isId(record.alertId)) return { kind, alertId: record.alertId };
  if (kind === 'protection_rules') return { kind };
  return undefined;
}
