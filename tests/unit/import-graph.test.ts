import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import closes a circle anywhere in the product's code, type imports included (lint's import-x/no-cycle
// passes over `import type`, so this walks the whole graph itself). A circle is a group of files that reach each
// other through their imports; the test names every group it finds.

const ROOT = path.resolve(import.meta.dirname, '../..');
const AREAS = ['common', 'browser', 'server', 'src', 'sw'];
const ALIASES: readonly (readonly [string, string])[] = [
  ['@common/', 'common/'],
  ['@/', 'src/'],
];

function productFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...AREAS], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts') && existsSync(path.join(ROOT, file)));
}

/** The file an import names, or null for a package or a file outside the product. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (known.has(candidate)) return candidate;
  return null;
}

/** Groups of two or more files that import each other, directly or round about (Tarjan's components). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

describe('the import graph', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circlesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no circle in common, browser, server, src or sw, type imports included', () => {
    const files = productFiles();
    const known = new Set(files);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
      const targets = importedFiles.map((imported) => resolve(file, imported.fileName, known)).filter((target) => target !== null);
      graph.set(file, targets);
    }
    expect(files.length).toBeGreaterThan(500);
    expect(circlesOf(graph)).toEqual([]);
  });
});
