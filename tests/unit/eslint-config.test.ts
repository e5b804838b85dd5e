import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers of docs/ARCHITECTURE.md are lint's to keep: an import that runs back up a layer, or closes a circle,
// fails `npm run lint`. Each case lints a real file of the tree with one import added, and expects the rule's
// refusal; the file unchanged lints clean of it, so the refusal is the added import's.

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function ruleIdsWith(file: string, addedImport: string): Promise<string[]> {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const [changed] = await eslint.lintText(`${addedImport}\n${source}`, { filePath: path.join(ROOT, file) });
  const [unchanged] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  const layerRules = (messages: readonly { ruleId: string | null }[]) =>
    messages.map((message) => message.ruleId ?? '').filter((id) => id.startsWith('import-x/'));
  expect(layerRules(unchanged?.messages ?? [])).toEqual([]);
  return layerRules(changed?.messages ?? []);
}

describe('the layers, as lint keeps them', () => {
  it('refuses a ledger file importing a service', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('server/ledger/ledger.ts', "import '../wallet/withdrawals';")).toContain('import-x/no-restricted-paths');
  });

  it('refuses a service importing the HTTP layer', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('server/fund/funds.ts', "import '../http/routes/fund';")).toContain('import-x/no-restricted-paths');
  });

  it('refuses a route importing the app that wires it', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('server/http/routes/fund.ts', "import '../../app';")).toContain('import-x/no-restricted-paths');
  });

  it('refuses the kernel importing the jobs', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('server/settings.ts', "import './jobs/scheduler';")).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import that closes a circle', { timeout: 120_000 }, async () => {
    // server/app.ts imports server/app/routes.ts; the reverse would close a circle.
    expect(await ruleIdsWith('server/app/routes.ts', "import { buildApp } from '../app';\nvoid buildApp;")).toContain('import-x/no-cycle');
  });

  it('refuses lib importing the design system', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('src/lib/format.ts', "import '@/ui/Button';")).toContain('import-x/no-restricted-paths');
  });

  it('refuses a shared piece importing a feature', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('src/shared/chat/queries.ts', "import '@/features/chat/service-link';")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('accepts an import that runs down the layers', { timeout: 120_000 }, async () => {
    expect(await ruleIdsWith('server/http/routes/fund.ts', "import '../../ledger/ledger';")).toEqual([]);
  });
});
