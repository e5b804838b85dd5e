import { Decimal } from '../../common/money';
import type { ChargeBankAccount, CollectCurrency } from '../../common/api/charge';
import type { WithdrawCurrency } from '../../common/api/withdraw';
import type { AdminBankAccount, AdminCollectCurrency, AdminWithdrawCurrency } from '../../common/api/admin-wallet';
import type { Clock } from '../clock';
import type { Database, Queryable, SqlValue } from '../db/database';
import { badField, notFound } from '../errors';
import { findBankAccount, findCollectCurrency, toAdminBankAccount, toAdminCollectCurrency } from './deposit-config';
import { checkReceivingAddress, receivingBankDetails } from './receiving-details';
import { recordDecision } from '../decisions/decisions';
import { findWithdrawalCurrency, toAdminWithdrawalCurrency } from './withdrawal-currencies';
import type { FeeType } from '../../common/wallet';
import type { DecisionSubject } from '../../common/decisions';
import { assert } from '../assert';

// The back office edits what deposits and withdrawals run against: collect currencies, receiving bank accounts and
// withdraw currencies. A save without an id creates one, with an id updates it; `enabled` 0 takes it off the
// users' screens without deleting what records refer to. Every change is recorded like a decision.

/** A back-office table a save writes, how a change is recorded, and how a row is read back (shared by other areas). */
export interface Table<Row> {
  name: string;
  subject: DecisionSubject;
  find: (db: Queryable, id: number) => Promise<Row | null>;
}

/**
 * Creates (no id) or updates a row of `table`, recording the change with the row before and after. `values` may be
 * worked out from the row as it is before the change (locked: no other save changes it in between). `alsoWrite`
 * writes what belongs to the row elsewhere (its other languages' texts) in the same transaction, before the row is
 * read back.
 */
export async function save<Row>(
  db: Database,
  clock: Clock,
  operatorId: number,
  table: Table<Row>,
  id: number | undefined,
  valuesFrom: Record<string, SqlValue> | ((before: Row | null) => Record<string, SqlValue>),
  alsoWrite?: (tx: Queryable, id: number) => Promise<void>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    let before: Row | null = null;
    if (id !== undefined) {
      // Locked before it is read: two saves of one row at once are recorded one after the other, each with the row as
      // the one before left it, and neither writes values worked out from a row the other has changed (issue #32).
      await tx.query(`SELECT 1 FROM ${table.name} WHERE id = $1 FOR UPDATE`, [id]);
      before = await table.find(tx, id);
      if (!before) throw notFound();
    }
    const values = typeof valuesFrom === 'function' ? valuesFrom(before) : valuesFrom;
    const columns = Object.keys(values);
    let savedId: number;
    if (id === undefined) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        Object.values(values),
      );
      assert(row, `${table.name} insert returned nothing`);
      savedId = row.id;
    } else {
      await tx.query(`UPDATE ${table.name} SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [
        id,
        ...Object.values(values),
      ]);
      savedId = id;
    }
    await alsoWrite?.(tx, savedId);
    const after = await table.find(tx, savedId);
    assert(after, `${table.name} ${savedId} vanished`);
    await recordDecision(tx, clock, {
      operatorId,
      subject: table.subject,
      subjectId: savedId,
      action: id === undefined ? 'create' : 'update',
      reason: '',
      before,
      after,
    });
    return after;
  });
}

const collectTable: Table<AdminCollectCurrency> = {
  name: 'collect_currencies',
  subject: 'collect_currency',
  find: async (db, id) => {
    const row = await findCollectCurrency(db, id);
    return row ? toAdminCollectCurrency(row) : null;
  },
};

const bankTable: Table<AdminBankAccount> = {
  name: 'charge_bank_accounts',
  subject: 'bank_account',
  find: async (db, id) => {
    const row = await findBankAccount(db, id);
    return row ? toAdminBankAccount(row) : null;
  },
};

const withdrawTable: Table<AdminWithdrawCurrency> = {
  name: 'withdraw_currencies',
  subject: 'withdraw_currency',
  find: async (db, id) => {
    const row = await findWithdrawalCurrency(db, id);
    return row ? toAdminWithdrawalCurrency(row) : null;
  },
};

/** What the back office sends to add (no id) or change a row: its fields, whether users see it, and its place. */
type Editable<T extends { id: number }> = Omit<T, 'id'> & { id?: number | undefined; enabled: 0 | 1; sort: number };

/** A collect currency; a new rate to USD is stamped with its time (the audit log has who set it). */
export async function saveCollectCurrency(
  db: Database,
  clock: Clock,
  operatorId: number,
  input: Editable<Omit<CollectCurrency, 'usd_price'>> & { usd_price?: string | undefined },
): Promise<AdminCollectCurrency> {
  const { id, enabled, ...values } = input;
  checkReceivingAddress(values.address, values.protocol, { address: 'address', protocol: 'protocol' });
  if (input.usd_price !== undefined && new Decimal(input.usd_price).lte(0)) throw badField('usd_price', 'invalid');
  // From the currency as the save found it locked: a save that does not name a rate keeps the one set, even one set
  // a moment before by another save (a new currency starts at 1 until one is set).
  return save(db, clock, operatorId, collectTable, id, (before) => {
    const usdPrice = input.usd_price ?? before?.usd_price ?? '1';
    const rateChanged = input.usd_price !== undefined && (!before || !new Decimal(before.usd_price).eq(usdPrice));
    return {
      ...values,
      usd_price: usdPrice,
      enabled: enabled === 1,
      ...(rateChanged ? { usd_price_at: new Date(clock.now()) } : {}),
    };
  });
}

export async function saveBankAccount(
  db: Database,
  clock: Clock,
  operatorId: number,
  input: Editable<ChargeBankAccount>,
): Promise<AdminBankAccount> {
  if (!(await findCollectCurrency(db, input.collect_currency_id))) throw badField('collect_currency_id', 'invalid');
  const { id, enabled, ...values } = input;
  return save(db, clock, operatorId, bankTable, id, { ...values, ...receivingBankDetails(values), enabled: enabled === 1 });
}

export function saveWithdrawCurrency(
  db: Database,
  clock: Clock,
  operatorId: number,
  input: Editable<WithdrawCurrency> & { fee_type: FeeType },
): Promise<AdminWithdrawCurrency> {
  if (new Decimal(input.usd_price).lte(0)) throw badField('usd_price', 'invalid');
  const { id, enabled, ...values } = input;
  return save(db, clock, operatorId, withdrawTable, id, { ...values, enabled: enabled === 1 });
}
