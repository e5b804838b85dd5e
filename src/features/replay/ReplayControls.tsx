import { useLingui } from '@lingui/react/macro';
import { timeText } from '@/lib/order-text';
import { Button, ChoiceChips } from '@/ui';
import { SvgIcon } from '@/ui/icon-base';
import { indexAt, SPEEDS, type Speed } from './playhead';
import styles from './Replay.module.css';
import type { ReplayClock } from './useReplayClock';

interface ReplayControlsProps {
  clock: ReplayClock;
  timeline: readonly number[];
  /** Each tick's time, for the scrubber's spoken value. */
  times: readonly number[];
  tag: string;
}

/**
 * Play and pause, the speed (replay seconds per real second) and a scrubber over the ticks to seek. The scrubber runs
 * left to right in every language, under the chart's time.
 */
export function ReplayControls({ clock, timeline, times, tag }: ReplayControlsProps) {
  const { t } = useLingui();
  const index = indexAt(timeline, clock.position);
  const atEnd = clock.position >= (timeline[timeline.length - 1] ?? 0);
  return (
    <div className={styles.controls}>
      <div className={styles.scrubber} dir="ltr">
        <input
          type="range"
          className={styles.range}
          min={0}
          max={Math.max(0, timeline.length - 1)}
          step={1}
          value={index}
          aria-label={t`Replay position`}
          aria-valuetext={timeText(times[index] ?? 0, tag)}
          onChange={(event) => clock.seek(timeline[Number(event.target.value)] ?? 0)}
        />
      </div>
      <div className={styles.buttons}>
        {clock.playing ? (
          <Button variant="primary" size="s" className={styles.play} onClick={clock.pause}>
            <SvgIcon size={18}>
              <path d="M8 5v14M16 5v14" />
            </SvgIcon>
            {t`Pause`}
          </Button>
        ) : (
          <Button variant="primary" size="s" className={styles.play} onClick={clock.play}>
            <SvgIcon size={18}>
              <path d="M7 4.5v15l12-7.5z" />
            </SvgIcon>
            {atEnd ? t`Play again` : t`Play`}
          </Button>
        )}
        <ChoiceChips<Speed>
          className={styles.speeds}
          aria-label={t`Speed`}
          value={clock.speed}
          onChange={clock.setSpeed}
          items={SPEEDS.map((speed) => ({
            key: speed,
            label: <span dir="ltr">{t({ message: `${speed}x`, context: 'replay speed' })}</span>,
          }))}
        />
      </div>
    </div>
  );
}
