import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef } from 'react';
import type { ReplayEvent, TradeReplay } from '@common/api/ticks';
import { chartPriceText } from '@/lib/format';
import { cx } from '@/ui';
import { INSET, linePath, priceRange, scalesOf, stepPath, withinRange } from './chart-geometry';
import { indexAt } from './playhead';
import type { ReplayModel } from './replay-model';
import styles from './Replay.module.css';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 220;
/** A 390 px phone less the page's and the card's padding: the width drawn before the first measure. */
const FIRST_WIDTH = 326;

interface ReplayChartProps {
  replay: TradeReplay;
  model: ReplayModel;
  /** The playhead on the timeline, ms. */
  position: number;
  tag: string;
}

const markerClass = (event: ReplayEvent) =>
  event.kind === 'open' || event.kind === 'option_open'
    ? styles.markerOpen
    : event.kind === 'partial_close'
      ? styles.markerPart
      : styles.markerEnd;

/**
 * The replay's chart, in SVG: the price line drawn up to the playhead (the whole line is drawn once and uncovered by
 * a clip, so a frame changes two numbers, not three thousand points), the entry, stop-loss and take-profit levels over
 * the position's life, a trailing stop's level as it moved, an option's expiry, and a marker at each event reached.
 * Drawn left to right in every language, as time runs; colours are the theme's (Replay.module.css).
 */
export function ReplayChart({ replay, model, position, tag }: ReplayChartProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, FIRST_WIDTH);
  // An SVG id is referenced as url(#id): keep it to characters that need no escaping.
  const clipId = `replay-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { ticks, events } = replay;
  const open = events.find((event) => event.kind === 'open' || event.kind === 'option_open');
  const trailing = model.trail !== null;
  const levels = useMemo(
    () => ({
      entry: open ? Number(open.price) : NaN,
      stop: trailing ? NaN : Number(replay.stop_loss),
      take: Number(replay.take_profit),
    }),
    [open, trailing, replay.stop_loss, replay.take_profit],
  );

  const drawing = useMemo(() => {
    const trailLevels = (model.trail ?? []).flatMap((level) => (level === null ? [] : [Number(level)]));
    const range = priceRange(
      ticks.map((tick) => Number(tick.price)),
      [levels.entry, levels.stop, levels.take, ...events.map((event) => Number(event.price)), ...trailLevels],
    );
    const scales = scalesOf({ width, height: HEIGHT }, model.length, range);
    const points = ticks.map((tick, index) => ({ x: scales.x(model.timeline[index] ?? 0), y: scales.y(Number(tick.price)) }));
    const trail = model.trail
      ? stepPath(model.trail.map((level, index) => (level === null ? null : { x: points[index]?.x ?? 0, y: scales.y(Number(level)) })))
      : null;
    return { range, scales, points, price: linePath(points), trail };
  }, [ticks, events, levels, model, width]);

  const { range, scales, points } = drawing;
  const playX = scales.x(position);
  // The dot rides the line between two ticks, where the clip cuts it.
  const at = indexAt(model.timeline, position);
  const from = points[at];
  const to = points[at + 1] ?? from;
  const share = to && from && to.x > from.x ? (playX - from.x) / (to.x - from.x) : 0;
  const dotY = from && to ? from.y + (to.y - from.y) * Math.min(1, Math.max(0, share)) : 0;
  const openX = scales.x(model.openAt);
  const endX = scales.x(model.endAt);
  const level = (value: number, className: string | undefined) =>
    withinRange(range, value) ? <line className={className} x1={openX} x2={endX} y1={scales.y(value)} y2={scales.y(value)} /> : null;

  return (
    <div ref={frame} className={styles.chart} dir="ltr">
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
        role="img"
        aria-label={t`Price over the trade's life`}
      >
        <defs>
          <clipPath id={clipId}>
            <rect x={0} y={0} width={Math.max(0, playX)} height={HEIGHT} />
          </clipPath>
        </defs>
        {[0.25, 0.5, 0.75].map((share) => (
          <line key={share} className={styles.grid} x1={0} x2={width} y1={HEIGHT * share} y2={HEIGHT * share} />
        ))}
        <text className={styles.axisText} x={INSET.start} y={INSET.top - 3}>
          {chartPriceText(range.max, replay.precision, tag)}
        </text>
        <text className={styles.axisText} x={INSET.start} y={HEIGHT - 3}>
          {chartPriceText(range.min, replay.precision, tag)}
        </text>
        {level(levels.entry, styles.entry)}
        {level(levels.stop, styles.stop)}
        {level(levels.take, styles.take)}
        {model.expiryAt === null ? null : (
          <line className={styles.expiry} x1={scales.x(model.expiryAt)} x2={scales.x(model.expiryAt)} y1={0} y2={HEIGHT} />
        )}
        <g clipPath={`url(#${clipId})`}>
          <path className={styles.priceLine} d={drawing.price} />
          {drawing.trail ? <path className={styles.trail} d={drawing.trail} /> : null}
        </g>
        <line className={styles.playhead} x1={playX} x2={playX} y1={0} y2={HEIGHT} />
        {events.map((event, index) => {
          const eventAt = model.eventAt[index] ?? 0;
          return eventAt <= position ? (
            <circle
              key={`${event.kind}-${String(event.seq)}-${String(index)}`}
              className={cx(styles.marker, markerClass(event))}
              cx={scales.x(eventAt)}
              cy={scales.y(Number(event.price))}
              r={5}
            />
          ) : null;
        })}
        {from ? <circle className={styles.dot} cx={playX} cy={dotY} r={3.5} /> : null}
      </svg>
    </div>
  );
}
