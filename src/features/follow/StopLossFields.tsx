import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { STOP_LOSS_PERCENT_MAX, STOP_LOSS_PERCENT_MIN } from '@common/follow-controls';
import { ChoiceChips, TextField } from '@/ui';
import { formStopLossLimit, type FollowForm, type StopLossKind } from './follow-form';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

interface StopLossFieldsProps {
  form: FollowForm;
  onChange: (patch: Partial<FollowForm>) => void;
  errors: { stopLossAmount?: string | undefined; stopLossPercent?: string | undefined };
}

/**
 * The copy stop-loss (issue 36): off, a loss in money, or a share of the allocation; the loss at which it fires is
 * shown as it is typed (the percentage rounded down to the cent, as the server does).
 */
export function StopLossFields({ form, onChange, errors }: StopLossFieldsProps) {
  const { t } = useLingui();
  const ids = useId();
  const format = useFollowFormat();
  const limit = formStopLossLimit(form);
  const shownLimit = limit ? format.money(limit.toFixed(2)) : null;
  const min = STOP_LOSS_PERCENT_MIN;
  const max = STOP_LOSS_PERCENT_MAX;
  return (
    <div className={styles.field}>
      <p id={`${ids}-stop`} className={styles.statLabel}>
        {t`Copy stop-loss`}
      </p>
      <ChoiceChips<StopLossKind>
        aria-labelledby={`${ids}-stop`}
        stretch
        value={form.stopLoss}
        onChange={(stopLoss) => onChange({ stopLoss })}
        items={[
          { key: 'off', label: t({ message: 'Off', context: 'copy stop-loss' }) },
          { key: 'amount', label: t`Amount` },
          { key: 'percent', label: t`% of allocation` },
        ]}
      />
      {form.stopLoss === 'amount' ? (
        <TextField
          label={t`Loss to stop at`}
          name="stop_loss_amount"
          inputMode="decimal"
          autoComplete="off"
          value={form.stopLossAmount}
          onChange={(event) => onChange({ stopLossAmount: event.target.value })}
          suffix="USD"
          error={errors.stopLossAmount}
        />
      ) : null}
      {form.stopLoss === 'percent' ? (
        <TextField
          label={t`Percentage of allocation`}
          name="stop_loss_percent"
          inputMode="decimal"
          autoComplete="off"
          value={form.stopLossPercent}
          onChange={(event) => onChange({ stopLossPercent: event.target.value })}
          suffix="%"
          error={errors.stopLossPercent}
          hint={t`From ${min} to ${max}.`}
        />
      ) : null}
      <p className={styles.hint} data-testid="stop-loss-limit">
        {form.stopLoss === 'off'
          ? t`Off: your copies close only when the trader closes them or you do.`
          : shownLimit !== null
            ? t`When your copies of this trader have lost ${shownLimit} USD, they all close and the follow ends.`
            : t`Your copies of this trader all close, and the follow ends, when their loss reaches this limit.`}
      </p>
    </div>
  );
}
