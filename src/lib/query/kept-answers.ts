import type { DehydratedState } from '@tanstack/react-query';
import { afterPageLoad } from '../after-load';
import type { MeridianDb } from '../indexed-db/db';
import { onSignedOut } from '../session';
import { sessionAtom, store } from '../store';
import { queryClient } from './client';
import { keepAnswers, restoreAnswers, type AnswerStore } from './persist';

// The app's kept answers: the rules are persist.ts's, the row lives in the PWA's IndexedDB (one row for the
// browser). IndexedDB missing or refusing (a private window) keeps nothing, as with the kline history.
// Dexie (its own chunk, about 30 KB) is loaded when the kept answers are first read (a reload the service worker
// serves, before the first paint) or written. Writes wait until the page has loaded and gone idle: which answers are
// kept is decided when they change, as before; only the writing of them comes after the first screen.

const ROW = 'query-cache';

let db: Promise<MeridianDb> | null = null;
const database = () => (db ??= import('../indexed-db/db').then(({ MeridianDb: Db }) => new Db()));

/** Writes in the order they were asked for, so a later state is never overwritten by an earlier one. */
let writes: Promise<void> = Promise.resolve();

export const answerStore: AnswerStore = {
  read: () => database().then((opened) => opened.answers.get(ROW).then((row) => row?.data)),
  write: (state: DehydratedState) => {
    writes = writes
      .then(afterPageLoad)
      .then(database)
      .then((opened) => opened.answers.put({ key: ROW, data: state, updatedAt: Date.now() }))
      .then(
        () => undefined,
        () => undefined,
      );
    return writes;
  },
};

const currentToken = () => store.get(sessionAtom)?.token ?? null;

/** Before the first paint: the answers the last visit kept, for this session only. */
export function restoreKeptAnswers(): Promise<void> {
  return restoreAnswers(queryClient, answerStore, currentToken()).catch(() => undefined);
}

/** From then on: every change to a kept answer is written; a sign-out or the page going away writes at once. */
export function startKeepingAnswers(): void {
  const keeper = keepAnswers(queryClient, answerStore, currentToken);
  onSignedOut(() => void keeper.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void keeper.flush();
  });
}
