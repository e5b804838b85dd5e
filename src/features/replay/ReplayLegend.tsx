import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TradeReplay } from '@common/api/ticks';
import { priceText } from '@/lib/format';
import { timeText } from '@/lib/order-text';
import { cx } from '@/ui';
import styles from './Replay.module.css';

interface ReplayLegendProps {
  replay: TradeReplay;
  /** Whether the stop trailed (the chart draws its moves). */
  trailing: boolean;
  /** A trailing stop's level at the playhead; null without one or before the open. */
  trailLevel: string | null;
  tag: string;
}

/** What each line of the chart is, with its value (a level too far from the prices to be drawn is given here only). */
export function ReplayLegend({ replay, trailing, trailLevel, tag }: ReplayLegendProps) {
  const { t } = useLingui();
  const open = replay.events.find((event) => event.kind === 'open' || event.kind === 'option_open');
  const price = (value: string) => <span dir="ltr">{priceText(value, replay.precision, tag)}</span>;
  const set = (value: string) => value !== '0';
  return (
    <ul className={styles.legend}>
      {open ? (
        <Entry swatch={styles.swatchEntry} label={replay.kind === 'option' ? t`Open price` : t`Entry price`} value={price(open.price)} />
      ) : null}
      {trailing ? (
        <Entry swatch={styles.swatchStop} label={t`Trailing stop-loss`} value={trailLevel === null ? '--' : price(trailLevel)} />
      ) : set(replay.stop_loss) ? (
        <Entry swatch={styles.swatchStop} label={t`Stop-loss`} value={price(replay.stop_loss)} />
      ) : null}
      {set(replay.take_profit) ? <Entry swatch={styles.swatchTake} label={t`Take-profit`} value={price(replay.take_profit)} /> : null}
      {replay.expires_at === null ? null : (
        <Entry swatch={styles.swatchExpiry} label={t`Expiry`} value={<bdi>{timeText(replay.expires_at, tag)}</bdi>} />
      )}
    </ul>
  );
}

function Entry({ swatch, label, value }: { swatch: string | undefined; label: string; value: ReactNode }) {
  return (
    <li className={styles.legendEntry}>
      <span className={cx(styles.swatch, swatch)} aria-hidden />
      <span className={styles.legendLabel}>{label}</span>
      <span className="num">{value}</span>
    </li>
  );
}
