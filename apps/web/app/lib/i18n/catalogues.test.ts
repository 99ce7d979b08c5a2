import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { ROUTES } from '../../routing/route-table';
import { HANDOVER_MESSAGES } from '@biclou/domain/handover-checklist';
import { HANDOVER_CONFLICTS } from '@biclou/contracts/handover';
import { catalogueKeys, keysCatalogue, type Catalogue } from './keys-catalogue';

const appDir = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Keys written literally in the code: t('a.b'), i18nKey="a.b", label: 'a.b'. */
function literalKeys(): string[] {
  const re = /\bt\('([a-z0-9.-]+)'|i18nKey="([a-z0-9.-]+)"|(?:label|title): '([a-z]+\.[a-z0-9.-]+)'/g;
  const keys = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(re)) keys.add((m[1] ?? m[2] ?? m[3]) as string);
  }
  return [...keys];
}

/** A catalogue's keys, plural suffixes dropped, listed once per catalogue (a few thousand keys, asked for each key the code uses). */
const keysOf = new Map<Catalogue, { all: Set<string>; list: string[] }>();
const has = (catalogue: Catalogue, key: string) => {
  let keys = keysOf.get(catalogue);
  if (!keys) {
    const list = catalogueKeys(catalogue);
    keysOf.set(catalogue, (keys = { all: new Set(list.map((k) => k.replace(/_(zero|one|other)$/, ''))), list }));
  }
  return keys.all.has(key) || keys.list.some((k) => k.startsWith(`${key}.`));
};

describe('language files', () => {
  it('have the same keys in en and fr', () => {
    expect(catalogueKeys(fr).sort()).toEqual(catalogueKeys(en).sort());
  });

  it('contain every key the code uses', () => {
    const missing = literalKeys().filter((key) => !has(en, key));
    expect(missing).toEqual([]);
  });

  it('title every page that has a title', () => {
    const missing = ROUTES.filter((r) => r.title && !has(en, `titles.${r.id}`)).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('say the spec sentences exactly', () => {
    expect(en.footer.description).toContain('earn up to 400 euros per month');
    expect(fr.footer.description).toContain("gagnez jusqu'à 400 euros par mois");
    expect(en.errors['login-to-continue']).toBe('Please log in to continue');
    expect(en.errors['something-went-wrong']).toBe('Something went wrong');
    expect(en.errors['page-not-found']).toBe('Page not found');
    expect(en.errors['route-not-found']).toBe('Page Not Found');
    expect(en.phone.placeholder).toBe('Enter a phone number');
  });

  it("put the handover rules' server messages into French", () => {
    const server = fr.server as Record<string, string>;
    for (const message of [...Object.values(HANDOVER_MESSAGES), ...Object.values(HANDOVER_CONFLICTS)]) {
      expect(server[message], message).toBeDefined();
      expect(server[message], message).not.toBe(message);
    }
  });

  it('make a test locale that shows keys', () => {
    const test = keysCatalogue(en) as unknown as typeof en;
    expect(test.nav.login).toBe('nav.login');
    expect((test.auth.register as Record<string, string>)['password-hint_other']).toBe('auth.register.password-hint');
  });
});
