import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { TradeReplay } from '@common/api/ticks';
import { clockText } from '@/shared/tick-proof';
import { Card } from '@/ui';
import { indexAt } from './playhead';
import { ReplayChart } from './ReplayChart';
import { ReplayControls } from './ReplayControls';
import { ReplayEvents } from './ReplayEvents';
import { ReplayLegend } from './ReplayLegend';
import { replayModel } from './replay-model';
import { replayMoment } from './replay-moment';
import { ReplayReadout } from './ReplayReadout';
import styles from './Replay.module.css';
import { trailLevelAt } from './trailing-path';
import { useReplayClock } from './useReplayClock';

/** The replay itself: what the prices are, the chart, the readout at the playhead, the controls and the events. */
export function ReplayPlayer({ replay, tag }: { replay: TradeReplay; tag: string }) {
  const { t } = useLingui();
  const model = useMemo(() => replayModel(replay), [replay]);
  const times = useMemo(() => replay.ticks.map((tick) => tick.time), [replay.ticks]);
  const clock = useReplayClock(model.timeline);
  // The time axis's ends: times of day, dated when not today's.
  const [now] = useState(() => Date.now());
  const index = indexAt(model.timeline, clock.position);
  const tick = replay.ticks[index] ?? { time: 0, price: '0', seq: 0 };
  const moment = replayMoment(replay, model.eventAt, clock.position, tick);
  const first = replay.ticks[0];
  const last = replay.ticks[replay.ticks.length - 1];
  return (
    <>
      {replay.source === 'candles' ? (
        <p className={styles.notice}>
          {t`These prices are per-minute closes: the raw ticks of a trade this old are no longer kept. The prices that decided the trade are exact.`}
        </p>
      ) : null}
      {replay.thinned ? (
        <p className={styles.notice}>{t`Some ticks between the deciding ones are skipped, to keep the replay light.`}</p>
      ) : null}
      <Card className={styles.card}>
        <ReplayChart replay={replay} model={model} position={clock.position} tag={tag} />
        <div className={styles.axis} dir="ltr">
          <span className="num">{first ? clockText(first.time, tag, now, { seconds: true }) : ''}</span>
          <span className="num">{last ? clockText(last.time, tag, now, { seconds: true }) : ''}</span>
        </div>
        <ReplayLegend
          replay={replay}
          trailing={model.trail !== null}
          trailLevel={model.trail ? trailLevelAt(model.trail, index) : null}
          tag={tag}
        />
        <ReplayReadout replay={replay} moment={moment} tick={tick} tag={tag} />
        <ReplayControls clock={clock} timeline={model.timeline} times={times} tag={tag} />
      </Card>
      <ReplayEvents replay={replay} passed={moment.passed} tag={tag} />
      <p className={styles.muted}>{t`Times are in your device's time zone. Gaps with no trading are shortened.`}</p>
    </>
  );
}
