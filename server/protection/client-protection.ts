import type { ClientProfile, RuleSetTerms } from '../../common/api/protection';
import type { RuleSet } from '../../common/api/admin-protection';
import { CODE } from '../../common/envelope';
import { MICRO_STATUS } from '../../common/micro';
import { Decimal } from '../../common/money';
import { LIMIT_PERIODS, type AssetClass, type LeverageCaps } from '../../common/protection';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { InstrumentSeed } from '../market/instrument-data';
import { depositedIn, depositLimitReached } from './deposit-limits';
import { periodEnd, periodStart } from './periods';
import type { RuleBook } from './rule-sets';
import { amountInForce } from './stored-limits';
import { isRetail, lossBudget, lossLimitReached, readStanding, refuseStarting, type LossBudget, type Standing } from './standing';

// What the rules let a customer do, asked by every path that starts something (the contract submit, an option, a
// follow, a deposit; the copier asks for its followers in its own batch read): one read of where they stand, the
// rule set of their residence from memory. A rule change applies to orders placed after it: nothing placed before
// is touched.

/** What a contract submit is checked against (after the refusals of readStanding's account states). */
export interface OrderProtection {
  /** The rule set's name, for a refusal's message. */
  ruleSet: string;
  /** The caps that apply to this client; null: none (a professional client). */
  caps: LeverageCaps | null;
  /** The tightest of the customer's own loss limits; null: none set. */
  lossBudget: LossBudget | null;
  /** The margin close-out level the order keeps (a retail client's, from their rule set); null: the platform's. */
  closeOutLevel: Decimal | null;
}

/** The instruments the rules look at: every one loaded, listed or not. */
export interface InstrumentList {
  readonly instruments: readonly InstrumentSeed[];
}

export function termsOf(set: RuleSet): RuleSetTerms {
  return {
    id: set.id,
    name: set.name,
    leverage_caps: set.leverage_caps,
    close_out_level: set.close_out_level,
    retail_options: set.retail_options,
    copy_trading: set.copy_trading,
    risk_warning: set.risk_warning,
  };
}

/** The close-out level a client's new orders keep: their rule set's for a retail client; null (the platform's) else. */
export function closeOutLevelOf(set: Pick<RuleSet, 'close_out_level'>, retail: boolean): Decimal | null {
  return retail && set.close_out_level !== null ? new Decimal(set.close_out_level) : null;
}

/** The refusal of a multiple above the client's cap. */
export function leverageCapped(ruleSet: string, instrument: InstrumentSeed, cap: number): DomainError {
  return new DomainError(CODE.LEVERAGE_CAPPED, messages.leverageCapped, { ruleSet, instrument: instrument.showCode, cap });
}

export class ClientProtection {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    readonly rules: RuleBook,
    private readonly market: InstrumentList,
  ) {}

  /** The rule set that applies to a customer as they stand. */
  ruleSetOf(standing: Pick<Standing, 'residence'>): RuleSet {
    return this.rules.forResidence(standing.residence);
  }

  /** The client profile: the residence, the category, the set that applies and what it allows this client. */
  profileOf(standing: Standing): ClientProfile {
    const set = this.ruleSetOf(standing);
    const retail = isRetail(standing);
    const assetClasses: Record<number, AssetClass> = {};
    for (const instrument of this.market.instruments) assetClasses[instrument.id] = instrument.assetClass;
    return {
      residence: standing.residence,
      category: standing.category,
      rule_set: termsOf(set),
      leverage_caps: retail ? set.leverage_caps : {},
      options_offered: !retail || set.retail_options,
      close_out_level: closeOutLevelOf(set, retail)?.toString() ?? null,
      copy_trading_offered: set.copy_trading,
      asset_classes: assetClasses,
    };
  }

  async profile(userId: number): Promise<ClientProfile> {
    return this.profileOf(await readStanding(this.db, userId));
  }

  /** Before a contract submit: refuses a frozen, excluded or cooling-off account; answers the caps and the budget. */
  async forContractOrder(userId: number): Promise<OrderProtection> {
    const standing = await readStanding(this.db, userId);
    const now = this.clock.now();
    refuseStarting(standing, now);
    const set = this.ruleSetOf(standing);
    const retail = isRetail(standing);
    return {
      ruleSet: set.name,
      caps: retail ? set.leverage_caps : null,
      lossBudget: lossBudget(standing, now),
      closeOutLevel: closeOutLevelOf(set, retail),
    };
  }

  /**
   * Before an option order: as a contract submit, options must be offered to the client, and the stake, with the
   * contract margin and the stakes of running options, must stay within what their loss limit leaves (an option can
   * lose its whole stake). Checked before the order, not in its statement: the race a contract submit's placement
   * closes is left open here by one option's stake at most.
   */
  async checkOptionOrder(userId: number, stake: Decimal.Value): Promise<void> {
    const standing = await readStanding(this.db, userId);
    const now = this.clock.now();
    refuseStarting(standing, now);
    const set = this.ruleSetOf(standing);
    if (isRetail(standing) && !set.retail_options)
      throw new DomainError(CODE.OPTIONS_NOT_OFFERED, messages.optionsNotOffered, { ruleSet: set.name });
    const budget = lossBudget(standing, now);
    if (budget === null) return;
    const [row] = await this.db.query<{ at_risk: string }>(
      `SELECT coalesce((SELECT locked FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex' AND currency = 'USD'), 0)
         + coalesce((SELECT sum(amount) FROM micro_orders WHERE user_id = $1 AND status = $2), 0) AS at_risk`,
      [userId, MICRO_STATUS.running],
    );
    const atRisk = new Decimal(row?.at_risk ?? 0);
    if (atRisk.plus(stake).greaterThan(budget.left)) throw lossLimitReached(budget, atRisk);
  }

  /**
   * Before a deposit request, in the caller's transaction: no break on, and the amount, with what the period asked
   * for already (requests waiting or approved), within each deposit limit. The limits row is locked first, so two
   * requests at once are counted one after the other.
   */
  async checkDeposit(tx: Queryable, userId: number, amount: Decimal.Value): Promise<void> {
    await tx.query('SELECT 1 FROM user_limits WHERE user_id = $1 FOR UPDATE', [userId]);
    const standing = await readStanding(tx, userId);
    const now = this.clock.now();
    refuseStarting(standing, now);
    if (standing.limits === null) return;
    for (const period of LIMIT_PERIODS) {
      const limit = amountInForce(standing.limits, 'deposit', period, now);
      if (limit === null) continue;
      const used = await depositedIn(tx, userId, periodStart(period, now));
      if (used.plus(amount).greaterThan(limit)) throw depositLimitReached(period, limit, used, periodEnd(period, now));
    }
  }

  /** Before a new follow (or a change that copies open positions): copy trading must be offered, and no break on. */
  async checkFollow(userId: number): Promise<void> {
    const standing = await readStanding(this.db, userId);
    refuseStarting(standing, this.clock.now());
    const set = this.ruleSetOf(standing);
    if (!set.copy_trading) throw new DomainError(CODE.COPY_TRADING_NOT_OFFERED, messages.copyTradingNotOffered, { ruleSet: set.name });
  }
}
