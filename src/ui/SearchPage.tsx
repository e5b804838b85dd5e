import { useLingui } from '@lingui/react/macro';
import { useRef, type ComponentProps, type ReactNode, type SubmitEvent } from 'react';
import type { SearchBox } from '@/lib/useSearchBox';
import type { SearchView } from '@/lib/search-query';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { CloseIcon, SearchIcon } from './icons';
import { ListGroup } from './ListGroup';
import { PageHeader } from './PageHeader';
import { SkeletonRows } from './SkeletonRows';
import { TextField } from './TextField';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './SearchPage.module.css';

export interface SearchPageProps<T> {
  title: ReactNode;
  onBack: () => void;
  /** The box's label and placeholder, e.g. "Search instruments". */
  label: string;
  box: SearchBox;
  view: SearchView<T>;
  onRetry: () => void;
  /** What to type, shown while the box is empty. */
  hint: ReactNode;
  emptyTitle: string;
  /** One result as a ListItem (with its key). */
  renderItem: (item: T) => ReactNode;
  /** Read out when results arrive, e.g. "3 instruments found"; the empty title is read out for none. */
  foundText?: (count: number) => ReactNode;
  /** Extra attributes of the input (keyboard hints). */
  inputProps?: Pick<ComponentProps<'input'>, 'autoCapitalize' | 'autoCorrect'>;
  /** Layers the screen opens over its results (a company's popup). */
  children?: ReactNode;
}

/** A search screen (instruments, companies): the box, then what the typed text has found so far. */
export function SearchPage<T>({
  title,
  onBack,
  label,
  box,
  view,
  onRetry,
  hint,
  emptyTitle,
  renderItem,
  foundText,
  inputProps,
  children,
}: SearchPageProps<T>) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    box.submit(event);
    inputRef.current?.blur();
  };
  const clear = () => {
    box.change('');
    inputRef.current?.focus();
  };
  return (
    <>
      <PageHeader title={title} onBack={onBack} />
      <form role="search" className={styles.form} onSubmit={submit}>
        <TextField
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          aria-label={label}
          placeholder={label}
          value={box.text}
          onChange={(event) => box.change(event.target.value)}
          maxLength={box.maxLength}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          {...inputProps}
          inputClassName={styles.input}
          prefix={<SearchIcon size={18} />}
          suffix={
            box.text === '' ? null : (
              <button type="button" className={styles.clear} onClick={clear} aria-label={t`Clear search`}>
                <CloseIcon size={18} />
              </button>
            )
          }
        />
      </form>
      <div className={styles.results}>
        {view.kind === 'hint' ? <p className={styles.hint}>{hint}</p> : null}
        {view.kind === 'loading' ? <SkeletonRows count={3} className={styles.skeleton} /> : null}
        {view.kind === 'empty' ? <EmptyState title={emptyTitle} /> : null}
        {view.kind === 'failed' ? (
          <EmptyState
            title={t`Search failed`}
            action={
              <Button variant="secondary" size="s" onClick={onRetry}>
                {t`Try again`}
              </Button>
            }
          />
        ) : null}
        {view.kind === 'results' ? <ListGroup>{view.items.map(renderItem)}</ListGroup> : null}
        <div role="status">
          <VisuallyHidden>
            {view.kind === 'results' && foundText ? foundText(view.items.length) : null}
            {view.kind === 'empty' ? emptyTitle : null}
          </VisuallyHidden>
        </div>
      </div>
      {children}
    </>
  );
}
