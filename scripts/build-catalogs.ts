import { createHash } from 'node:crypto';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin, Rollup } from 'vite';
import { LOCALE_CODES, SOURCE_LOCALE } from '../common/locales';

// The PWA's catalogs as data, not as scripts (issue 20: the initial JS of `/`). Each locale's locales/<code>/messages.po
// is compiled by Lingui's own compiler into a JSON file (assets/messages-<code>-<hash>.json) holding only the messages
// the PWA can show: the catalog is shared with the server (lingui.config.ts), whose messages (refusals, mails, PDFs)
// the server translates itself and the browser never looks up. index.html's boot script starts fetching the saved
// language's file beside the bundle (src/features/shell/first-paint/boot.ts) and src/lib/i18n.ts activates from it.
// As JSON it is parsed off the script pipeline: no module to compile, no string literal to unescape first.
// The app finds the files by the global __LOCALE_CATALOGS__ (locale code -> address), which this plugin defines.
// `npm run dev` serves the same content from the .po files as they are at each request, so an edited
// translation shows on reload. The back-office console keeps loading the whole catalog (src/admin/i18n.ts).

/** A message the PWA can show: one used somewhere under src/ or common/, not only by the server. */
export function isPwaOrigin(file: string): boolean {
  return file.startsWith('src/') || file.startsWith('common/');
}

/** The compiled PWA catalogs of the given locales, as the JSON text the app fetches ({ messages: { id: compiled } }). */
export async function compilePwaCatalogs(root: string, codes: readonly string[]): Promise<Record<string, string>> {
  const config = getConfig({ cwd: root });
  const catalogs = await getCatalogs(config);
  const compiled: Record<string, string> = {};
  for (const code of codes) {
    // Typed as always found, it returns null for a path no catalog matches.
    const found = getCatalogForFile(`locales/${code}/messages.po`, catalogs) as ReturnType<typeof getCatalogForFile> | null;
    if (!found) throw new Error(`locale catalogs: lingui.config.ts has no catalog for locales/${code}/messages.po`);
    const [entries, { messages }] = await Promise.all([
      found.catalog.read(code),
      found.catalog.getTranslations(code, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: config.sourceLocale || SOURCE_LOCALE,
      }),
    ]);
    const shown = Object.fromEntries(
      Object.entries(messages).filter(([id]) => entries[id]?.origin?.some(([file]) => isPwaOrigin(file)) === true),
    );
    const { source, errors } = createCompiledCatalog(code, shown, { namespace: 'json' });
    // A message that does not compile would show as its raw ICU text: the build stops instead.
    if (errors.length > 0)
      throw new Error(`locale catalogs: locales/${code} has messages that do not compile: ${errors.map((error) => error.id).join(', ')}`);
    compiled[code] = source;
  }
  return compiled;
}

const FILE = /^assets\/messages-([a-z]+)-[0-9a-f]{8}\.json$/;

/** The locale code of a catalog file this plugin writes (`assets/messages-<code>-<hash>.json`), or undefined. */
export function catalogCodeOf(fileName: string): string | undefined {
  return FILE.exec(fileName)?.[1];
}

function fileName(code: string, source: string): string {
  return `assets/messages-${code}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.json`;
}

/** The catalogs' addresses by locale code, from the files this plugin wrote into the bundle. */
export function catalogFiles(bundle: Rollup.OutputBundle, base = '/'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const item of Object.values(bundle)) {
    const code = item.type === 'asset' ? catalogCodeOf(item.fileName) : undefined;
    if (code) files[code] = base + item.fileName;
  }
  return files;
}

const DEV_PREFIX = '/__locale-catalogs/';

export function localeCatalogs(root: string): Plugin {
  let compiled: { code: string; fileName: string; source: string }[] = [];
  return {
    name: 'locale-catalogs',
    async config(config, { command }) {
      const base = config.base ?? '/';
      if (command === 'serve') {
        return {
          define: {
            __LOCALE_CATALOGS__: JSON.stringify(Object.fromEntries(LOCALE_CODES.map((code) => [code, `${DEV_PREFIX}${code}.json`]))),
          },
        };
      }
      const sources = await compilePwaCatalogs(root, LOCALE_CODES);
      compiled = Object.entries(sources).map(([code, source]) => ({ code, fileName: fileName(code, source), source }));
      return {
        define: { __LOCALE_CATALOGS__: JSON.stringify(Object.fromEntries(compiled.map((item) => [item.code, base + item.fileName]))) },
      };
    },
    buildStart() {
      // Emitted at the start, so the page's plugins (first-paint) find them in the bundle when they write index.html.
      for (const item of compiled) this.emitFile({ type: 'asset', fileName: item.fileName, source: item.source });
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        const code = /^\/([a-z]+)\.json$/.exec(request.url ?? '')?.[1];
        if (!code || !(LOCALE_CODES as readonly string[]).includes(code)) return next();
        compilePwaCatalogs(root, [code]).then(
          ({ [code]: source }) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(source);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
