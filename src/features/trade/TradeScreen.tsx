import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { TradeItem } from '@common/api/market';
import { DEFAULT_PERIOD, type Period } from '@common/market';
import { sessionKey, useAsOf, useLivePrices, useSessionToken } from '@/lib/query';
import {
  followLivePrices,
  QuoteAge,
  refreshTradeList,
  useLiveQuote,
  useQuoteFreshness,
  useTradeList,
  writeText,
  writeTone,
  type LiveQuote,
} from '@/shared/market';
import { InstrumentStar } from '@/shared/watchlist';
import { PriceAlertBell } from '@/shared/alert';
import { RiskWarning } from '@/shared/protection';
import { AsOfNote, Button, ChevronIcon, cx, EmptyState, LoadFailed, Tabs, VisuallyHidden } from '@/ui';
import { CandleSketch } from './CandleSketch';
import { ChartBoundary } from './ChartBoundary';
import { ContractForm } from './ContractForm';
import { changeText, priceText } from '@/lib/format';
import { useFormat } from '@/lib/useFormat';
import { directionOf, isMarketOpen, pickInstrument } from './instrument';
import { InstrumentPicker } from './InstrumentPicker';
import { MicroForm } from './MicroForm';
import type { KlineFeed } from './kline-feed';
import { PeriodBar } from './PeriodBar';
import type { FormKind } from './trade-memory';
import styles from './TradeScreen.module.css';
import { useChartReady } from './useChartReady';
import { pruneKlineCache, useKlineFeed } from './useKlineFeed';
import { useTradeMemory } from './useTradeMemory';

// Highcharts is loaded with the chart, in its own chunk, only by this screen and once it is interactive
// (useChartReady); CandleSketch draws the candles until then.
const loadChart = () => import('./CandleChart');
const CandleChart = lazy(loadChart);

// Old cached series are pruned once per app start, when the trade screen is first shown.
let pruned = false;

/**
 * The trade screen: the contract/future toggle, the instrument (picked in a drawer), the period bar and the live
 * candlestick chart; the order form comes under it. It is kept alive, so the toggle, the period and the chart's
 * candles survive leaving the screen; its effects (the socket, the fetches) stop while it is hidden. The device
 * keeps the instrument, the period and the toggle too (useTradeMemory), so a reload or a new visit opens them again;
 * a first visit opens an instrument whose market is open.
 */
export function TradeScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const memory = useTradeMemory();
  const { remember } = memory;
  const [kind, setKind] = useState<FormKind>(() => memory.kept().kind ?? 'contract');
  const [period, setPeriod] = useState<Period>(() => memory.kept().period ?? DEFAULT_PERIOD);
  const [pickerOpen, setPickerOpen] = useState(false);
  const periodTabs = useId();

  // The instrument shown: the one a link names (`?id=`, from the markets or the picker), else the one shown last.
  // Tapping the Trade tab (no id), or another route shown meanwhile, keeps it rather than falling back to the first.
  const search = useSearch({ from: '/trade', shouldThrow: false });
  const [searchId, setSearchId] = useState(search?.id);
  const [shownId, setShownId] = useState(() => search?.id ?? memory.kept().instrumentId ?? undefined);
  if (search && search.id !== searchId) {
    setSearchId(search.id);
    if (search.id !== undefined) setShownId(search.id);
  }

  const { list, failed: listFailed } = useTradeList();
  const instrument = pickInstrument(list, shownId);
  // An instrument picked for want of one (a first visit, one no longer listed) stays once shown, even if the list's
  // markets open or close later.
  if (instrument && instrument.Id !== shownId) setShownId(instrument.Id);
  const instrumentId = instrument?.Id;
  useEffect(() => {
    if (instrumentId !== undefined) remember((kept) => ({ ...kept, instrumentId }));
  }, [instrumentId, remember]);
  const feed = useKlineFeed(instrument?.Id, instrument?.Code, period);
  const asOf = useAsOf([['trade-list'], sessionKey(useSessionToken(), 'contract-detail')]);
  const live = useLivePrices();

  // Leaving the screen closes the drawer, so it is not open over another screen or on coming back.
  useEffect(() => () => setPickerOpen(false), []);

  useEffect(() => {
    // Spec section 2: /trade refreshes the trade list on entry (this runs each time the kept-alive screen shows).
    void refreshTradeList();
    followLivePrices();
    if (!pruned) {
      pruned = true;
      pruneKlineCache(Date.now());
    }
  }, []);

  const chooseKind = (next: FormKind) => {
    setKind(next);
    remember((kept) => ({ ...kept, kind: next }));
  };
  const choosePeriod = (next: Period) => {
    setPeriod(next);
    remember((kept) => ({ ...kept, period: next }));
  };

  const choose = (item: TradeItem) => {
    setPickerOpen(false);
    void navigate({ to: '/trade', search: { id: item.Id }, replace: true });
  };

  return (
    <div className={styles.trade}>
      <VisuallyHidden as="h1">{instrument ? t`Trade ${instrument.ShowCode}` : t`Trade`}</VisuallyHidden>
      <Tabs
        variant="pill"
        value={kind}
        onChange={(key) => chooseKind(key as FormKind)}
        items={[
          { key: 'contract', label: t`Contract` },
          { key: 'future', label: t`Options` },
        ]}
      />
      <AsOfNote at={asOf} pricesNotLive={!live} />
      {instrument ? (
        <>
          <InstrumentHeader item={instrument} live={live} onPick={() => setPickerOpen(true)} />
          <PeriodBar value={period} onChange={choosePeriod} idPrefix={periodTabs} />
          <div className={styles.chartBox} role="tabpanel" aria-labelledby={`${periodTabs}-${period}`}>
            {feed ? <ChartArea feed={feed} item={instrument} /> : null}
          </div>
        </>
      ) : list === null && !listFailed ? (
        <div className={styles.headerSkeleton} role="status">
          <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
          <ChartSkeleton />
        </div>
      ) : listFailed ? (
        <LoadFailed onRetry={() => void refreshTradeList()} />
      ) : (
        <EmptyState />
      )}
      {instrument ? kind === 'contract' ? <ContractForm key={instrument.Id} item={instrument} /> : <MicroForm item={instrument} /> : null}
      {/* Issue 38: the regulator's risk warning, under the order form. */}
      <RiskWarning />
      {list ? (
        <InstrumentPicker
          open={pickerOpen}
          onClose={() => setPickerOpen(false)}
          list={list}
          selectedId={instrument?.Id}
          onSelect={choose}
        />
      ) : null}
    </div>
  );
}

