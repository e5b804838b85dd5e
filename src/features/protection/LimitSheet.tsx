import { useLingui } from '@lingui/react/macro';
import type { LimitState } from '@common/api/protection';
import { useAmountProblemText } from '@/lib/useAmountProblemText';
import { sanitizeDecimalInput } from '@/ui';
import { ChangeSheet } from './ChangeSheet';
import { limitAmountCheck } from './limits-validation';
import { useLimitWords } from './useLimitWords';

/** Money has 2 decimals (common/money.ts). */
const MONEY_PLACES = 2;

/** Sets, changes or removes one deposit or loss limit (issue 38): an amount in USD, above 0. */
export function LimitSheet({
  limit,
  busy,
  onSave,
  onClose,
}: {
  limit: LimitState;
  busy: boolean;
  /** The new amount; '' removes the limit. */
  onSave: (amount: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useLimitWords();
  const amountProblem = useAmountProblemText();
  return (
    <ChangeSheet
      onClose={onClose}
      title={words.title(limit.kind, limit.period)}
      label={t`Amount (USD)`}
      current={limit.amount}
      inputMode="decimal"
      clean={(typed) => sanitizeDecimalInput(typed, MONEY_PLACES)}
      problemOf={(typed) => amountProblem(limitAmountCheck(limit.kind, limit.period, typed), t`Enter the limit in USD`)}
      removeLabel={t`Remove limit`}
      busy={busy}
      onSave={onSave}
    />
  );
}
