import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { STATS_PERIODS, type PeriodStats, type StatsPeriod } from '@common/api/follow';
import { Decimal } from '@common/money';
import { formatAmountText } from '@/lib/format';
import { Card, ChoiceChips } from '@/ui';
import { EquityChart } from './EquityChart';
import { Stat } from './Stat';
import { useFollowFormat } from './useFollowFormat';
import { useHoldingTimeText } from './useHoldingTimeText';
import styles from './Follow.module.css';

const DECIMAL = /^-?\d+(\.\d+)?$/;

interface PeriodStatsCardProps {
  stats: Record<StatsPeriod, PeriodStats>;
  /** Beside the title (the ranked mark). */
  badge?: ReactNode;
  /** Under the chart (how returns are worked out, when they were). */
  footer?: ReactNode;
}

/** A trader's figures over 7, 30 or 90 days or all time (issue 36), with that period's equity chart. */
export function PeriodStatsCard({ stats, badge, footer }: PeriodStatsCardProps) {
  const { t } = useLingui();
  const ids = useId();
  const format = useFollowFormat();
  const holdingText = useHoldingTimeText();
  const [period, setPeriod] = useState<StatsPeriod>('30d');
  const names: Record<StatsPeriod, string> = {
    '7d': t({ message: '7d', context: 'statistics period: the last 7 days' }),
    '30d': t({ message: '30d', context: 'statistics period: the last 30 days' }),
    '90d': t({ message: '90d', context: 'statistics period: the last 90 days' }),
    all: t({ message: 'All time', context: 'statistics period' }),
  };
  const charts: Record<StatsPeriod, string> = {
    '7d': t`Equity over the last 7 days, deposits and withdrawals left out`,
    '30d': t`Equity over the last 30 days, deposits and withdrawals left out`,
    '90d': t`Equity over the last 90 days, deposits and withdrawals left out`,
    all: t`Equity since the first order, deposits and withdrawals left out`,
  };
  const shown = stats[period];
  const rate = format.rate(shown.rate);
  const profit = format.profit(shown.profit);
  const followersProfit = format.profit(shown.followers_profit);
  const sharpe = DECIMAL.test(shown.sharpe) ? formatAmountText(new Decimal(shown.sharpe).toFixed(2), format.tag) : '--';
  return (
    <Card aria-labelledby={`${ids}-title`}>
      <div className={styles.badges}>
        <h2 id={`${ids}-title`} className={styles.sectionTitle}>
          {t`Statistics`}
        </h2>
        {badge}
      </div>
      <ChoiceChips<StatsPeriod>
        aria-label={t`Period`}
        stretch
        value={period}
        onChange={setPeriod}
        items={STATS_PERIODS.map((key) => ({ key, label: names[key] }))}
      />
      <div className={styles.stats} data-testid="period-stats">
        <Stat label={t`Return`} value={rate.text} tone={rate.tone} testId="period-rate" />
        <Stat label={t`Profit`} value={profit.text} tone={profit.tone} testId="period-profit" />
        <Stat label={t`Win rate`} value={format.share(shown.win_rate)} testId="period-win-rate" />
        <Stat label={t`Max drawdown`} value={format.share(shown.max_drawdown)} testId="period-drawdown" />
        <Stat label={t`Sharpe ratio`} value={sharpe} testId="period-sharpe" />
        <Stat label={t`Average holding time`} value={holdingText(shown.avg_holding_ms)} words testId="period-holding" />
        <Stat label={t`Closed orders`} value={shown.trade_num} testId="period-trades" />
        <Stat label={t`Followers' profit`} value={followersProfit.text} tone={followersProfit.tone} testId="period-followers-profit" />
      </div>
      <EquityChart points={shown.equity} label={charts[period]} />
      {footer}
    </Card>
  );
}
