import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RiskFlag } from '@common/customer-care';
import type { BadgeTone } from '@/ui';

// What each risk flag is called in the console and how loud its badge is: the ones that stop money or point at
// fraud are red, the ones that ask for care amber, a fact about the customer plain.

export const FLAG_LABELS: Readonly<Record<RiskFlag, MessageDescriptor>> = {
  under_review: msg`Under review`,
  suspected_fraud: msg`Suspected fraud`,
  chargeback_risk: msg`Chargeback risk`,
  politically_exposed: msg`Politically exposed`,
  do_not_pay_out: msg`Do not pay out`,
};

export const FLAG_TONES: Readonly<Record<RiskFlag, BadgeTone>> = {
  under_review: 'waiting',
  suspected_fraud: 'bad',
  chargeback_risk: 'waiting',
  politically_exposed: 'neutral',
  do_not_pay_out: 'bad',
};
