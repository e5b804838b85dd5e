import type { MessageDescriptor } from '@lingui/core';
import { WITHDRAW_STATUS } from '../../common/api/withdraw';
import { Decimal, formatAmount, plainDecimal } from '../../common/money';
import { usdRateText, type AccountKind } from '../../common/wallet';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { isLedgerCause } from './ledger-causes';
import type { LedgerCause } from '../ledger/ledger';

// What a ledger entry says happened (its MemoTran), in the request's language, from the journal's cause and memo,
// the entry's own movement, and the deposit or withdrawal the journal belongs to. Every cause has its wording here;
// only a cause this code does not know shows its raw memo (Type 10).

/** The withdrawal a 'withdrawal' journal belongs to: the request that held the amount, or the decision. */
export interface WithdrawalFacts {
  id: string;
  status: number;
  /** The journal is the request's (the amount held), not the decision's. */
  requested: boolean;
  /** USD taken from the account. */
  number: string;
  fee: string;
  /** What was sent, in the payout currency. */
  realNumber: string;
  currency: string;
}

/** The deposit a 'deposit' journal credited, with the rate it was credited at. */
export interface DepositFacts {
  id: string;
  /** What was sent, in its own currency. */
  number: string;
  currency: string;
  /** Units of the currency per USD. */
  usdPrice: string;
}

export interface EntryFacts {
  cause: string;
  memo: string;
  /** The change to the account's available and locked buckets. */
  available: string;
  locked: string;
  withdrawal: WithdrawalFacts | null;
  deposit: DepositFacts | null;
  /** The operator's reason of the balance adjustment the journal applied (balance_adjustments.reason). */
  adjustmentReason: string | null;
}

type Words = [MessageDescriptor, Record<string, unknown>?];

/** Each account's name as the customer reads it. */
export const ACCOUNT_NAMES: Readonly<Record<AccountKind, MessageDescriptor>> = {
  funding: messages.accountFunding,
  micro: messages.accountMicro,
  forex: messages.accountForex,
};

const isAccountKind = (value: string): value is AccountKind => Object.hasOwn(ACCOUNT_NAMES, value);

/** The number in a memo such as "order 12" or "loan 7 payout", when the memo has that shape. */
function memoNumber(memo: string, pattern: RegExp): string | undefined {
  return pattern.exec(memo)?.[1];
}

/** 2 decimals, sign dropped: the wording says which way ("a loss of 3.00"). */
const size = (value: Decimal.Value): string => formatAmount(new Decimal(value).abs());

/** The entry's whole effect on the account (available and locked together): what a settlement made or lost. */
const netOf = (facts: EntryFacts): Decimal => new Decimal(facts.available).plus(facts.locked);

function depositWords(facts: EntryFacts): Words {
  const deposit = facts.deposit;
  if (!deposit) return [messages.ledgerDeposit];
  if (deposit.currency === 'USD') return [messages.ledgerDepositCredited, { id: deposit.id }];
  // The rate is a formula read left to right, isolated so it stays whole inside a right-to-left sentence.
  const rate = `\u2066${usdRateText(plainDecimal(deposit.usdPrice), deposit.currency)}\u2069`;
  return [messages.ledgerDepositAtRate, { id: deposit.id, sent: formatAmount(deposit.number), currency: deposit.currency, rate }];
}

function withdrawalWords(facts: EntryFacts): Words {
  const withdrawal = facts.withdrawal;
  if (!withdrawal) return [messages.ledgerWithdrawal];
  const { id } = withdrawal;
  const amount = formatAmount(withdrawal.number);
  if (withdrawal.requested) return [messages.ledgerWithdrawalRequested, { id, amount }];
  if (withdrawal.status === WITHDRAW_STATUS.completed) {
    return [
      messages.ledgerWithdrawalPaid,
      { id, received: formatAmount(withdrawal.realNumber), currency: withdrawal.currency, fee: formatAmount(withdrawal.fee) },
    ];
  }
  if (withdrawal.status === WITHDRAW_STATUS.invalid) return [messages.ledgerWithdrawalInvalid, { id, amount }];
  return [messages.ledgerWithdrawalRejected, { id, amount }];
}

