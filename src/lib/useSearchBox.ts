import { useEffect, useState, type SubmitEvent } from 'react';
import {
  createQueryDebouncer,
  searchView,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  type SearchAnswer,
  type SearchView,
} from './search-query';

// A search box's state for a screen (instruments, companies): the text typed, the query sent after a pause, and the
// view the screen shows for them and the last answer. The rules themselves are search-query.ts's; this only holds
// them in React.

export interface SearchBoxOptions {
  /** The text from the URL (`q`), so going back restores it; searched at once. */
  initialQuery: string;
  /** Keeps `q` in the URL in step with the box. */
  onQueryChange: (query: string) => void;
  /** The server's limit on the query's length. */
  maxLength?: number;
}

/** Where a search query's answer stands, as TanStack Query reports it. */
export interface SearchResult<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  isFetching: boolean;
}

export interface SearchBox {
  readonly text: string;
  /** The query last sent (after the pause in typing): the key of the answer the screen waits for. */
  readonly sent: string;
  readonly maxLength: number;
  change: (next: string) => void;
  /** Enter searches now (the screen puts the keyboard away). */
  submit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** What the screen shows for the text in the box and the answer to `sent`. */
  viewOf: <T>(result: SearchResult<T>) => SearchView<T>;
}

export function useSearchBox({ initialQuery, onQueryChange, maxLength = SEARCH_MAX_LENGTH }: SearchBoxOptions): SearchBox {
  const [firstQuery] = useState(initialQuery);
  const [text, setText] = useState(initialQuery);
  const [sent, setSent] = useState('');
  const [debouncer] = useState(() => createQueryDebouncer(setSent, SEARCH_DEBOUNCE_MS, maxLength));

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

  return {
    text,
    sent,
    maxLength,
    change,
    submit: (event) => {
      event.preventDefault();
      debouncer.input(text, true);
    },
    viewOf: (result) => {
      const answer: SearchAnswer<(typeof result.data & object)[number]> | null =
        sent === ''
          ? null
          : result.data
            ? { query: sent, items: result.data }
            : result.isError && !result.isFetching
              ? { query: sent, items: null }
              : null;
      return searchView(text, answer, maxLength);
    },
  };
}
