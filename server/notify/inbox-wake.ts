import { afterAmbientCommit } from '../db/ambient';

// How a recorded notification wakes the inbox's dispatcher (./inbox-dispatcher.ts) once its transaction committed.
// The code that records one holds only a transaction (a Queryable), often many calls away from any Database, so the
// wake-up is found here rather than threaded through every caller: each dispatcher listens for the database it
// delivers from. A dispatcher woken early (the row not yet committed) finds nothing and loses nothing; its periodic
// sweep is the safety net for every wake-up missed.

type Listener = () => void;

const listeners = new Map<object, Set<Listener>>();

/** Calls `listener` after each commit on `db` that recorded a notification; the returned function stops it. */
export function onNotificationRecorded(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(db);
  };
}

/**
 * A notification was recorded in the transaction open here: its dispatcher is woken once that commits (never after a
 * rollback). Recorded outside a transaction, the row is committed already, and every dispatcher is woken, as the
 * database it went to is not known here.
 */
export function notificationRecorded(): void {
  afterAmbientCommit((db) => {
    const woken = db === null ? [...listeners.values()] : [listeners.get(db) ?? new Set<Listener>()];
    for (const set of woken) for (const listener of set) listener();
  });
}
