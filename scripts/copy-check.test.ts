import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The copy check of `npm run lint` (jscpd with .jscpd.json): product code written twice in a block
 * of 15 lines fails, a shorter look-alike passes. Run on a folder of its own with the repository's
 * configuration, so the thresholds that lint uses are the ones proven here.
 */
const cli = join(process.cwd(), 'node_modules/jscpd/bin/jscpd');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A plausible function of `lines` body lines, different names each time so only the shape repeats when asked. */
function source(name: string, lines: number) {
  const body = Array.from(
    { length: lines },
    (_, i) =>
      `  const step${i} = input.items.filter((item) => item.weight > ${i}).map((item) => item.price * ${i + 2});`,
  );
  return `export function ${name}(input: { items: { weight: number; price: number }[] }) {\n${body.join('\n')}\n  return [${Array.from({ length: lines }, (_, i) => `step${i}`).join(', ')}];\n}\n`;
}

function copiesIn(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'biclou-copies-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return spawnSync(process.execPath, [cli, '--config', '.jscpd.json', '--reporters', 'console', dir], {
    encoding: 'utf8',
  });
}

describe('copy check', () => {
  it('fails on a 15-line block written in two files', () => {
    const block = source('priceSteps', 14);
    const run = copiesIn({ 'a.ts': `// first\n${block}`, 'b.ts': `// second\nconst unused = 1;\n${block}` });
    expect(run.stdout).toMatch(/Found [1-9]\d* clone/);
    expect(run.status).toBe(1);
  });

  it('passes two different files and short look-alikes', () => {
    const run = copiesIn({ 'a.ts': source('first', 6), 'b.ts': source('second', 6).replaceAll('weight', 'size') });
    expect(run.stdout).not.toMatch(/Clone found/);
    expect(run.status).toBe(0);
  });

  it('runs in npm run lint with the repository configuration', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toContain('npm run lint:copies');
    expect(scripts['lint:copies']).toBe('jscpd --config .jscpd.json');
  });
});
