import type { MessageDescriptor } from '@lingui/core';

// Statements' words (issue 39: server/statements/), spread into ./messages.ts: the refusals of a period, and what a
// statement file says in the reader's language (its columns, its balance lines, the check it passed, its name).

export const statementMessages = {
  statementPeriodReversed: /*i18n*/ {
    id: 'server.statement.period_reversed',
    message: 'The period ends before it starts: choose an end on or after its start',
  },
  statementPeriodTooLong: /*i18n*/ {
    id: 'server.statement.period_too_long',
    message: 'A statement covers up to a year: choose a period of {days} days or fewer',
  },
  statementPeriodFuture: /*i18n*/ {
    id: 'server.statement.period_future',
    message: 'The period ends after today ({today}): choose an end no later than today',
  },
  statementBeforeAccount: /*i18n*/ {
    id: 'server.statement.before_account',
    message: 'Your account was opened on {opened}: choose a period that ends on or after that day',
  },
  statementColumnTime: /*i18n*/ { id: 'server.statement.column.time', message: 'Time (UTC)' },
  statementColumnAccount: /*i18n*/ { id: 'server.statement.column.account', message: 'Account' },
  statementColumnType: /*i18n*/ { id: 'server.statement.column.type', message: 'Type' },
  statementColumnReference: /*i18n*/ { id: 'server.statement.column.reference', message: 'Reference' },
  statementColumnDescription: /*i18n*/ { id: 'server.statement.column.description', message: 'Description' },
  statementColumnAvailable: /*i18n*/ { id: 'server.statement.column.available', message: 'Available change' },
  statementColumnLocked: /*i18n*/ { id: 'server.statement.column.locked', message: 'Held change' },
  statementColumnAmount: /*i18n*/ { id: 'server.statement.column.amount', message: 'Amount' },
  statementColumnBalance: /*i18n*/ { id: 'server.statement.column.balance', message: 'Balance' },
  statementColumnCurrency: /*i18n*/ { id: 'server.statement.column.currency', message: 'Currency' },
  statementOpening: /*i18n*/ { id: 'server.statement.opening', message: 'Opening balance' },
  statementClosing: /*i18n*/ { id: 'server.statement.closing', message: 'Closing balance' },
  statementReconciled: /*i18n*/ {
    id: 'server.statement.reconciled',
    message:
      'Checked: for every account, the opening balance plus the movements listed equals the closing balance, and the closing balance equals the ledger’s sum of all postings to {end}',
  },
  statementNotReconciled: /*i18n*/ {
    id: 'server.statement.not_reconciled',
    message: 'Not checked: the movements listed do not reach the ledger’s closing balance. Please contact support about this statement.',
  },
  statementDemo: /*i18n*/ {
    id: 'server.statement.demo',
    message: 'Demo account: these are practice balances, not real money',
  },
  statementFileName: /*i18n*/ { id: 'server.statement.file_name', message: 'statement {from} to {to}' },
} satisfies Record<string, MessageDescriptor>;
