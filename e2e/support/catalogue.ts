import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [k: string]: string | Tree };
const load = (code: 'en' | 'fr') =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../apps/web/public/app/lang/${code}.json`), 'utf8'),
  ) as Tree;
const catalogues = { en: load('en'), fr: load('fr') };

/** The text a person reads on screen for `key` in `locale` (the same catalogues the site serves). */
export function text(locale: 'en' | 'fr', key: string, vars: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogues[locale],
    );
  if (typeof value !== 'string') throw new Error(`missing ${locale} text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
