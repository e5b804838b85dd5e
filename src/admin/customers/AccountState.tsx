import { useLingui } from '@lingui/react/macro';
import type { CustomerBrief } from '@common/api/admin-console';
import { Badge } from '@/ui';

/**
 * A customer's account as the console names it: suspended, frozen (by its owner), demo, one of the house's simulated
 * traders, or active.
 */
export function AccountState({ customer }: { customer: Pick<CustomerBrief, 'suspended' | 'frozen' | 'is_demo' | 'is_simulated'> }) {
  const { t } = useLingui();
  if (customer.suspended) return <Badge tone="bad">{t`Suspended`}</Badge>;
  if (customer.frozen) return <Badge tone="bad">{t`Frozen`}</Badge>;
  if (customer.is_demo) return t`Demo`;
  if (customer.is_simulated) return t`Simulated`;
  return <Badge tone="good">{t`Active`}</Badge>;
}
