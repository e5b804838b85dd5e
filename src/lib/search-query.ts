// The search boxes' rules (instruments, companies), kept apart from React so they can be tested with fake timers: what a typed text
// becomes before it is sent, when it is sent (debounced), which answer still counts, and what the screen shows.

/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The server refuses a longer searchCurrency (the instrument search; other searches pass their own limit). */
export const SEARCH_MAX_LENGTH = 20;

/** The text as sent: control characters dropped, runs of spaces made one, trimmed, cut to the server's limit. */
export function normaliseQuery(raw: string, maxLength = SEARCH_MAX_LENGTH): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, maxLength)
      .trim()
  );
}

export interface QueryDebouncer {
  /** The text changed: schedule its search (or send it now), or drop what is pending if it is empty. */
  input(raw: string, immediate?: boolean): void;
  /** Whether an answer for this query is the one the screen waits for (older answers arrive late, never cancelled). */
  isLatest(query: string): boolean;
  /** Forget the last query sent, so the same text is sent again (after a failure). */
  reset(): void;
  /** Drop the pending search (the screen unmounts). */
  cancel(): void;
}

/**
 * One search per pause in typing. The HTTP client only cancels an older call to the same url, and the url
 * carries the query, so the waiting happens here: each change restarts the timer; an empty query sends nothing;
 * a query equal to the one already sent is not sent again.
 */
export function createQueryDebouncer(
  send: (query: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
  maxLength = SEARCH_MAX_LENGTH,
): QueryDebouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = '';

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const fire = (query: string) => {
    timer = undefined;
    latest = query;
    send(query);
  };

  return {
    input(raw, immediate = false) {
      clear();
      const query = normaliseQuery(raw, maxLength);
      if (query === '') {
        latest = '';
        return;
      }
      if (query === latest) return;
      if (immediate) fire(query);
      else timer = setTimeout(() => fire(query), delayMs);
    },
    isLatest: (query) => query !== '' && query === latest,
    reset() {
      clear();
      latest = '';
    },
    cancel: clear,
  };
}

/** An answer the screen holds: the query it answers and its items, or null when the call failed. */
export interface SearchAnswer<T> {
  query: string;
  items: readonly T[] | null;
}

export type SearchView<T> =
  { kind: 'hint' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'empty' } | { kind: 'results'; items: readonly T[] };

/** What the screen shows for the text in the box and the last answer kept. */
export function searchView<T>(raw: string, answer: SearchAnswer<T> | null, maxLength = SEARCH_MAX_LENGTH): SearchView<T> {
  const query = normaliseQuery(raw, maxLength);
  if (query === '') return { kind: 'hint' };
  if (answer?.query !== query) return { kind: 'loading' };
  if (answer.items === null) return { kind: 'failed' };
  return answer.items.length === 0 ? { kind: 'empty' } : { kind: 'results', items: answer.items };
}
