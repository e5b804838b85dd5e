import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The configuration pages in the navigation, by route segment. Each page's declaration (its list and save calls
// and its fields) is in ./registry.ts; the settings and announcements are ./SettingsPage.tsx, the news
// ./NewsPage.tsx, the operators ./OperatorsPage.tsx, client protection ./ProtectionPage.tsx.

export const CONFIG_PAGES: readonly { key: string; title: MessageDescriptor }[] = [
  { key: 'settings', title: msg`Settings` },
  { key: 'instruments', title: msg`Instruments` },
  { key: 'micro-options', title: msg`Option expiries` },
  { key: 'withdraw-currencies', title: msg`Withdrawal currencies and fees` },
  { key: 'collect-currencies', title: msg`Deposit currencies` },
  { key: 'bank-accounts', title: msg`Receiving bank accounts` },
  { key: 'funds', title: msg`Funds` },
  { key: 'loan-configs', title: msg`Loan terms` },
  { key: 'repayment-accounts', title: msg`Loan repayment accounts` },
  { key: 'companies', title: msg`Companies` },
  { key: 'protection', title: msg`Client protection` },
  { key: 'announcements', title: msg`Announcements` },
  { key: 'news', title: msg`News` },
  { key: 'operators', title: msg`Operators` },
];
