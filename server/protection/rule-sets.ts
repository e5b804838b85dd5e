import type { RuleSet } from '../../common/api/admin-protection';
import { isAssetClass, type LeverageCaps, type RiskWarningStyle } from '../../common/protection';
import type { Queryable } from '../db/database';
import { assert } from '../assert';

// The jurisdiction rule sets as stored, and the book every node keeps of them in memory: a submit asks which set
// applies to a residence without a read of its own. An operator's change announces itself (the `protection_rules`
// engine event) and every node reads the sets again; the reconcile reads them every few seconds as the safety net.

interface RuleSetRow {
  id: number;
  name: string;
  is_default: boolean;
  countries: string[];
  leverage_caps: Record<string, unknown>;
  close_out_level: string | null;
  retail_options: boolean;
  copy_trading: boolean;
  risk_warning: RiskWarningStyle;
  updated_at: Date;
}

export const RULE_SET_COLUMNS = `id, name, is_default, countries, leverage_caps, close_out_level::text AS close_out_level, retail_options,
  copy_trading, risk_warning, updated_at`;

/** The caps as stored, keeping only asset classes and whole multiples (the column is the operator's JSON). */
function capsOf(stored: Record<string, unknown>): LeverageCaps {
  const caps: LeverageCaps = {};
  for (const [key, value] of Object.entries(stored)) if (isAssetClass(key) && Number.isSafeInteger(value)) caps[key] = value as number;
  return caps;
}

/** "0.5000" as stored is "0.5". */
function ratioText(value: string | null): string | null {
  return value === null ? null : value.replace(/0+$/, '').replace(/\.$/, '');
}

export function ruleSetOf(row: RuleSetRow): RuleSet {
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    countries: [...row.countries].sort(),
    leverage_caps: capsOf(row.leverage_caps),
    close_out_level: ratioText(row.close_out_level),
    retail_options: row.retail_options,
    copy_trading: row.copy_trading,
    risk_warning: row.risk_warning,
    updated_at: row.updated_at.getTime(),
  };
}

export async function loadRuleSets(db: Queryable): Promise<RuleSet[]> {
  const rows = await db.query<RuleSetRow>(`SELECT ${RULE_SET_COLUMNS} FROM jurisdiction_rule_sets ORDER BY is_default DESC, name`);
  return rows.map(ruleSetOf);
}

/** The sets in memory, by country; a residence in none of them (or none known) gets the default set. */
export class RuleBook {
  private sets: RuleSet[] = [];
  private byCountry = new Map<string, RuleSet>();
  private fallback: RuleSet | undefined;

  private constructor(private readonly db: Queryable) {}

  static async open(db: Queryable): Promise<RuleBook> {
    const book = new RuleBook(db);
    await book.reload();
    return book;
  }

  /** Reads the sets again (an operator changed one, here or on another node). */
  async reload(): Promise<void> {
    this.use(await loadRuleSets(this.db));
  }

  /** Takes `sets` as the sets in force (what a change committed, or a reload read). */
  use(sets: RuleSet[]): void {
    this.sets = sets;
    this.byCountry = new Map(sets.flatMap((set) => set.countries.map((country) => [country, set] as const)));
    this.fallback = sets.find((set) => set.is_default);
  }

  all(): readonly RuleSet[] {
    return this.sets;
  }

  /** The set that applies to a resident of `country` (null: not known). */
  forResidence(country: string | null): RuleSet {
    const found = country === null ? undefined : this.byCountry.get(country);
    const set = found ?? this.fallback;
    assert(set, 'no default rule set (migration 0127 writes one and it cannot be removed)');
    return set;
  }
}
