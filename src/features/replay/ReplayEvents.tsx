import { useLingui } from '@lingui/react/macro';
import type { TradeReplay } from '@common/api/ticks';
import { priceText } from '@/lib/format';
import { timeText } from '@/lib/order-text';
import { cx } from '@/ui';
import styles from './Replay.module.css';
import { useReplayWords } from './useReplayWords';

/** The trade's moments under the chart, oldest first: what happened, why, when and at what price; those reached marked. */
export function ReplayEvents({ replay, passed, tag }: { replay: TradeReplay; passed: number; tag: string }) {
  const { t } = useLingui();
  const words = useReplayWords();
  return (
    <section aria-label={t`What happened`}>
      <ol className={styles.events}>
        {replay.events.map((event, index) => {
          const why = words.reason(event);
          return (
            <li
              key={`${event.kind}-${String(event.seq)}-${String(index)}`}
              className={cx(styles.event, index < passed && styles.eventPassed)}
              aria-current={index === passed - 1 ? 'step' : undefined}
            >
              <span className={styles.eventWhat}>
                {words.event(event)}
                {why ? <span className={styles.eventWhy}>{why}</span> : null}
              </span>
              <span className={styles.eventWhen}>
                <bdi className="num">{timeText(event.time, tag)}</bdi>
                <span className="num" dir="ltr">
                  {priceText(event.price, replay.precision, tag)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
