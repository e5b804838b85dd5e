import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useRef } from 'react';
import type { Category, TradeItem } from '@common/api/market';
import { useLiveQuote, writeText, writeTone, type LiveQuote } from '@/shared/market';
import { cx, EmptyState, LoadFailed, SkeletonRows } from '@/ui';
import { changeText, filterByCategory, priceText, toggleCategory } from './home-logic';
import styles from './InstrumentList.module.css';

export interface InstrumentListProps {
  list: readonly TradeItem[] | null;
  categories: readonly Category[];
  category: number | null;
  onCategory: (category: number | null) => void;
  tag: string;
  /** The list could not be loaded: with nothing to show, that is said (with a retry), not "no data yet". */
  failed?: boolean;
  onRetry?: () => void;
}

/**
 * The category filter and the instrument list: 10 skeleton rows while loading, an empty state when nothing is
 * listed, "could not load" when the list failed and nothing is held, the closed text in place of the price while an instrument's market is closed.
 */
export function InstrumentList({ list, categories, category, onCategory, tag, failed = false, onRetry }: InstrumentListProps) {
  const { t } = useLingui();
  const shown = list ? filterByCategory(list, category) : null;
  const names = new Map(categories.map((entry) => [entry.Id, entry.NameShowTrans]));
  return (
    <section className={styles.section} aria-labelledby="home-markets">
      <h2 id="home-markets" className={styles.title}>
        {t`Markets`}
      </h2>
      <div className={styles.filters} role="group" aria-label={t`Categories`}>
        <FilterChip pressed={category === null} onClick={() => onCategory(toggleCategory(category, null))}>
          {t`All`}
        </FilterChip>
        {categories.map((entry) => (
          <FilterChip key={entry.Id} pressed={category === entry.Id} onClick={() => onCategory(toggleCategory(category, entry.Id))}>
            {entry.NameShowTrans}
          </FilterChip>
        ))}
      </div>
      {list === null && failed ? (
        <LoadFailed compact onRetry={onRetry} />
      ) : shown === null ? (
        <SkeletonRows count={10} className={styles.skeleton} />
      ) : shown.length === 0 ? (
        <EmptyState compact />
      ) : (
        <ul className={styles.list}>
          {shown.map((item) => (
            <li key={item.Id}>
              <InstrumentRow item={item} category={names.get(item.CategoryId) ?? ''} tag={tag} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FilterChip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" aria-pressed={pressed} className={cx(styles.chip, pressed && styles.chipOn)} onClick={onClick}>
      {children}
    </button>
  );
}

// A row shows its own instrument's live quote, written by useLiveQuote outside React while the row is on screen:
// a tick re-renders nothing, and writes nothing to the rows out of sight.
interface RowProps {
  item: TradeItem;
  category: string;
  tag: string;
}

const InstrumentRow = memo(function InstrumentRow({ item, category, tag }: RowProps) {
  const { t } = useLingui();
  const row = useRef<HTMLAnchorElement>(null);
  const price = useRef<HTMLSpanElement>(null);
  const pill = useRef<HTMLSpanElement>(null);
  const show = useCallback(
    (quote: LiveQuote, previous: LiveQuote | null) => {
      writeText(price.current, priceText(quote.close, item.PricePrecision, tag));
      if (previous?.change === quote.change) return;
      const change = changeText(quote.change, tag);
      writeText(pill.current, change.text);
      writeTone(pill.current, change.tone);
    },
    [tag, item.PricePrecision],
  );
  useLiveQuote(item, show, row);
  const closed = item.MarketStatus === 0;
  return (
    <Link ref={row} to="/trade" search={{ id: item.Id }} className={styles.row}>
      <img className={styles.logo} src={item.Logo} alt="" width={36} height={36} loading="lazy" decoding="async" />
      <span className={styles.names}>
        <span className={styles.code}>{item.ShowCode}</span>
        {category ? <span className={styles.category}>{category}</span> : null}
      </span>
      {closed ? <span className={styles.closed}>{t`Closed`}</span> : <span ref={price} className={`${styles.price} num`} dir="ltr" />}
      <span ref={pill} className={`${styles.pill} num`} dir="ltr" />
    </Link>
  );
});
