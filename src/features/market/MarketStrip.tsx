import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useRef } from 'react';
import { MARKET_STATUS, type TradeItem } from '@common/api/market';
import { afterFrame } from '@/lib/after-frame';
import { tradeListQuery, useLiveQuote, writeText, writeTone, type LiveQuote } from '@/shared/market';
import { changeText, priceText } from './home-logic';
import { sparklineQuery } from './queries';
import { drawSparkline, Sparkline } from './Sparkline';
import { withLiveClose } from './sparkline';
import styles from './MarketStrip.module.css';

/** The first instruments of the list as cards with a 1-minute area chart, the live price and the day's change. */
export function MarketStrip({ items, tag }: { items: readonly TradeItem[] | null; tag: string }) {
  const { t } = useLingui();
  // When the list was last loaded: the charts' candles are asked again with each load of the list.
  const listLoadedAt = useQuery(tradeListQuery).dataUpdatedAt;
  if (items?.length === 0) return null;
  return (
    <section aria-label={t`Top instruments`}>
      <ul className={styles.strip}>
        {items
          ? items.map((item) => (
              <li key={item.Id} className={styles.slot}>
                <StripCard item={item} tag={tag} listLoadedAt={listLoadedAt} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} className={styles.slot} aria-hidden="true">
                <span className={`${styles.card} ${styles.placeholder}`} />
              </li>
            ))}
      </ul>
    </section>
  );
}

// Each card shows its own live quote, written by useLiveQuote outside React while the card is on screen: a tick
// re-renders nothing, and redraws no card scrolled out of sight.
const StripCard = memo(function StripCard({ item, tag, listLoadedAt }: { item: TradeItem; tag: string; listLoadedAt: number }) {
  const { t } = useLingui();
  // Until the new candles arrive, the previous ones stay drawn.
  const closes = useQuery({ ...sparklineQuery(item.Id, listLoadedAt), placeholderData: keepPreviousData }).data ?? null;
  const card = useRef<HTMLAnchorElement>(null);
  const price = useRef<HTMLSpanElement>(null);
  const change = useRef<HTMLSpanElement>(null);
  const chart = useRef<SVGSVGElement>(null);
  const show = useCallback(
    (quote: LiveQuote, previous: LiveQuote | null) => {
      writeText(price.current, priceText(quote.close, item.PricePrecision, tag));
      const svg = chart.current;
      if (closes && svg) {
        const points = withLiveClose(closes, quote.close);
        // Drawn at once the first time (no empty chart is painted); after that a frame behind the price.
        if (previous === null) drawSparkline(svg, points);
        else afterFrame(svg, () => drawSparkline(svg, points));
      }
      if (previous?.change === quote.change) return;
      const text = changeText(quote.change, tag);
      writeText(change.current, text.text);
      writeTone(card.current, text.tone);
    },
    [tag, closes, item.PricePrecision],
  );
  useLiveQuote(item, show, card);
  return (
    <Link ref={card} to="/trade" search={{ id: item.Id }} className={styles.card}>
      <span className={styles.head}>
        <img className={styles.logo} src={item.Logo} alt="" width={20} height={20} decoding="async" />
        <span className={styles.code}>{item.ShowCode}</span>
      </span>
      {/* As the list's rows: a closed market shows the closed text in place of the price (spec, Home). */}
      {item.MarketStatus === MARKET_STATUS.closed ? (
        <span className={styles.closed}>{t`Closed`}</span>
      ) : (
        <span ref={price} className={`${styles.price} num`} dir="ltr" />
      )}
      <span ref={change} className={`${styles.change} num`} dir="ltr" />
      {closes ? <Sparkline ref={chart} muted={closes.length === 0} /> : <span className={styles.chartSpace} />}
    </Link>
  );
});
