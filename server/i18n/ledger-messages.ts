import type { MessageDescriptor } from '@lingui/core';

// What each ledger entry says happened (server/wallet/ledger-wording.ts), spread into ./messages.ts. Amounts come
// in as decimal strings, written for the language by ./catalogs.ts; {currency} is a currency's code; {rate} is a
// formula ("1 USD = 0.92 EUR") that reads the same in every language.

export const ledgerMessages = {
  ledgerDepositCredited: /*i18n*/ { id: 'server.wallet.ledger.deposit_credited', message: 'Deposit #{id} credited' },
  ledgerDepositAtRate: /*i18n*/ {
    id: 'server.wallet.ledger.deposit_at_rate',
    message: 'Deposit #{id} credited: {sent} {currency} at {rate}',
  },
  ledgerWithdrawalRequested: /*i18n*/ {
    id: 'server.wallet.ledger.withdrawal_requested',
    message: 'Withdrawal #{id} requested: {amount} USD held for review',
  },
  ledgerWithdrawalRejected: /*i18n*/ {
    id: 'server.wallet.ledger.withdrawal_rejected',
    message: 'Withdrawal #{id} rejected: {amount} USD released to your available balance',
  },
  ledgerWithdrawalInvalid: /*i18n*/ {
    id: 'server.wallet.ledger.withdrawal_invalid',
    message: 'Withdrawal #{id} cancelled as invalid: {amount} USD released to your available balance',
  },
  ledgerWithdrawalPaid: /*i18n*/ {
    id: 'server.wallet.ledger.withdrawal_paid',
    message: 'Withdrawal #{id} paid out: {received} {currency} sent, fee {fee} USD',
  },
  ledgerTradePlaced: /*i18n*/ {
    id: 'server.wallet.ledger.trade_placed',
    message: 'Contract order #{id} placed: margin held, fee {fee} USD',
  },
  ledgerTradePlacedNoFee: /*i18n*/ { id: 'server.wallet.ledger.trade_placed_no_fee', message: 'Contract order #{id} placed: margin held' },
  ledgerTradeCancelled: /*i18n*/ {
    id: 'server.wallet.ledger.trade_cancelled',
    message: 'Contract order #{id} cancelled: margin and fee returned',
  },
  ledgerTradeProfit: /*i18n*/ {
    id: 'server.wallet.ledger.trade_profit',
    message: 'Contract order #{id} closed with a profit of {amount} USD',
  },
  ledgerTradeLoss: /*i18n*/ { id: 'server.wallet.ledger.trade_loss', message: 'Contract order #{id} closed with a loss of {amount} USD' },
  ledgerTradeEven: /*i18n*/ { id: 'server.wallet.ledger.trade_even', message: 'Contract order #{id} closed with no profit or loss' },
  ledgerTradeFee: /*i18n*/ { id: 'server.wallet.ledger.trade_fee', message: 'Fee for contract order #{id}' },
  ledgerOptionStake: /*i18n*/ { id: 'server.wallet.ledger.option_stake', message: 'Option order #{id}: stake held until it settles' },
  ledgerOptionWon: /*i18n*/ { id: 'server.wallet.ledger.option_won', message: 'Option order #{id} settled: won {amount} USD' },
  ledgerOptionLost: /*i18n*/ { id: 'server.wallet.ledger.option_lost', message: 'Option order #{id} settled: lost {amount} USD' },
  ledgerOptionEven: /*i18n*/ { id: 'server.wallet.ledger.option_even', message: 'Option order #{id} settled: stake returned' },
  ledgerFundSubscribed: /*i18n*/ { id: 'server.wallet.ledger.fund_subscribed', message: 'Fund subscription: {amount} USD invested' },
  ledgerFundRedeemed: /*i18n*/ {
    id: 'server.wallet.ledger.fund_redeemed',
    message: 'Fund subscription #{id} redeemed: principal returned',
  },
  ledgerFundMatured: /*i18n*/ { id: 'server.wallet.ledger.fund_matured', message: 'Fund term ended: principal returned' },
  ledgerFundIncome: /*i18n*/ { id: 'server.wallet.ledger.fund_income', message: 'Fund income' },
  ledgerLoanPayout: /*i18n*/ { id: 'server.wallet.ledger.loan_payout', message: 'Loan #{id} paid out to your funding account' },
  ledgerLoanRepaid: /*i18n*/ { id: 'server.wallet.ledger.loan_repaid', message: 'Loan #{id} repaid' },
  ledgerDemoGrant: /*i18n*/ { id: 'server.wallet.ledger.demo_grant', message: 'Demo balance granted' },
  ledgerDemoReset: /*i18n*/ { id: 'server.wallet.ledger.demo_reset', message: 'Demo account reset' },
  ledgerSimulatedCapital: /*i18n*/ {
    id: 'server.wallet.ledger.simulated_capital',
    message: 'Starting capital of a simulated trader (house money, not a deposit)',
  },
  ledgerAdjustment: /*i18n*/ { id: 'server.wallet.ledger.adjustment', message: 'Balance adjustment: {reason}' },
  ledgerAdjustmentPlain: /*i18n*/ { id: 'server.wallet.ledger.adjustment_plain', message: 'Balance adjustment' },
  ledgerDatesReversed: /*i18n*/ {
    id: 'server.wallet.ledger.dates_reversed',
    message: 'The start date is after the end date: choose a start on or before the end',
  },
} satisfies Record<string, MessageDescriptor>;
