import { MeridianDb } from '../indexed-db/db';

// Drafts of unfinished forms in IndexedDB (docs/ARCHITECTURE.md, "The PWA": Dexie keeps drafts such as the loan
// agreement). A draft is read back as `unknown` and checked by its form: what a past version of the app stored may
// not fit the current one. IndexedDB can be missing or refuse (private windows): then nothing is kept and the form
// simply starts over, which is never worse than no drafts.

export interface DraftStore {
  read(key: string): Promise<unknown>;
  write(key: string, data: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export function createDraftStore(open: () => MeridianDb, now: () => number = Date.now): DraftStore {
  let db: MeridianDb | null = null;
  const database = () => (db ??= open());
  return {
    read: (key) =>
      database()
        .drafts.get(key)
        .then((row) => row?.data)
        .catch(() => undefined),
    write: (key, data) =>
      database()
        .drafts.put({ key, data, updatedAt: now() })
        .then(() => undefined)
        .catch(() => undefined),
    remove: (key) =>
      database()
        .drafts.delete(key)
        .catch(() => undefined),
  };
}

export const drafts = createDraftStore(() => new MeridianDb());
