import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test names and docs say why in the code's own terms: a reader of the repository
 * cannot open a tracker's work item or a past working session, so a number in brackets tells them nothing.
 * The decisions in docs/decisions.md are named by what they decide.
 */
const ROOTS = ['apps', 'packages', 'scripts', 'bench', 'e2e', 'docs', '.ci'];
const FILES = ['eslint.config.js', '.dependency-cruiser.mjs', 'README.md', 'CONTRIBUTING.md'];
const SKIP = new Set(['node_modules', 'build', '.react-router', 'migrations', 'data']);
const TEXT = /\.(ts|tsx|js|mjs|sh|md|css)$|^run$/;
// Spelled in two parts so this file does not find itself.
const CITATION = new RegExp(['\\b(issue|session)s?', '#?\\d+\\b'].join(' '), 'i');
// The measurement log keeps the dated headings of its past runs; decisions and code may not.
const LOGS = new Set(['docs/benchmarks.md']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : walk(p);
    return TEXT.test(e.name) ? [p] : [];
  });
}

describe('no work-item citations', () => {
  it('in comments, test names and docs', () => {
    const files = [...ROOTS.flatMap((r) => walk(r)), ...FILES].filter((f) => !LOGS.has(f));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
