import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogFiles, compilePwaCatalogs, isPwaOrigin } from '../../../scripts/build-catalogs';
import { ROOT } from '../../../scripts/build-inputs';

// The PWA's catalogs as the build writes them: the messages the PWA can show, compiled, and none the server alone uses.

interface Entry {
  message?: string;
  translation?: string;
  origin?: [string, number?][];
}

/** The catalog's entries with their ids, as Lingui reads the .po file. */
async function entriesOf(code: string): Promise<[string, Entry][]> {
  const content = readFileSync(path.join(ROOT, 'locales', code, 'messages.po'), 'utf8');
  return Object.entries((await formatter().parse(content, { locale: code, sourceLocale: 'en', filename: '' })) as Record<string, Entry>);
}

const files = ([, entry]: [string, Entry]) => (entry.origin ?? []).map(([file]) => file);

describe('isPwaOrigin', () => {
  it('keeps the app and the code it shares, not the server', () => {
    expect(isPwaOrigin('src/features/market/BalanceCard.tsx')).toBe(true);
    expect(isPwaOrigin('common/api/access.ts')).toBe(true);
    expect(isPwaOrigin('server/i18n/messages.ts')).toBe(false);
  });
});

describe('compilePwaCatalogs', () => {
  it('holds every message the PWA uses, translated and compiled, and none only the server uses', async () => {
    const { hk: json } = await compilePwaCatalogs(ROOT, ['hk']);
    const { messages } = JSON.parse(json ?? '') as { messages: Record<string, unknown> };
    const entries = await entriesOf('hk');
    const shown = entries.filter((entry) => files(entry).some(isPwaOrigin));
    const serverOnly = entries.filter((entry) => files(entry).length > 0 && !files(entry).some(isPwaOrigin));
    // Both kinds exist in the catalog, or the test would prove nothing.
    expect(shown.length).toBeGreaterThan(100);
    expect(serverOnly.length).toBeGreaterThan(10);
    for (const [id, entry] of shown) expect(messages[id]).toEqual(compileMessage(entry.translation ?? ''));
    for (const [id] of serverOnly) expect(messages[id]).toBeUndefined();
    expect(Object.keys(messages)).toHaveLength(shown.length);
  });
});

describe('catalogFiles', () => {
  it('finds the written catalogs by locale and nothing else', () => {
    const asset = (fileName: string) => ({ type: 'asset', fileName }) as Rollup.OutputAsset;
    const chunk = { type: 'chunk', fileName: 'assets/messages-en-1a2b3c4d.js' } as Rollup.OutputChunk;
    const bundle = Object.fromEntries(
      [asset('assets/messages-en-1a2b3c4d.json'), asset('assets/messages-spa-00ff00ff.json'), asset('assets/manifest.json'), chunk].map(
        (item) => [item.fileName, item],
      ),
    );
    expect(catalogFiles(bundle)).toEqual({ en: '/assets/messages-en-1a2b3c4d.json', spa: '/assets/messages-spa-00ff00ff.json' });
  });
});
