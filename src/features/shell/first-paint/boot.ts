import { DEFAULT_LOCALE, localeInfo } from '@common/locales';
import {
  FIRST_PAINT_ATTRIBUTE,
  HANDOFF_GLOBAL,
  STORED,
  type EarlyCall,
  type EarlyCatalog,
  type FirstPaintHandoff,
} from '@/lib/first-paint';
import type { EarlyCallRule } from '@common/api/early-calls';

// index.html's boot script, inlined into the page's head at build time (vite.config.ts, firstPaint plugin) so it
// runs before the first paint and before the bundle is even requested. It does only what cannot wait for the bundle:
// - the saved theme and the saved language's direction are on <html> before anything is drawn, so the prerendered
//   skeleton is dark for a dark theme and mirrored for Arabic, with no flash when the app takes over;
// - the saved language's catalog (a JSON file, scripts/build-catalogs.ts) is fetched now, beside the bundle, instead
//   of after it has run, and handed to the app (src/lib/i18n.ts);
// - the app's stylesheets are asked for without holding up the first paint (the skeleton's own CSS is inline);
// - the first screen's calls are started, and handed to the app (src/lib/first-paint.ts);
// - the app's entry (downloading since the head was read, a modulepreload) is run only once the skeleton has been
//   painted: a module that arrives before the first frame would otherwise run first, and on a slow phone its
//   evaluation holds the skeleton off the screen for as long as it takes.
// The build fills in the lists below: the catalogs' files and the entry's stylesheets from what it wrote, and the
// calls from common/api/early-calls.ts (passed in rather than imported, so the endpoint definitions stay out of the page).

declare const __FIRST_PAINT_CATALOGS__: Record<string, string>;
declare const __FIRST_PAINT_STYLES__: string[];
declare const __FIRST_PAINT_CALLS__: EarlyCallRule[];
declare const __FIRST_PAINT_ENTRY__: string;

/** Should no frame come (a page that stays hidden after all), the app is started after this anyway. */
const ENTRY_FALLBACK_MS = 1_000;

function stored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // Storage refused (a private window) or an unreadable value: the defaults, as the app's store reads it.
    return null;
  }
}

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  element.crossOrigin = '';
  return element;
}

/** Runs the app's entry after the next frame has been painted (at once for a page opened out of sight). */
function runEntryAfterPaint(src: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  };
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  // A frame's animation callbacks run before it is painted; a task queued from one runs after the paint.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, ENTRY_FALLBACK_MS);
}

/** Stylesheets added by script do not hold up the first paint; the promise settles when all have loaded or failed. */
function loadStyles(hrefs: string[]): Promise<void> {
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve) => {
          const sheet = link('stylesheet', href);
          sheet.onload = () => resolve();
          sheet.onerror = () => resolve();
          document.head.appendChild(sheet);
        }),
    ),
  ).then(() => undefined);
}

function boot(): void {
  const root = document.documentElement;

  const choice = stored(STORED.theme);
  const dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';

  const savedLocale = stored(STORED.locale);
  const lang = typeof savedLocale === 'string' ? savedLocale : DEFAULT_LOCALE;
  const locale = localeInfo(lang);
  root.lang = locale.tag;
  root.dir = locale.dir;

  // The prerendered skeletons are the home screen's and the trade screen's; any other address shows the empty page
  // until its screen is drawn.
  const home = location.pathname === '/' || location.pathname === '/index.html';
  root.setAttribute(FIRST_PAINT_ATTRIBUTE, home ? 'home' : location.pathname === '/trade' ? 'trade' : 'blank');

  const catalogFile = __FIRST_PAINT_CATALOGS__[locale.code];
  let catalog: EarlyCatalog | undefined;
  if (catalogFile) {
    catalog = { code: locale.code, response: fetch(catalogFile, { credentials: 'same-origin' }) };
    // Should the app not take it, a failure must not surface as an unhandled rejection.
    catalog.response.catch(() => undefined);
  }

  const session = stored(STORED.session) as { token?: unknown } | null;
  const token = session && typeof session.token === 'string' && session.token ? session.token : null;
  if (token) root.setAttribute('data-session', '');
  const calls: Record<string, EarlyCall | undefined> = {};
  for (const rule of __FIRST_PAINT_CALLS__) {
    if ((rule.homeOnly && !home) || (rule.signedIn && !token)) continue;
    const headers: Record<string, string> = { lang };
    if (token) headers.authorization = token;
    const startedAt = Date.now();
    const response = fetch(`${rule.path}?t=${startedAt}`, { headers, credentials: 'same-origin' });
    // Unused (the app never asked), a failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    calls[rule.path] = { lang, token, startedAt, response };
  }

  const handoff: FirstPaintHandoff = { calls, catalog, styles: loadStyles(__FIRST_PAINT_STYLES__) };
  (window as unknown as Record<string, FirstPaintHandoff>)[HANDOFF_GLOBAL] = handoff;
  runEntryAfterPaint(__FIRST_PAINT_ENTRY__);
}

boot();
