import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pluralForm } from '@biclou/domain/counted-nouns';

type Tree = { [k: string]: string | Tree };
const load = (code: 'en' | 'fr') =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../apps/web/public/app/lang/${code}.json`), 'utf8'),
  ) as Tree;
const catalogues = { en: load('en'), fr: load('fr') };

const lookup = (locale: 'en' | 'fr', key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogues[locale],
    );

/**
 * The text a person reads on screen for `key` in `locale` (the same catalogues the site serves);
 * with a numeric `count`, the plural form the site picks (`_zero` for 0 when there is one).
 */
export function text(locale: 'en' | 'fr', key: string, vars: Record<string, string | number> = {}): string {
  const { count } = vars;
  let value = lookup(locale, key);
  if (value === undefined && typeof count === 'number')
    value = (count === 0 && lookup(locale, `${key}_zero`)) || lookup(locale, `${key}_${pluralForm(locale, count)}`);
  if (typeof value !== 'string') throw new Error(`missing ${locale} text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
