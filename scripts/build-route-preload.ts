import type { Plugin, Rollup } from 'vite';

// The trade screen's code asked for by index.html itself when the page is opened at /trade (issue 20: /trade's
// first paint). Without it the screen's chunks are a second round of requests, made only once the entry bundle has
// run and the router has matched the path, and the candle cache's chunk (Dexie) a third, made once the screen has
// run; on a slow phone network each round is a few hundred milliseconds before the screen can draw. A small inline
// script in the head adds a modulepreload link for each of those chunks (and a preload for their stylesheets) when
// the address is /trade, so they download beside the entry. Any other address is left as it was: `/` does not pay
// for the trade screen. Only in a build; `npm run dev` serves modules one by one.

/** What the trade screen needs before it draws: its route, the screen, and the candle cache it reads first. */
const TRADE_MODULES = [
  /[\\/]src[\\/]routes[\\/]trade\.tsx\?tsr-split/,
  /[\\/]src[\\/]features[\\/]trade[\\/]TradeScreen\.tsx$/,
  /[\\/]src[\\/]lib[\\/]kline-cache[\\/]index\.ts$/,
];
const TRADE_PATH = '/trade';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

function chunksOf(bundle: Rollup.OutputBundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
}

/** `roots` and every chunk they import statically, by file name. */
function staticClosure(byFile: Map<string, Chunk>, roots: Chunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  roots.forEach(visit);
  return seen;
}

/** The script's links: the trade chunks the entry does not already load, and their stylesheets. */
export function tradePreloads(bundle: Rollup.OutputBundle, base = '/'): { scripts: string[]; styles: string[] } {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.filter((chunk) => chunk.isEntry && chunk.name === 'main');
  const loaded = staticClosure(byFile, entry);
  // The chunks holding those modules (the route's code is split in pieces; a module re-exporting others may be merged
  // into the chunk of what it exports).
  const holding = (module: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  if (TRADE_MODULES.some((module) => holding(module).length === 0))
    throw new Error("route preload: the trade screen's chunks were not found in the build");
  const files = [...staticClosure(byFile, TRADE_MODULES.flatMap(holding))].filter((file) => !loaded.has(file));
  const styles = new Set<string>();
  for (const file of files) byFile.get(file)?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  return { scripts: files.map((file) => base + file), styles: [...styles].map((file) => base + file) };
}

/** The inline script: plain ES5-level code, run once in the head before the entry is parsed. */
function preloadScript(preloads: { scripts: string[]; styles: string[] }): string {
  const links = [...preloads.scripts.map((href) => [href, 'modulepreload']), ...preloads.styles.map((href) => [href, 'style'])];
  return (
    `if(location.pathname===${JSON.stringify(TRADE_PATH)})${JSON.stringify(links)}.forEach(function(l){` +
    `var e=document.createElement('link');if(l[1]==='style'){e.rel='preload';e.as='style'}else e.rel=l[1];` +
    `e.href=l[0];e.crossOrigin='';document.head.appendChild(e)})`
  );
}

export function routePreload(): Plugin {
  return {
    name: 'trade-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The customer PWA's page only; the console (admin/index.html) has no trade screen.
        if (!context.bundle || context.path !== '/index.html') return undefined;
        return [{ tag: 'script', children: preloadScript(tradePreloads(context.bundle)), injectTo: 'head' }];
      },
    },
  };
}
