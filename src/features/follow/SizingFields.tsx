import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChoiceChips, TextField } from '@/ui';
import type { FollowForm, Sizing } from './follow-form';
import { multipleText } from './follow-format';
import styles from './Follow.module.css';

interface SizingFieldsProps {
  form: FollowForm;
  onChange: (patch: Partial<FollowForm>) => void;
  multiples: readonly string[];
  /** Each field's message, when it has a problem to show. */
  errors: { multiple?: string | undefined; amountPerOrder?: string | undefined; maxPerOrder?: string | undefined };
}

/** How each copy is sized (the trader's lots times a ratio, or a fixed margin per order) and the optional cap per copy. */
export function SizingFields({ form, onChange, multiples, errors }: SizingFieldsProps) {
  const { t } = useLingui();
  const ids = useId();
  return (
    <>
      <div className={styles.field}>
        <p id={`${ids}-sizing`} className={styles.statLabel}>
          {t`Size each copy by`}
        </p>
        <ChoiceChips<Sizing>
          aria-labelledby={`${ids}-sizing`}
          stretch
          value={form.sizing}
          onChange={(sizing) => onChange({ sizing })}
          items={[
            { key: 'ratio', label: t`Copy ratio` },
            { key: 'amount', label: t`Amount per order` },
          ]}
        />
      </div>
      {form.sizing === 'ratio' ? (
        <div className={styles.field}>
          <p id={`${ids}-ratio`} className={styles.statLabel}>
            {t`Copy ratio`}
          </p>
          <ChoiceChips<string>
            aria-labelledby={`${ids}-ratio`}
            stretch
            value={form.multiple}
            onChange={(multiple) => onChange({ multiple })}
            items={multiples.map((value) => ({ key: value, label: <span dir="ltr">{multipleText(value)}</span> }))}
          />
          {errors.multiple ? (
            <p className={styles.error} role="alert">
              {errors.multiple}
            </p>
          ) : (
            <p className={styles.hint}>{t`Each copy has the trader's lots times this ratio, rounded down to the lot step.`}</p>
          )}
        </div>
      ) : (
        <TextField
          label={t`Amount per order`}
          name="amount_per_order"
          inputMode="decimal"
          autoComplete="off"
          value={form.amountPerOrder}
          onChange={(event) => onChange({ amountPerOrder: event.target.value })}
          suffix="USD"
          error={errors.amountPerOrder}
          hint={t`Each copy locks at most this margin, in whole lot steps. A copy that cannot buy the smallest order with it is skipped.`}
        />
      )}
      <TextField
        label={t`Max per order (optional)`}
        name="max_per_order"
        inputMode="decimal"
        autoComplete="off"
        value={form.maxPerOrder}
        onChange={(event) => onChange({ maxPerOrder: event.target.value })}
        suffix="USD"
        error={errors.maxPerOrder}
        hint={t`A copy that would lock more margin than this is skipped.`}
      />
    </>
  );
}
