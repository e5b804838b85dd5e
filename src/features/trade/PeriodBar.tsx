import { useLingui } from '@lingui/react/macro';
import { isPeriod, PERIODS, type Period } from '@common/market';
import { Tabs, VisuallyHidden } from '@/ui';
import styles from './TradeScreen.module.css';

/** The chart's period: 1M 5M 15M 30M 1H 1D as a compact pill bar; each reads out in full ("5 minutes"). */
interface PeriodBarProps {
  value: Period;
  onChange: (period: Period) => void;
  /** Tab k gets the id `${idPrefix}-${k}`, for the chart panel's aria-labelledby. */
  idPrefix: string;
}

export function PeriodBar({ value, onChange, idPrefix }: PeriodBarProps) {
  const { t } = useLingui();
  const names: Record<Period, { short: string; full: string }> = {
    '1M': { short: t({ message: '1M', context: 'chart period' }), full: t`1 minute` },
    '5M': { short: t({ message: '5M', context: 'chart period' }), full: t`5 minutes` },
    '15M': { short: t({ message: '15M', context: 'chart period' }), full: t`15 minutes` },
    '30M': { short: t({ message: '30M', context: 'chart period' }), full: t`30 minutes` },
    '1H': { short: t({ message: '1H', context: 'chart period' }), full: t`1 hour` },
    '1D': { short: t({ message: '1D', context: 'chart period' }), full: t`1 day` },
  };
  return (
    <Tabs
      variant="pill"
      stretch
      className={styles.periods}
      aria-label={t`Chart period`}
      idPrefix={idPrefix}
      value={value}
      onChange={(key) => {
        if (isPeriod(key)) onChange(key);
      }}
      items={PERIODS.map((period) => ({
        key: period,
        label: (
          <>
            <span aria-hidden="true">{names[period].short}</span>
            <VisuallyHidden>{names[period].full}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
