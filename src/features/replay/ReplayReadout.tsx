import { useLingui } from '@lingui/react/macro';
import type { TradeReplay } from '@common/api/ticks';
import { priceText } from '@/lib/format';
import { timeText } from '@/lib/order-text';
import { cx } from '@/ui';
import type { ReplayMoment } from './replay-moment';
import styles from './Replay.module.css';

interface ReplayReadoutProps {
  replay: TradeReplay;
  moment: ReplayMoment;
  /** The playhead's tick. */
  tick: { time: number; price: string };
  tag: string;
}

/** At the playhead: the time (in the user's zone, as the order detail writes it), the price and the position's state. */
export function ReplayReadout({ replay, moment, tick, tag }: ReplayReadoutProps) {
  const { t } = useLingui();
  const state = (): string => {
    if (moment.phase === 'before') return t`Not open yet`;
    if (replay.kind === 'option') {
      if (moment.phase === 'closed') return t({ message: 'Settled', context: 'replay option state' });
      const seconds = Math.ceil((moment.untilExpiry ?? 0) / 1000);
      return t`Running, ${seconds} s to expiry`;
    }
    if (moment.phase === 'closed') return t({ message: 'Closed', context: 'replay position state' });
    const lots = moment.lotsOpen ?? '';
    return t`Open, ${lots} lots`;
  };
  const standing = (): string => {
    if (replay.kind === 'option') {
      if (moment.phase === 'closed') return moment.standing === 'up' ? t`Won` : t`Lost`;
      return moment.standing === 'up' ? t`Winning` : t`Losing`;
    }
    if (moment.standing === 'flat') return t`Even`;
    return moment.standing === 'up' ? t`In profit` : t`At a loss`;
  };
  const move = moment.move === null ? null : `${moment.move.startsWith('-') || moment.standing === 'flat' ? '' : '+'}${moment.move}`;
  return (
    <dl className={styles.readout}>
      <div className={styles.figure}>
        <dt>{t`Time`}</dt>
        <dd className="num">
          <bdi>{timeText(tick.time, tag)}</bdi>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>{t`Price`}</dt>
        <dd className="num" dir="ltr">
          {priceText(tick.price, replay.precision, tag)}
        </dd>
      </div>
      <div className={cx(styles.figure, styles.wide)}>
        <dt>{t`Position`}</dt>
        <dd>
          <span>{state()}</span>
          {move === null ? null : (
            <span className={cx(styles.standing, styles[moment.standing])}>
              {standing()} <span dir="ltr">{move}</span>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
