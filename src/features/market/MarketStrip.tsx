import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { memo, useEffect, useRef, useState } from 'react';
import { getAbbreviatedKline, type TradeItem } from '@common/api/market';
import { api } from '@/lib/http/api';
import { liveQuoteAtom, quoteOf } from '@/lib/market';
import { changeText, priceText } from './home-logic';
import { Sparkline } from './Sparkline';
import { withLiveClose } from './sparkline';
import styles from './MarketStrip.module.css';

/** The first instruments of the list as cards with a 1-minute area chart, the live price and the day's change. */
export function MarketStrip({ items, tag }: { items: readonly TradeItem[] | null; tag: string }) {
  const { t } = useLingui();
  if (items?.length === 0) return null;
  return (
    <section aria-label={t`Top instruments`}>
      <ul className={styles.strip}>
        {items
          ? items.map((item) => (
              <li key={item.Id} className={styles.slot}>
                <StripCard item={item} tag={tag} />
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

// Each card reads its own live quote, so a tick repaints one card. `item` is a new object whenever the list is
// loaded again, which is when the chart's candles are fetched again.
const StripCard = memo(function StripCard({ item, tag }: { item: TradeItem; tag: string }) {
  const quote = quoteOf(item, useAtomValue(liveQuoteAtom(item.Code)));
  const closes = useCloses(item);
  const change = changeText(quote.change, tag);
  return (
    <Link to="/trade" search={{ id: item.Id }} className={`${styles.card} ${styles[change.tone]}`}>
      <span className={styles.head}>
        <img className={styles.logo} src={item.Logo} alt="" width={20} height={20} decoding="async" />
        <span className={styles.code}>{item.ShowCode}</span>
      </span>
      <span className={`${styles.price} num`} dir="ltr">
        {priceText(quote.close, tag)}
      </span>
      <span className={`${styles.change} num`} dir="ltr">
        {change.text}
      </span>
      {closes ? (
        <Sparkline closes={withLiveClose(closes, quote.close)} muted={closes.length === 0} />
      ) : (
        <span className={styles.chartSpace} />
      )}
    </Link>
  );
});

function useCloses(item: TradeItem): readonly string[] | null {
  const [closes, setCloses] = useState<readonly string[] | null>(null);
  const loadedFor = useRef<TradeItem | null>(null);
  useEffect(() => {
    // Only a new list (a new item object) asks again; coming back to the screen keeps what was loaded for it.
    if (loadedFor.current === item) return;
    let current = true;
    api(getAbbreviatedKline, { forex_id: item.Id, period: '1M' }, { silent: true })
      .then((points) => {
        if (!current) return;
        loadedFor.current = item;
        setCloses(points.map((point) => point.Close));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [item]);
  // Until the new candles arrive, the previous ones stay drawn.
  return closes;
}
