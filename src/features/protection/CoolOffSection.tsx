import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { COOL_OFF_DAYS_MAX, COOL_OFF_DAYS_MIN } from '@common/protection';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, ConfirmDialog, NumberStepper } from '@/ui';
import { coolOffDaysValid } from './limits-validation';
import type { LimitsChanges } from './useLimitsChanges';
import styles from './Limits.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A cool-off (issue 38): no trading, deposits or copy following for 1 to 42 days, asked first, since it cannot be
 * ended early; then until when it lasts.
 */
export function CoolOffSection({ until, coolOff }: { until: number | null; coolOff: LimitsChanges['coolOff'] }) {
  const { t } = useLingui();
  const titleId = useId();
  const daysId = useId();
  const online = useOnline();
  const time = useDateTime();
  const [days, setDays] = useState('7');
  // The question open: how many days, and their end as the user reads it when asking.
  const [asking, setAsking] = useState<{ days: number; end: number } | null>(null);
  const valid = coolOffDaysValid(days);
  const min = COOL_OFF_DAYS_MIN;
  const max = COOL_OFF_DAYS_MAX;
  const coolingUntil = until === null ? '' : time(until);
  const end = asking === null ? '' : time(asking.end);

  return (
    <Card aria-labelledby={titleId} data-testid="cool-off">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Cool-off`}
      </h2>
      {until !== null ? (
        <p className={styles.state} role="status">
          {t`Cooling off until ${coolingUntil}`}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {t`Take a break: no trading, deposits or following traders for the days you choose. You can still close positions and withdraw.`}
          </p>
          <div className={styles.fieldRow}>
            <label htmlFor={daysId} className={styles.fieldLabel}>
              {t`Days`}
            </label>
            <NumberStepper
              id={daysId}
              value={days}
              step="1"
              min={String(min)}
              max={String(max)}
              precision={0}
              aria-invalid={!valid}
              onChange={setDays}
            />
          </div>
          <p className={valid ? styles.muted : styles.problem}>{t`From ${min} to ${max} days`}</p>
          <Button
            variant="secondary"
            block
            disabled={!online || !valid}
            loading={coolOff.isPending}
            onClick={() => setAsking({ days: Number(days), end: Date.now() + Number(days) * DAY_MS })}
          >
            {t`Start a cool-off`}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={<Plural value={asking?.days ?? 0} one="Cool off for # day?" other="Cool off for # days?" />}
        message={
          asking === null
            ? null
            : t`Until about ${end}, you cannot trade, deposit or follow traders. A cool-off cannot be ended early, not even by customer service.`
        }
        confirmLabel={t`Start the cool-off`}
        danger
        onConfirm={() => {
          if (asking !== null) coolOff.mutate({ days: asking.days });
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
