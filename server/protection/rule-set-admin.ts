import type { RuleSet } from '../../common/api/admin-protection';
import { CODE } from '../../common/envelope';
import { Decimal } from '../../common/money';
import {
  CLOSE_OUT_LEVEL_MAX,
  CLOSE_OUT_LEVEL_MIN,
  type AssetClass,
  type LeverageCaps,
  type RiskWarningStyle,
} from '../../common/protection';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { recordDecision } from '../decisions/decisions';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import type { InstrumentSeed } from '../market/instrument-data';
import { isUniqueViolation } from '../db/errors';
import { assetClassName } from './asset-class-names';
import { loadRuleSets, RULE_SET_COLUMNS, ruleSetOf } from './rule-sets';

// An operator's changes to the rule sets (admins only), each recorded in the audit log with the set before and after.
// What cannot be saved is refused with 9510 and changes nothing: a cap no instrument of its class can meet, a country
// another set holds, countries on the default set, removing the default set. Orders placed before a change keep what
// they were placed with; the change applies to orders placed after it (every node reads the sets again at once).

export interface RuleSetChange {
  id?: number | undefined;
  name: string;
  countries: string[];
  leverageCaps: LeverageCaps;
  closeOutLevel: string | null;
  retailOptions: boolean;
  copyTrading: boolean;
  riskWarning: RiskWarningStyle;
}

/** Refuses a cap below every multiple the class's instruments offer (the class would have nothing to trade). */
function checkCaps(caps: LeverageCaps, instruments: readonly InstrumentSeed[]): void {
  for (const [assetClass, cap] of Object.entries(caps) as [AssetClass, number][]) {
    const offered = instruments.filter((instrument) => instrument.assetClass === assetClass).flatMap((instrument) => instrument.multiples);
    if (offered.length === 0)
      throw new DomainError(CODE.RULE_SET, messages.ruleSetCapNoInstruments, { assetClass: assetClassName(assetClass) });
    const lowest = Math.min(...offered);
    if (cap < lowest)
      throw new DomainError(CODE.RULE_SET, messages.ruleSetCapBelowOffered, { assetClass: assetClassName(assetClass), cap, lowest });
  }
}

function checkCloseOut(level: string | null): void {
  if (level === null) return;
  const ratio = new Decimal(level);
  if (ratio.lessThan(CLOSE_OUT_LEVEL_MIN) || ratio.greaterThan(CLOSE_OUT_LEVEL_MAX))
    throw new DomainError(CODE.RULE_SET, messages.ruleSetCloseOutRange);
}

/** Creates or replaces a set; answers every set after the change. */
export async function saveRuleSet(
  tx: Queryable,
  clock: Clock,
  operatorId: number,
  change: RuleSetChange,
  instruments: readonly InstrumentSeed[],
): Promise<RuleSet[]> {
  checkCaps(change.leverageCaps, instruments);
  checkCloseOut(change.closeOutLevel);
  // Every set is locked while one changes, so two operators cannot both give one country to their sets.
  const sets = (
    await tx.query<Parameters<typeof ruleSetOf>[0]>(`SELECT ${RULE_SET_COLUMNS} FROM jurisdiction_rule_sets ORDER BY id FOR UPDATE`)
  ).map(ruleSetOf);
  const before = change.id === undefined ? null : sets.find((set) => set.id === change.id);
  if (before === undefined) throw notFound();
  const countries = [...new Set(change.countries)].sort();
  if (before?.is_default === true && countries.length > 0) throw new DomainError(CODE.RULE_SET, messages.ruleSetDefaultCountries);
  for (const country of countries) {
    const other = sets.find((set) => set.id !== change.id && set.countries.includes(country));
    if (other) throw new DomainError(CODE.RULE_SET, messages.ruleSetCountryTaken, { country, other: other.name });
  }
  const values = [
    change.name,
    countries,
    JSON.stringify(change.leverageCaps),
    change.closeOutLevel,
    change.retailOptions,
    change.copyTrading,
    change.riskWarning,
    new Date(clock.now()),
  ];
  let id: number;
  try {
    const [row] =
      before === null
        ? await tx.query<{ id: number }>(
            `INSERT INTO jurisdiction_rule_sets (name, countries, leverage_caps, close_out_level, retail_options, copy_trading, risk_warning,
               updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            values,
          )
        : await tx.query<{ id: number }>(
            `UPDATE jurisdiction_rule_sets SET name = $1, countries = $2, leverage_caps = $3, close_out_level = $4, retail_options = $5,
               copy_trading = $6, risk_warning = $7, updated_at = $8 WHERE id = $9 RETURNING id`,
            [...values, before.id],
          );
    id = (row as { id: number }).id;
  } catch (error) {
    if (isUniqueViolation(error, 'jurisdiction_rule_sets_name_key')) throw new DomainError(CODE.RULE_SET, messages.ruleSetNameTaken);
    throw error;
  }
  const after = await loadRuleSets(tx);
  await recordDecision(tx, clock, {
    operatorId,
    subject: 'rule_set',
    subjectId: id,
    action: before === null ? 'create' : 'update',
    reason: '',
    before,
    after: after.find((set) => set.id === id),
  });
  return after;
}

/** Removes a set other than the default (its countries fall to the default); answers every set after. */
export async function deleteRuleSet(tx: Queryable, clock: Clock, operatorId: number, id: number): Promise<RuleSet[]> {
  const [row] = await tx.query<Parameters<typeof ruleSetOf>[0]>(
    `SELECT ${RULE_SET_COLUMNS} FROM jurisdiction_rule_sets WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound();
  const before = ruleSetOf(row);
  if (before.is_default) throw new DomainError(CODE.RULE_SET, messages.ruleSetDefaultKept);
  await tx.query('DELETE FROM jurisdiction_rule_sets WHERE id = $1', [id]);
  await recordDecision(tx, clock, { operatorId, subject: 'rule_set', subjectId: id, action: 'delete', reason: '', before, after: null });
  return loadRuleSets(tx);
}