/**
 * Logo, name and the picker button; the live price and change in the market's colour; the closed label. The price
 * and change are written by useLiveQuote in the animation frame that applies the tick, not rendered: a render
 * would run in a task after that frame and paint the price one frame late.
 */
function InstrumentHeader({ item, live, onPick }: { item: TradeItem; live: boolean; onPick: () => void }) {
  const { t } = useLingui();
  const { tag } = useFormat();
  const quoteBox = useRef<HTMLDivElement>(null);
  const price = useRef<HTMLSpanElement>(null);
  const change = useRef<HTMLSpanElement>(null);
  const show = useCallback(
    (quote: LiveQuote, previous: LiveQuote | null) => {
      if (quote.close !== previous?.close) writeText(price.current, priceText(quote.close, item.PricePrecision, tag));
      if (quote.change === previous?.change) return;
      writeText(change.current, changeText(quote.change, tag).text);
      writeTone(quoteBox.current, directionOf(quote.change));
    },
    [item.PricePrecision, tag],
  );
  useLiveQuote(item, show);
  // A stale price says how old it is beside it (issue 35).
  const freshness = useQuoteFreshness(item.Code);
  const name = item.ShowCode;
  return (
    <div className={styles.header}>
      <button
        type="button"
        className={styles.pickerButton}
        aria-haspopup="dialog"
        aria-label={t`Choose an instrument, now ${name}`}
        onClick={onPick}
      >
        <img className={styles.logo} src={item.Logo} alt="" width={28} height={28} />
        <span className={styles.code}>{name}</span>
        <ChevronIcon direction="down" size={18} aria-hidden="true" />
      </button>
      <InstrumentStar item={item} />
      {isMarketOpen(item) ? null : <span className={styles.closedBadge}>{t`Market closed`}</span>}
      {live ? null : <span className={styles.closedBadge}>{t`Not live`}</span>}
      {isMarketOpen(item) ? <QuoteAge freshness={freshness} className={styles.closedBadge} /> : null}
      <div ref={quoteBox} className={styles.quote}>
        <span ref={price} className={cx('num', styles.price)} dir="ltr" />
        <span ref={change} className={cx('num', styles.change)} dir="ltr" />
      </div>
      <PriceAlertBell item={item} />
    </div>
  );
}

function ChartArea({ feed, item }: { feed: KlineFeed; item: TradeItem }) {
  const { t } = useLingui();
  const status = useSyncExternalStore(feed.subscribeStatus, feed.status);
  // React.lazy remembers a failed load; a retry asks for the chunk again through a new lazy component.
  const [Chart, setChart] = useState(() => CandleChart);
  const area = useRef<HTMLDivElement>(null);
  const ready = useChartReady(area);
  const name = item.ShowCode;
  const sketch = <CandleSketch feed={feed} precision={item.PricePrecision} />;
  return (
    <div ref={area} className={styles.chart}>
      <ChartBoundary
        onRetry={() => setChart(() => lazy(loadChart))}
        // Highcharts could not be loaded (offline before it was ever kept) or failed: the first drawing stays, with
        // the candles the device holds, and a touch of the chart asks for Highcharts again.
        fallback={(retry) => (
          <div dir="ltr" role="img" aria-label={t`Candlestick chart of ${name}`} onPointerDown={retry}>
            {sketch}
          </div>
        )}
      >
        {/* Time runs left to right in every language. */}
        <div dir="ltr" role="img" aria-label={t`Candlestick chart of ${name}`}>
          {ready ? (
            <Suspense fallback={sketch}>
              <Chart feed={feed} precision={item.PricePrecision} />
            </Suspense>
          ) : (
            sketch
          )}
        </div>
      </ChartBoundary>
      {status === 'loading' ? (
        <div className={styles.chartOverlay} role="status">
          <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
          <ChartSkeleton />
        </div>
      ) : status === 'ready' ? null : (
        <div className={cx(styles.chartOverlay, styles.chartMessage)} role="status">
          <p>{status === 'empty' ? t`No data yet` : t`The chart could not be loaded.`}</p>
          {status === 'failed' ? (
            <Button variant="secondary" size="s" onClick={() => feed.load()}>
              {t`Try again`}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ChartSkeleton() {
  return <div className={styles.chartSkeleton} aria-hidden="true" />;
}
