import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, transformWithEsbuild, type Plugin, type Rollup } from 'vite';
import { formatter } from '@lingui/format-po';
import { EARLY_CALLS } from '../common/api/early-calls';
import { LOCALE_CODES, LOCALES, SOURCE_LOCALE } from '../common/locales';
import { catalogFiles } from './build-catalogs';
import { skeletonHtml, type SkeletonWords } from '../src/features/shell/first-paint/skeleton';
import { languageCss } from '../src/features/shell/first-paint/skeleton-parts';

// The PWA's first paint without JavaScript (issue 20). At build time, index.html gets:
// - the home and trade screens' skeletons in #root (src/features/shell/first-paint/skeleton.ts), with the logo inlined;
// - the CSS that draws it inline in the head: the theme's variables, the base styles and the skeleton's own;
// - the boot script inline in the head (src/features/shell/first-paint/boot.ts, bundled here on its own): saved theme
//   and direction, the saved language's catalog (scripts/build-catalogs.ts) and the first screen's calls started;
// - the entry's stylesheets taken out of the head: the boot script adds them, so they no longer hold up the first
//   paint (the skeleton has its CSS already), and the app waits for them before it draws;
// - the entry's script tag turned into a modulepreload: it downloads from the head as before, and the boot script
//   runs it once the skeleton has been painted.
// Only the customer PWA's page; the console's (admin/index.html) is left as it is. Only in a build: `npm run dev`
// serves the plain page.

const SHELL = 'src/features/shell/first-paint';
const CRITICAL_CSS = ['src/ui/theme.css', 'src/ui/base.css', `${SHELL}/skeleton.css`];
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/;
/**
 * The words the skeletons say, as the screens say them: each message (with its context, if it has one) as the
 * catalogs hold it. The guest card's sentence (src/features/market/BalanceCard.tsx), the contract and options switch
 * (src/features/trade/TradeScreen.tsx), the contract form's names and buttons (src/features/trade/ContractForm.tsx) and
 * its preview's (ContractPreviewList.tsx).
 */
const PRERENDERED: Record<keyof SkeletonWords, { message: string; context?: string }> = {
  invite: { message: 'Log in to trade, deposit and follow your orders.' },
  contract: { message: 'Contract' },
  options: { message: 'Options' },
  price: { message: 'Price' },
  lots: { message: 'Lots' },
  multiple: { message: 'Multiple', context: 'leverage' },
  stopLoss: { message: 'Stop-loss' },
  takeProfit: { message: 'Take-profit' },
  margin: { message: 'Margin (USD)' },
  fee: { message: 'Fee (USD)' },
  freeAfter: { message: 'Free margin after (USD)' },
  buy: { message: 'Buy' },
  sell: { message: 'Sell' },
};

/** The boot script as one small classic script, with the build's catalog and stylesheet addresses written in. */
async function bundleBootScript(root: string, catalogs: Record<string, string>, styles: string[], entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: {
      alias: { '@common': path.join(root, 'common'), '@': path.join(root, 'src') },
    },
    define: {
      __FIRST_PAINT_CATALOGS__: JSON.stringify(catalogs),
      __FIRST_PAINT_STYLES__: JSON.stringify(styles),
      __FIRST_PAINT_ENTRY__: JSON.stringify(entry),
      __FIRST_PAINT_CALLS__: JSON.stringify(EARLY_CALLS),
    },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      lib: { entry: path.join(root, SHELL, 'boot.ts'), formats: ['iife'], name: 'meridianBoot' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const chunk = (Array.isArray(output) ? output[0] : output)?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('first paint: the boot script did not build');
  // `</script` inside an inline script would end it early; the bundle has no reason to hold one.
  if (/<\/script/i.test(chunk.code)) throw new Error('first paint: the boot script contains </script');
  return chunk.code.trim();
}

async function criticalCss(root: string): Promise<string> {
  const tags = LOCALE_CODES.map((code) => LOCALES[code].tag);
  const css = [...CRITICAL_CSS.map((file) => readFileSync(path.join(root, file), 'utf8')), languageCss(tags)].join('\n');
  const { code } = await transformWithEsbuild(css, 'first-paint.css', { loader: 'css', minify: true });
  return code.trim();
}

function inlineLogo(root: string): string {
  return readFileSync(path.join(root, 'public/icons/logo.svg'), 'utf8')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" ')
    .trim();
}

/** The skeletons' words in each language, by the language's BCP 47 tag, from the catalogs the app's chunks are made of. */
async function skeletonWords(root: string): Promise<SkeletonWords> {
  const wanted = Object.entries(PRERENDERED) as [keyof SkeletonWords, { message: string; context?: string }][];
  const words = {} as SkeletonWords;
  for (const [key] of wanted) words[key] = {};
  for (const code of LOCALE_CODES) {
    const content = readFileSync(path.join(root, 'locales', code, 'messages.po'), 'utf8');
    const entries = Object.values(
      (await formatter().parse(content, { locale: code, sourceLocale: SOURCE_LOCALE, filename: '' })) as Record<
        string,
        { message?: string; context?: string | null; translation?: string; obsolete?: boolean }
      >,
    );
    for (const [key, { message, context }] of wanted) {
      // A message without a context has a null one in the parsed catalog.
      const entry = entries.find((item) => item.message === message && (item.context ?? undefined) === context && !item.obsolete);
      // The words changed on the screen (or lost a translation): the skeleton must follow, so the build stops.
      if (!entry?.translation) throw new Error(`first paint: locales/${code} has no translation of "${message}"`);
      words[key][LOCALES[code].tag] = entry.translation;
    }
  }
  return words;
}

export function firstPaint(root: string): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (context.path.startsWith('/admin/') || !context.bundle) return html;
        const catalogs = catalogFiles(context.bundle);
        if (Object.keys(catalogs).length === 0) throw new Error('first paint: no catalog files found in the bundle');
        const styles: string[] = [];
        const withoutStyles = html.replace(STYLESHEET_LINK, (_link, href: string) => {
          styles.push(href);
          return '';
        });
        // The entry is fetched from the head as before (a modulepreload) and run by the boot script after the first paint.
        const entry = ENTRY_SCRIPT.exec(withoutStyles)?.[1];
        if (!entry) throw new Error('first paint: index.html has no entry script');
        const withoutEntry = withoutStyles.replace(ENTRY_SCRIPT, `<link rel="modulepreload" crossorigin href="${entry}">`);
        const words = await skeletonWords(root);
        const [boot, css] = await Promise.all([bundleBootScript(root, catalogs, styles, entry), criticalCss(root)]);
        const head = `\n    <style>${css}</style>\n    <script>${boot}</script>`;
        const page = withoutEntry
          .replace(/(<meta name="viewport"[^>]*>)/, `$1${head}`)
          .replace('<div id="root"></div>', `<div id="root">${skeletonHtml(inlineLogo(root), words)}</div>`);
        if (!page.includes('fp-frame') || !page.includes(boot)) throw new Error('first paint: index.html lacks #root or its viewport tag');
        return page;
      },
    },
  };
}
