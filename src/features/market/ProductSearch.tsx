import { useNavigate, useRouter } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { SearchItem } from '@common/api/market';
import { Button, CloseIcon, EmptyState, ListGroup, ListItem, PageHeader, SearchIcon, SkeletonRows, TextField, VisuallyHidden } from '@/ui';
import {
  createQueryDebouncer,
  searchView,
  SEARCH_MAX_LENGTH,
  type QueryDebouncer,
  type SearchAnswer,
} from './ProductSearchQuery';
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
  const router = useRouter();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [firstQuery] = useState(initialQuery);
  const [text, setText] = useState(initialQuery);
  // The query last sent (after the pause in typing); its answer is the cache's, under that query's key.
  const [sent, setSent] = useState('');
  const [debouncer] = useState<QueryDebouncer>(() => createQueryDebouncer(setSent));
  const search = useQuery({ ...searchQuery(sent), enabled: sent !== '' });
  const answer: SearchAnswer<SearchItem> | null =
    sent === '' ? null : search.data ? { query: sent, items: search.data } : search.isError && !search.isFetching ? { query: sent, items: null } : null;

  // A query brought back by the URL is searched at once; the timer is dropped on leaving.
  useEffect(() => {
    debouncer.input(firstQuery, true);
    return () => debouncer.cancel();
  }, [debouncer, firstQuery]);

  const change = (next: string) => {
    setText(next);
    debouncer.input(next);
    onQueryChange(next);
  };

  const clear = () => {
    change('');
    inputRef.current?.focus();
  };

  // Enter searches now and puts the keyboard away.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    debouncer.input(text, true);
    inputRef.current?.blur();
  };

  const retry = () => void search.refetch();

  const goBack = () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/' }));
  const open = (item: SearchItem) => void navigate({ to: '/trade', search: { id: item.Id } });

  const view = searchView(text, answer);

  return (
    <>
      <PageHeader title={t`Search`} onBack={goBack} />
      <form role="search" className={styles.form} onSubmit={submit}>
        <TextField
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          aria-label={t`Search instruments`}
          placeholder={t`Search instruments`}
          value={text}
          onChange={(event) => change(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName={styles.input}
          prefix={<SearchIcon size={18} />}
          suffix={
            text === '' ? null : (
              <button type="button" className={styles.clear} onClick={clear} aria-label={t`Clear search`}>
                <CloseIcon size={18} />
              </button>
            )
          }
        />
      </form>
      <div className={styles.results}>
        {view.kind === 'hint' ? <p className={styles.hint}>{t`Search by code, e.g. EUR or BTC`}</p> : null}
        {view.kind === 'loading' ? <SkeletonRows count={3} className={styles.skeleton} /> : null}
        {view.kind === 'empty' ? <EmptyState title={t`No instruments found`} /> : null}
        {view.kind === 'failed' ? (
          <EmptyState
            title={t`Search failed`}
            action={
              <Button variant="secondary" size="s" onClick={retry}>
                {t`Try again`}
              </Button>
            }
          />
        ) : null}
        {view.kind === 'results' ? (
          <ListGroup>
            {view.items.map((item) => (
              <ListItem
                key={item.Id}
                title={<bdi className={styles.code}>{item.ShowCode}</bdi>}
                trailing={
                  <span className={`${styles.price} num`} dir="ltr">
                    {item.ForexQuotations.Close}
                  </span>
                }
                onClick={() => open(item)}
              />
            ))}
          </ListGroup>
        ) : null}
        <div role="status">
          <VisuallyHidden>
            {view.kind === 'results' ? (
              <Plural value={view.items.length} one="# instrument found" other="# instruments found" />
            ) : null}
            {view.kind === 'empty' ? t`No instruments found` : null}
          </VisuallyHidden>
        </div>
      </div>
    </>
  );
}
