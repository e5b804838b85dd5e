import { usdRateText } from '@common/wallet';
import { useLingui } from '@lingui/react/macro';
import type { DrawMethod, WithdrawCurrency } from '@common/api/withdraw';
import { BottomSheet, Button, Figure, Figures } from '@/ui';
import { currencyLabel, methodLine } from './method-label';
import { useMoney } from './useMoney';
import type { WithdrawalSummary } from './withdrawal-summary';

// Nothing leaves on the first tap (issue 31, defect 4): before a withdrawal is sent the user reads what leaves,
// what the fee takes, what arrives in which currency at which rate, and where to; Withdraw in the sheet sends it.

export interface WithdrawalToConfirm {
  /** USD, as typed and checked. */
  amount: string;
  summary: WithdrawalSummary;
  currency: WithdrawCurrency;
  method: DrawMethod;
}

interface WithdrawalConfirmSheetProps {
  withdrawal: WithdrawalToConfirm | null;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function WithdrawalConfirmSheet({ withdrawal, sending, onConfirm, onCancel }: WithdrawalConfirmSheetProps) {
  const { t } = useLingui();
  const money = useMoney();
  const code = withdrawal?.currency.code ?? '';
  const price = withdrawal?.currency.usd_price ?? '';
  return (
    <BottomSheet
      open={withdrawal !== null}
      onClose={sending ? () => undefined : onCancel}
      title={t`Confirm the withdrawal`}
      footer={
        <Button variant="primary" size="l" block loading={sending} onClick={onConfirm}>
          {t`Withdraw`}
        </Button>
      }
    >
      {withdrawal ? (
        <Figures>
          <Figure label={t`Amount (USD)`} num>
            {money(withdrawal.amount)}
          </Figure>
          <Figure label={t`Fee (USD)`} num>
            {money(withdrawal.summary.fee)}
          </Figure>
          <Figure label={t`Rate`} num>
            {usdRateText(price, code)}
          </Figure>
          <Figure label={t`Receivable (${code})`} num>
            {money(withdrawal.summary.receivable)}
          </Figure>
          <Figure label={t`Currency`}>{currencyLabel(withdrawal.currency)}</Figure>
          <Figure label={t`To`}>
            <span dir="auto">{[withdrawal.method.payee_name, methodLine(withdrawal.method)].filter(Boolean).join(' · ')}</span>
          </Figure>
        </Figures>
      ) : null}
      <p>{t`The amount is held at once and paid out once checked.`}</p>
    </BottomSheet>
  );
}