function transferWords(translate: Translate, memo: string): Words {
  // A transfer's memo is "from>to", the two accounts' kinds.
  const [from = '', to = ''] = memo.split('>');
  if (!isAccountKind(from) || !isAccountKind(to)) return [messages.ledgerTransfer, { from: '', to: '' }];
  return [messages.ledgerTransfer, { from: translate(ACCOUNT_NAMES[from]), to: translate(ACCOUNT_NAMES[to]) }];
}

/** A settlement's result: profit, loss or neither, each its own sentence (languages word them differently). */
function resultWords(net: Decimal, id: string, won: MessageDescriptor, lost: MessageDescriptor, even: MessageDescriptor): Words {
  if (net.isZero()) return [even, { id }];
  return [net.isPositive() ? won : lost, { id, amount: size(net) }];
}

const ORDER = /^order (\d+)$/;
const OPTION = /^option (\d+)$/;
const LOAN = /^loan (\d+) (payout|repaid)$/;
const REDEEM = /^redeem (\d+)$/;
const ADJUSTMENT_MEMO = /^adjustment #\d+ (credit|debit)$/;

function wordsOf(translate: Translate, cause: LedgerCause, facts: EntryFacts): Words {
  const { memo } = facts;
  const order = memoNumber(memo, ORDER) ?? '';
  const option = memoNumber(memo, OPTION) ?? '';
  switch (cause) {
    case 'deposit':
      return depositWords(facts);
    case 'withdrawal':
      return withdrawalWords(facts);
    case 'transfer':
      return transferWords(translate, memo);
    case 'trade_open': {
      // The order's margin moved to locked and its fee left: what left beyond the margin is the fee.
      const fee = netOf(facts).negated();
      return fee.isZero() ? [messages.ledgerTradePlacedNoFee, { id: order }] : [messages.ledgerTradePlaced, { id: order, fee: size(fee) }];
    }
    case 'trade_margin':
      return [messages.ledgerTradeCancelled, { id: order }];
    case 'trade_fee':
      return [messages.ledgerTradeFee, { id: order }];
    case 'trade_pnl':
      return resultWords(netOf(facts), order, messages.ledgerTradeProfit, messages.ledgerTradeLoss, messages.ledgerTradeEven);
    case 'option_stake':
      return [messages.ledgerOptionStake, { id: option }];
    case 'option_settlement':
      return resultWords(netOf(facts), option, messages.ledgerOptionWon, messages.ledgerOptionLost, messages.ledgerOptionEven);
    case 'loan': {
      const [, id = '', what] = LOAN.exec(memo) ?? [];
      if (what === 'payout') return [messages.ledgerLoanPayout, { id }];
      if (what === 'repaid') return [messages.ledgerLoanRepaid, { id }];
      return [messages.ledgerLoan];
    }
    case 'fund': {
      // Subscribing takes from the account; a redemption and the end of a term return the principal.
      if (memo.startsWith('subscribe ')) return [messages.ledgerFundSubscribed, { amount: size(facts.available) }];
      const redeemed = memoNumber(memo, REDEEM);
      if (redeemed !== undefined) return [messages.ledgerFundRedeemed, { id: redeemed }];
      if (memo.startsWith('fund matured')) return [messages.ledgerFundMatured];
      return [messages.ledgerFund];
    }
    case 'fund_income':
      return [messages.ledgerFundIncome];
    case 'demo_grant':
      return [messages.ledgerDemoGrant];
    case 'demo_reset':
      return [messages.ledgerDemoReset];
    case 'simulated_capital':
      return [messages.ledgerSimulatedCapital];
    case 'adjustment': {
      // The operator's reason, as they wrote it; a journal without its adjustment's row says its memo, unless that is
      // only the adjustment's own number and direction, which tell the customer nothing more than the amount.
      const reason = (facts.adjustmentReason ?? (ADJUSTMENT_MEMO.test(memo) ? '' : memo)).trim();
      return reason === '' ? [messages.ledgerAdjustmentPlain] : [messages.ledgerAdjustment, { reason }];
    }
  }
}

/** The entry's MemoTran: what happened, in the request's language. */
export function ledgerWording(translate: Translate, facts: EntryFacts): string {
  if (!isLedgerCause(facts.cause)) return facts.memo;
  return translate(...wordsOf(translate, facts.cause, facts));
}
