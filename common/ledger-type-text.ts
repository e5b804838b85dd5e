import type { MessageDescriptor } from '@lingui/core';
import type { LedgerType } from './wallet';

// What one ledger entry of each Type is called (./wallet.ts LEDGER_TYPE), in the singular: a statement's Type column.
// A Record over the types, so a new one fails the type check until it is named.

export const LEDGER_TYPE_TEXT: Readonly<Record<LedgerType, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'ledger.type.deposit', message: 'Deposit' },
  2: /*i18n*/ { id: 'ledger.type.withdrawal', message: 'Withdrawal' },
  3: /*i18n*/ { id: 'ledger.type.transfer', message: 'Transfer' },
  4: /*i18n*/ { id: 'ledger.type.trade', message: 'Trade' },
  5: /*i18n*/ { id: 'ledger.type.fee', message: 'Fee' },
  6: /*i18n*/ { id: 'ledger.type.settlement', message: 'Trade result' },
  7: /*i18n*/ { id: 'ledger.type.loan', message: 'Loan' },
  8: /*i18n*/ { id: 'ledger.type.fund', message: 'Fund' },
  9: /*i18n*/ { id: 'ledger.type.demo', message: 'Demo balance' },
  10: /*i18n*/ { id: 'ledger.type.memo', message: 'Other' },
  11: /*i18n*/ { id: 'ledger.type.adjustment', message: 'Balance adjustment' },
};
