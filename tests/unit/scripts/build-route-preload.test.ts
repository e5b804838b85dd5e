import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { tradePreloads } from '../../../scripts/build-route-preload';

// What index.html asks for at /trade: the trade screen's chunks and stylesheets the entry does not load itself.

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/^assets\//, '').replace(/-.*$/, ''),
    isEntry,
    moduleIds,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const bundle = (chunks: Rollup.OutputChunk[]): Rollup.OutputBundle => Object.fromEntries(chunks.map((item) => [item.fileName, item]));

const app = [
  chunk('assets/main-1.js', ['/app/src/main.tsx', '/app/src/routes/trade.tsx'], ['assets/react-1.js'], ['assets/main-1.css'], true),
  chunk('assets/react-1.js', ['/app/node_modules/react/index.js']),
  chunk('assets/trade-1.js', ['/app/src/routes/trade.tsx?tsr-split=loader'], ['assets/react-1.js']),
  chunk(
    'assets/TradeScreen-1.js',
    ['/app/src/features/trade/TradeScreen.tsx'],
    ['assets/react-1.js', 'assets/money-1.js'],
    ['assets/TradeScreen-1.css'],
  ),
  chunk('assets/money-1.js', ['/app/src/lib/money.ts'], [], ['assets/money-1.css']),
  chunk('assets/db-1.js', ['/app/src/lib/kline-cache/index.ts', '/app/node_modules/dexie/index.js']),
  chunk('assets/home-1.js', ['/app/src/features/market/HomeScreen.tsx'], ['assets/react-1.js']),
  chunk('assets/highstock-1.js', ['/app/node_modules/highcharts/highstock.js']),
];

describe('tradePreloads', () => {
  it('lists the trade route, screen and candle cache with what they import, leaving out what the entry loads', () => {
    const { scripts, styles } = tradePreloads(bundle(app));
    expect(scripts.sort()).toEqual(['/assets/TradeScreen-1.js', '/assets/db-1.js', '/assets/money-1.js', '/assets/trade-1.js']);
    expect(styles.sort()).toEqual(['/assets/TradeScreen-1.css', '/assets/money-1.css']);
  });

  it('refuses a build where the trade screen is not found, rather than preloading nothing unnoticed', () => {
    expect(() => tradePreloads(bundle(app.filter((item) => !item.fileName.includes('TradeScreen'))))).toThrow(/not found/);
  });
});
