import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Test helpers live under apps/api/src/test/, never among the source files: a helper
// beside the operations reads as product code and ties modules together (jobs ↔ payouts).
const API_SRC = 'apps/api/src';
const TEST_DIR = join(API_SRC, 'test');

const sourceFiles = (readdirSync(API_SRC, { recursive: true }) as string[])
  .map((f) => join(API_SRC, f))
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.startsWith(TEST_DIR + '/'));

function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specs = [...code.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => normalize(join(dirname(file), s)));
}

describe('test helpers stay out of apps/api source files', () => {
  it('the scan sees the source tree', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(sourceFiles).toContain(join(API_SRC, 'modules/payouts/request-payout.ts'));
  });

  it('no source file imports vitest or anything under src/test/', () => {
    const offenders = sourceFiles.flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      const bad = relativeImports(file).filter((target) => target === TEST_DIR || target.startsWith(TEST_DIR + '/'));
      if (/from\s+['"]vitest['"]/.test(code)) bad.push('vitest');
      return bad.map((target) => `${relative(API_SRC, file)} → ${relative(API_SRC, target)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('no file named like a test helper sits among the source files', () => {
    const misplaced = sourceFiles.filter((f) => /(^|[-/])test[-s.]|fixture|-helpers\.ts$/.test(relative(API_SRC, f)));
    expect(misplaced.map((f) => relative(API_SRC, f))).toEqual([]);
  });
});
