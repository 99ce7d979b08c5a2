import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dead-code check of `npm run lint` (knip with knip.json, docs/decisions.md "Dead code: knip in
 * lint"): it runs in lint, its configuration silences no kind of finding wholesale, the tree has no
 * unused export, and an export nobody imports is reported.
 */
const cli = join(process.cwd(), 'node_modules/knip/bin/knip.js');
const config = JSON.parse(readFileSync('knip.json', 'utf8')) as Record<string, unknown> & {
  workspaces: Record<string, Record<string, unknown>>;
};
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** knip's report as text: CI's terminal settings (FORCE_COLOR, CI) would colour it otherwise. */
const knip = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [cli, '--no-progress', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });

describe('knip', () => {
  it('runs in npm run lint', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toContain('npm run lint:knip');
    expect(scripts['lint:knip']).toMatch(/&& knip --no-progress$/);
  });

  it('ignores only named dependencies and one unresolved specifier, no files, exports or types', () => {
    // Any other key (ignore, ignoreExportsUsedInFile, rules, exclude, include…) would hide a kind of
    // finding: adding one is a decision to write down, and this list to update.
    expect(Object.keys(config).sort()).toEqual(['$schema', 'workspaces']);
    for (const workspace of Object.values(config.workspaces))
      for (const key of Object.keys(workspace))
        expect(['entry', 'project', 'ignoreDependencies', 'ignoreUnresolved', 'includeEntryExports']).toContain(key);
    // Reports more (the exports of a package's public files), never less.
    for (const workspace of Object.values(config.workspaces))
      if ('includeEntryExports' in workspace) expect(workspace.includeEntryExports).toBe(true);
    const ignored = Object.values(config.workspaces).flatMap((w) => (w.ignoreDependencies as string[]) ?? []);
    expect(ignored.sort()).toEqual(['@stoplight/spectral-cli', 'tailwindcss', 'tsx']);
  });

  it('finds no unused export, exported type or duplicate export in the tree', () => {
    const run = knip(process.cwd(), '--include', 'exports,types,duplicates');
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 180_000);

  it('reports an export nobody imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'biclou-knip-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'knip-probe', private: true, type: 'module' }));
    const { workspaces: _, ...rules } = config;
    writeFileSync(
      join(dir, 'knip.json'),
      JSON.stringify({ ...rules, entry: ['src/main.ts'], project: ['src/**/*.ts'] }),
    );
    writeFileSync(join(dir, 'src/main.ts'), "import { used } from './lib';\nconsole.log(used);\n");
    writeFileSync(
      join(dir, 'src/lib.ts'),
      'export const used = 1;\nexport const forgotten = 2;\nexport type Forgotten = string;\n',
    );
    const run = knip(dir, '--include', 'exports,types');
    expect(run.stdout).toMatch(/Unused exports \(1\)[\s\S]*forgotten\s+src\/lib\.ts:2/);
    expect(run.stdout).toMatch(/Unused exported types \(1\)[\s\S]*Forgotten/);
    expect(run.status).toBe(1);
  });
});
