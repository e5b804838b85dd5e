import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import type { Category, TradeItem } from '@common/api/market';
import { newestQuote, QuoteAge, quoteOf, useLiveQuote, useQuoteFreshness, writeText, writeTone, type LiveQuote } from '@/shared/market';
import { useWatchlist, WatchStar } from '@/shared/watchlist';
import { cx, EmptyState, LoadFailed, NativeSelect, SkeletonRows, StarIcon } from '@/ui';
import {
  changeText,
  FAVOURITES,
  filterInstruments,
  priceText,
  sortInstruments,
  SORTS,
  toggleCategory,
  type HomeCategory,
  type Sort,
  type SortFigures,
} from './home-logic';
import { homeSortAtom } from './home-sort';
import styles from './InstrumentList.module.css';

export interface InstrumentListProps {
  list: readonly TradeItem[] | null;
  categories: readonly Category[];
  /** A category's id, Favourites (the starred instruments), or null for all. */
  category: HomeCategory | null;
  onCategory: (category: HomeCategory | null) => void;
  tag: string;
  /** The list could not be loaded: with nothing to show, that is said (with a retry), not "no data yet". */
  failed?: boolean;
  onRetry?: () => void;
}

/**
 * The category filter (with Favourites, the starred instruments) and the instrument list in the chosen order: 10
 * skeleton rows while loading, an empty state when nothing is listed (saying how to star one when Favourites is
 * empty), "could not load" when the list failed and nothing is held, the closed text in place of the price while an
 * instrument's market is closed. Each row has its star beside it (a button beside the row's link, not inside it).
 */
export function InstrumentList({ list, categories, category, onCategory, tag, failed = false, onRetry }: InstrumentListProps) {
  const { t } = useLingui();
  const { watched, setWatched } = useWatchlist();
  const [sort, setSort] = useAtom(homeSortAtom);
  const collator = useMemo(() => new Intl.Collator(tag, { numeric: true }), [tag]);
  const filtered = list ? filterInstruments(list, category, watched) : null;
  // Sorted by the quotes of this render; a tick re-renders nothing, so rows keep their places between renders.
  const shown = filtered ? sortInstruments(filtered, sort, figuresOf, collator) : null;
  const names = new Map(categories.map((entry) => [entry.Id, entry.NameShowTrans]));
  const sortNames: Record<Sort, string> = {
    list: t`List order`,
    'name-asc': t`Name (A to Z)`,
    'name-desc': t`Name (Z to A)`,
    'change-desc': t`Change (highest first)`,
    'change-asc': t`Change (lowest first)`,
    'price-desc': t`Price (highest first)`,
    'price-asc': t`Price (lowest first)`,
  };
  return (
    <section className={styles.section} aria-labelledby="home-markets">
      <div className={styles.head}>
        <h2 id="home-markets" className={styles.title}>
          {t`Markets`}
        </h2>
        {/* The chosen order is the select's visible text; its name says what it does. */}
        <NativeSelect
          className={styles.sort}
          aria-label={t`Sort by`}
          value={sort}
          onChange={(event) => setSort(SORTS.find((one) => one === event.target.value) ?? 'list')}
        >
          {SORTS.map((one) => (
            <option key={one} value={one}>
              {sortNames[one]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={styles.filters} role="group" aria-label={t`Categories`}>
        <FilterChip pressed={category === null} onClick={() => onCategory(toggleCategory(category, null))}>
          {t`All`}
        </FilterChip>
        <FilterChip pressed={category === FAVOURITES} onClick={() => onCategory(toggleCategory(category, FAVOURITES))}>
          <StarIcon size={14} filled={category === FAVOURITES} />
          {t`Favourites`}
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
        category === FAVOURITES ? (
          <EmptyState compact title={t`No favourites yet`} description={t`Tap the star beside an instrument to add it here.`} />
        ) : (
          <EmptyState compact />
        )
      ) : (
        <ul className={styles.list}>
          {shown.map((item) => {
            const on = watched.has(item.Id);
            return (
              <li key={item.Id} className={styles.item}>
                <WatchStar name={item.ShowCode} watched={on} onToggle={() => setWatched(item.Id, !on)} className={styles.star} />
                <InstrumentRow item={item} category={names.get(item.CategoryId) ?? ''} tag={tag} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What the sort reads of a row: its name and the quote it shows now (the live one once any arrived). */
function figuresOf(item: TradeItem): SortFigures {
  const quote = quoteOf(item, newestQuote(item.Code));
  return { name: item.ShowCode, close: quote.close, change: quote.change };
}

function FilterChip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
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
        {closed ? null : <RowPriceAge code={item.Code} />}
      </span>
      {closed ? <span className={styles.closed}>{t`Closed`}</span> : <span ref={price} className={`${styles.price} num`} dir="ltr" />}
      <span ref={pill} className={`${styles.pill} num`} dir="ltr" />
    </Link>
  );
});

/**
 * A row's price age once it is stale (issue 35: every live price says its age when old), under the instrument's name.
 * Only a live price has an age: a row still showing the list's price (offline, where the banner says prices are not
 * live) says nothing. A component of its own, so the row itself still renders on nothing but its props.
 */
function RowPriceAge({ code }: { code: string }) {
  const freshness = useQuoteFreshness(code);
  return freshness.ageSeconds === null ? null : <QuoteAge freshness={freshness} className={styles.age} />;
}
