import { useNavigate } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SearchItem } from '@common/api/market';
import { changeText } from '@/lib/format';
import { useGoBack } from '@/lib/go-back';
import { useFormat } from '@/lib/useFormat';
import { useSearchBox } from '@/lib/useSearchBox';
import { ListItem, SearchPage } from '@/ui';
import { searchQuery } from './queries';
import styles from './ProductSearch.module.css';

export interface ProductSearchProps {
  /** The text from the URL (`q`), so going back restores it. */
  initialQuery: string;
  /** Keeps `q` in the URL in step with the box (replacing the entry, not pushing one per key). */
  onQueryChange: (query: string) => void;
}

/**
 * The search of this site mode (isMain false): trade items by code, results as one types, a tap opens /trade.
 * The main site's company search is src/features/company/CompanySearch.tsx; /product picks one by `is_main`.
 */
export function ProductSearch({ initialQuery, onQueryChange }: ProductSearchProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const box = useSearchBox({ initialQuery, onQueryChange });
  // The answer to the query last sent is the cache's, under that query's key.
  const search = useQuery({ ...searchQuery(box.sent), enabled: box.sent !== '' });
  const goBack = useGoBack();
  const format = useFormat();

  return (
    <SearchPage<SearchItem>
      title={t`Search`}
      onBack={goBack}
      label={t`Search instruments`}
      box={box}
      view={box.viewOf(search)}
      onRetry={() => void search.refetch()}
      hint={t`Search by code, e.g. EUR or BTC`}
      emptyTitle={t`No instruments found`}
      inputProps={{ autoCorrect: 'off', autoCapitalize: 'characters' }}
      foundText={(count) => <Plural value={count} one="# instrument found" other="# instruments found" />}
      renderItem={(item) => {
        // Written as every other screen writes a price and a change (lib/format.ts): grouped for the language, at
        // the instrument's decimals, the change signed and coloured by its direction.
        const change = changeText(item.ForexQuotations.Change, format.tag);
        return (
          <ListItem
            key={item.Id}
            title={<bdi className={styles.code}>{item.ShowCode}</bdi>}
            trailing={
              <span className={styles.quote}>
                <span className={`${styles.price} num`} dir="ltr">
                  {format.price(item.ForexQuotations.Close, item.PricePrecision)}
                </span>
                <span className={`${styles.change} num`} dir="ltr" data-tone={change.tone}>
                  {change.text}
                </span>
              </span>
            }
            onClick={() => void navigate({ to: '/trade', search: { id: item.Id } })}
          />
        );
      }}
    />
  );
}
