import type { DehydratedState } from '@tanstack/react-query';
import { MeridianDb } from '../kline-cache/db';
import { onSignedOut } from '../session';
import { sessionAtom, store } from '../store';
import { queryClient } from './client';
import { keepAnswers, restoreAnswers, type AnswerStore } from './persist';

// The app's kept answers: the rules are persist.ts's, the row lives in the PWA's IndexedDB (one row for the
// browser). IndexedDB missing or refusing (a private window) keeps nothing, as with the kline history.

const ROW = 'query-cache';

let db: MeridianDb | null = null;
const database = () => (db ??= new MeridianDb());

export const answerStore: AnswerStore = {
  read: () => database().answers.get(ROW).then((row) => row?.data),
  write: (state: DehydratedState) =>
    database()
      .answers.put({ key: ROW, data: state, updatedAt: Date.now() })
      .then(() => undefined),
};

const currentToken = () => store.get(sessionAtom)?.token ?? null;

/** Before the first paint: the answers the last visit kept, for this session only. */
export function restoreKeptAnswers(): Promise<void> {
  return restoreAnswers(queryClient, answerStore, currentToken()).catch(() => undefined);
}

/** From then on: every change to a kept answer is written; a sign-out or the page going away writes at once. */
export function startKeepingAnswers(): void {
  const keeper = keepAnswers(queryClient, answerStore, currentToken);
  // Keeping may start after the first screen's answers have arrived (a first visit starts it once the page is idle):
  // those are written now rather than at their next change.
  void keeper.flush();
  onSignedOut(() => void keeper.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void keeper.flush();
  });
}
