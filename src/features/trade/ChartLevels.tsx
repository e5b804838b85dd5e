import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type Highcharts from 'highcharts/highstock';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { SIDE } from '@common/contract';
import { priceText } from '@/lib/format';
import { useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { writeText } from '@/shared/market';
import { StopPriceSheet, useLevelProblemText, type StopLevels } from '@/shared/stop-levels';
import { toast } from '@/ui';
import { dropLevel, levelAtPixel, levelLines, pixelOfLevel, type LevelLine, type PriceBand, type StopKind } from './level-lines';
import { chartPositionsQuery, keepChangedOrder } from './queries';
import styles from './ChartLevels.module.css';

// The user's open positions on the chart: a line at each one's entry price, stop-loss and take-profit. The two
// stop lines are dragged by their tags; where a drag ends is checked by the stop-loss sheet's own rule, refused with
// its message (the line goes back), or else opens that same sheet with the new level in its field, whose Save is the
// one write (and the server's message the confirmation) for a change of levels from either screen.

/** Places the lines after each redraw of a chart (its render event calls this; see CandleChart). */
export const placeLevelsOf = new WeakMap<Highcharts.Chart, () => void>();

interface ChartLevelsProps {
  chart: Highcharts.Chart;
  instrumentId: number;
  precision: number;
  tag: string;
}

/** Where a line is drawn instead of at its order's level: while it is dragged, or while the sheet shows its drop. */
interface Moved {
  key: string;
  price: string;
}

/** A drop the sheet is open for. */
interface Editing {
  orderId: number;
  key: string;
  price: string;
  levels: StopLevels;
}

function bandOf(chart: Highcharts.Chart): PriceBand | null {
  const axis = chart.yAxis[0];
  if (!axis) return null;
  const { min, max } = axis.getExtremes();
  return { top: chart.plotTop, height: chart.plotHeight, min, max };
}

export function ChartLevels({ chart, instrumentId, precision, tag }: ChartLevelsProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const token = useSessionToken();
  const online = useOnline();
  const problemText = useLevelProblemText();
  const positions = useQuery(chartPositionsQuery(token));
  const orders = useMemo(() => positions.data?.orders ?? [], [positions.data]);
  const lines = useMemo(() => levelLines(orders, instrumentId), [orders, instrumentId]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Moved | null>(null);
  const sheetOrder = editing ? (orders.find((order) => order.Id === editing.orderId) ?? null) : null;
  const draft = sheetOrder && editing ? editing : null;

  // Every line's place and price text, from its order's level, the drag or the drop the sheet shows. Written here,
  // not rendered: it runs after each redraw of the chart (a tick moves the price axis).
  const place = useCallback(() => {
    const element = box.current;
    const band = bandOf(chart);
    if (!element) return;
    // No candles drawn (a period loading, nothing to show): no price axis to place a level on.
    element.hidden = !band || !(band.max > band.min) || !(band.height > 0);
    if (!band || element.hidden) return;
    element.style.left = `${chart.plotLeft}px`;
    element.style.width = `${chart.plotWidth}px`;
    for (const line of lines) {
      const node = element.querySelector<HTMLElement>(`[data-key="${line.key}"]`);
      if (!node) continue;
      const moved = drag.current?.key === line.key ? drag.current : draft?.key === line.key ? draft : null;
      const price = moved?.price ?? line.price;
      const { y, off } = pixelOfLevel(Number(price), band);
      const transform = `translateY(${Math.round(y)}px)`;
      if (node.style.transform !== transform) node.style.transform = transform;
      const offText = off ?? '';
      if (node.dataset.off !== offText) node.dataset.off = offText;
      writeText(node.querySelector('[data-price]'), priceText(price, precision, tag));
    }
  }, [chart, lines, draft, precision, tag]);

  useLayoutEffect(() => {
    placeLevelsOf.set(chart, place);
    place();
    return () => {
      placeLevelsOf.delete(chart);
    };
  }, [chart, place]);

  const dropped = (line: LevelLine & { kind: StopKind }, price: string) => {
    const order = orders.find((each) => each.Id === line.orderId);
    if (!order || price === line.price) return place();
    const drop = dropLevel(order, line.kind, price);
    if (drop.problem) {
      // Refused as the sheet refuses it; the line goes back to the order's level.
      toast.show(problemText(drop.problem, order.OrderType), 'error');
      return place();
    }
    setEditing({ orderId: order.Id, key: line.key, price, levels: drop.levels });
  };

  const priceAt = (event: PointerEvent) => {
    const band = bandOf(chart);
    const top = box.current?.parentElement?.getBoundingClientRect().top ?? 0;
    return band ? levelAtPixel(event.clientY - top, band, precision) : null;
  };

  const dragHandlers = (line: LevelLine & { kind: StopKind }) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { key: line.key, price: line.price };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.key !== line.key) return;
      const price = priceAt(event);
      if (price === null || price === drag.current.price) return;
      drag.current = { key: line.key, price };
      place();
    },
    onPointerUp: () => {
      const moved = drag.current;
      drag.current = null;
      if (moved?.key === line.key) dropped(line, moved.price);
    },
    onPointerCancel: () => {
      drag.current = null;
      place();
    },
  });

  const labelOf = (line: LevelLine) => {
    if (line.kind === 'stop_loss') return t`Stop-loss`;
    if (line.kind === 'take_profit') return t`Take-profit`;
    const lots = line.lots;
    return line.side === SIDE.buy
      ? t({ message: `Buy ${lots}`, context: 'position line on the chart' })
      : t({ message: `Sell ${lots}`, context: 'position line on the chart' });
  };

  return (
    <>
      <div ref={box} className={styles.levels} aria-hidden="true">
        {lines.map((line) => {
          const stop = line.kind === 'entry' || !online ? null : (line as LevelLine & { kind: StopKind });
          return (
            <div key={line.key} data-key={line.key} data-kind={line.kind} className={styles.line}>
              <span
                className={styles.tag}
                dir="auto"
                data-draggable={stop ? '' : undefined}
                data-testid={`level-${line.kind}-${line.orderId}`}
                {...(stop ? dragHandlers(stop) : {})}
              >
                {labelOf(line)} <span data-price="" dir="ltr" />
              </span>
            </div>
          );
        })}
      </div>
      <StopPriceSheet
        order={sheetOrder}
        initial={editing?.levels}
        tag={tag}
        onClose={() => setEditing(null)}
        onSaved={(order) => {
          keepChangedOrder(client, token, order);
          setEditing(null);
        }}
      />
    </>
  );
}
