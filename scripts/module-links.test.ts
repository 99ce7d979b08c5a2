import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SHARED,
  ADMIN_ZONE,
  COMPOSITION_ROOT,
  MODULE_COMPOSITION_FILES,
  MODULE_LINKS,
  MODULE_ROOT_LINKS,
} from '../apps/api/src/modules/module-links';

/**
 * apps/api/src/modules/module-links.ts is the one source of the API's module links: ESLint builds
 * its zones from it, and this test holds the docs' table and the imports to it.
 */
const SRC = 'apps/api/src';
const MODULES = `${SRC}/modules`;

const entries = (dir: string) => readdirSync(dir, { withFileTypes: true });
const subfolders = (dir: string) =>
  entries(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
/** A module is a folder of modules/, or an area of the admin zone: modules/admin/<area>, named 'admin/<area>'. */
const moduleFolders = subfolders(MODULES)
  .flatMap((dir) => (dir === ADMIN_ZONE ? subfolders(path.join(MODULES, dir)).map((area) => `${dir}/${area}`) : [dir]))
  .sort();
const inAdminZone = (mod: string) => mod.startsWith(`${ADMIN_ZONE}/`);
const links = MODULE_LINKS as Record<string, readonly string[]>;

function sourceFiles(dir: string): string[] {
  return entries(dir).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The modules (and composition files of modules/) each module's source files import. */
function importedModules(): Record<string, string[]> {
  return Object.fromEntries(
    moduleFolders.map((mod) => {
      const used = new Set<string>();
      for (const file of sourceFiles(path.join(MODULES, mod))) {
        for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
          if (!fileName.startsWith('.')) continue;
          const [top, area] = path.relative(MODULES, path.resolve(path.dirname(file), fileName)).split(path.sep);
          const target = top === ADMIN_ZONE && area ? `${top}/${area}` : top;
          if (!target || target === '..' || target === mod) continue;
          // A module folder, or a composition file of modules/ (run-due-jobs.ts).
          used.add(moduleFolders.includes(target) ? target : target.replace(/(\.ts)?$/, '.ts'));
        }
      }
      return [mod, [...used].sort()];
    }),
  );
}

/** The "Module links" table of docs/architecture.md: `| module | may import |`, one row per module. */
function docTable(): Record<string, string[]> {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const tables = doc.split('| module | may import |');
  expect(tables, 'one module-links table in docs/architecture.md').toHaveLength(2);
  const rows = tables[1]!.split('\n').slice(2);
  const table: Record<string, string[]> = {};
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const [mod, imports] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.replace(/`/g, '').trim());
    expect(table, `one row for ${mod}`).not.toHaveProperty(mod!);
    table[mod!] = imports === '—' ? [] : imports!.split(',').map((m) => m.trim());
  }
  return table;
}

describe('module links: one source (apps/api/src/modules/module-links.ts)', () => {
  it('has an entry for every module folder, and no other', () => {
    expect(Object.keys(links).sort()).toEqual(moduleFolders);
  });

  it('links only to other modules, in order, without a cycle', () => {
    for (const [mod, targets] of Object.entries(links)) {
      expect(targets, mod).not.toContain(mod);
      for (const target of targets) expect(moduleFolders, `${mod} → ${target}`).toContain(target);
      expect([...targets], mod).toEqual([...targets].sort());
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (mod: string, trail: string[]) => {
      expect(visiting.has(mod), `cycle ${[...trail, mod].join(' → ')}`).toBe(false);
      if (done.has(mod)) return;
      visiting.add(mod);
      for (const target of links[mod] ?? []) visit(target, [...trail, mod]);
      visiting.delete(mod);
      done.add(mod);
    };
    for (const mod of moduleFolders) visit(mod, []);
  });

  it('allows exactly the links the modules use (an unused link is removed)', () => {
    const rootLinks = MODULE_ROOT_LINKS as Record<string, readonly string[]>;
    const allowed = Object.fromEntries(
      moduleFolders.map((mod) => [mod, [...(links[mod] ?? []), ...(rootLinks[mod] ?? [])].sort()]),
    );
    expect(importedModules()).toEqual(allowed);
  });

  it('keeps the admin zone whole: areas only, and no module outside it links an admin area but admin/shared', () => {
    const adminDir = path.join(MODULES, ADMIN_ZONE);
    expect(
      entries(adminDir)
        .filter((e) => !e.isDirectory())
        .map((e) => e.name),
      'files at the root of modules/admin',
    ).toEqual([]);
    expect(moduleFolders).toContain(ADMIN_SHARED);
    for (const [mod, targets] of Object.entries(links)) {
      if (inAdminZone(mod)) continue;
      expect(
        targets.filter((target) => inAdminZone(target) && target !== ADMIN_SHARED),
        mod,
      ).toEqual([]);
    }
  });

  it('is the table of docs/architecture.md ("Module links"), one row per module', () => {
    expect(docTable()).toEqual(Object.fromEntries(moduleFolders.map((mod) => [mod, [...links[mod]!]])));
  });

  it('lists the composition files that are on disk', () => {
    const rootFiles = (dir: string) =>
      entries(dir)
        .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        .map((e) => e.name)
        .sort();
    expect(rootFiles(SRC)).toEqual([...COMPOSITION_ROOT].sort());
    expect(rootFiles(MODULES)).toEqual([...MODULE_COMPOSITION_FILES].sort());
    expect(
      entries(SRC)
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual(['modules', 'platform', 'test']);
  });
});
