// What index.html's boot script (src/features/shell/first-paint/boot.ts, inlined at build time) hands to the app.
// The script runs before the bundle has even been requested: it applies the saved theme and language direction, asks
// for the app's stylesheets without holding up the first paint, and starts fetching the language's catalog and the
// calls the first screen draws, so they travel while the bundle downloads. The app picks those answers up through its one HTTP client
// (early-fetch.ts), so they land in the one query cache like any other answer.

/** A call the boot script started, with what it was sent with: the app takes it only if it would send the same. */
export interface EarlyCall {
  /** The `lang` header it carries. */
  lang: string;
  /** The `authorization` header it carries, or null for none. */
  token: string | null;
  /** When it was started (Date.now()). */
  startedAt: number;
  response: Promise<Response>;
}

/** The saved language's catalog (scripts/build-catalogs.ts), asked for beside the bundle. */
export interface EarlyCatalog {
  /** The locale code it is the catalog of. */
  code: string;
  response: Promise<Response>;
}

export interface FirstPaintHandoff {
  /** By path (`/v2/api/forex/trade_list`): each taken at most once, then deleted. */
  calls: Record<string, EarlyCall | undefined>;
  /** Taken at most once (src/lib/i18n.ts), then deleted; absent when the build has no catalog for the language. */
  catalog?: EarlyCatalog;
  /** Settles when the app's stylesheets have loaded (or failed): the first render waits for it, never longer. */
  styles: Promise<void>;
}

/** The global the boot script writes. */
export const HANDOFF_GLOBAL = '__meridianFirstPaint';

/** The localStorage keys (store.ts persists atoms as `meridian.<key>`, JSON-encoded) the boot script reads. */
export const STORED = { theme: 'meridian.theme', locale: 'meridian.locale', session: 'meridian.session' } as const;

/** The attribute on <html> that names what the prerendered skeleton shows: the home screen, or nothing. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The handoff, when this page was served with the boot script (a production build); absent in development. */
export function firstPaintHandoff(): FirstPaintHandoff | undefined {
  return (globalThis as unknown as Record<string, FirstPaintHandoff | undefined>)[HANDOFF_GLOBAL];
}
