import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTED_NOUNS, nounDisagreements, type CountLocale } from '@biclou/domain/counted-nouns';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { keysCatalogue, type Catalogue } from './keys-catalogue';
import { translate } from './tiny-i18n';

/**
 * Wherever a number meets a noun, the noun takes the number's plural form (CLDR, through the
 * catalogue's `_one`/`_other` keys and `count`): "1 request", "2 requests", French "0 jour",
 * "1 jour". Every string of both catalogues is rendered at 0, 1 and 2 and read against the
 * product's counted nouns (`@biclou/domain/counted-nouns`).
 */
const CATALOGUES: Record<CountLocale, Catalogue> = { en, fr };
const PLURAL = /_(zero|one|other)$/;
const appDir = path.resolve(import.meta.dirname, '../..');

interface Entry {
  key: string;
  text: string;
}

/**
 * Every string of a catalogue under its dotted key. Keys with a dot of their own (the `server`
 * section: English sentences as keys) cannot go through `t`'s dotted paths: they come as `literal`.
 */
function entriesOf(node: unknown, parts: string[] = []): (Entry & { literal: boolean })[] {
  if (typeof node === 'string')
    return [{ key: parts.join('.'), text: node, literal: parts.some((p) => p.includes('.')) }];
  if (Array.isArray(node)) return node.flatMap((v, i) => entriesOf(v, [...parts, String(i)]));
  return Object.entries(node as object).flatMap(([k, v]) => entriesOf(v, [...parts, k]));
}

/** Each key as `t` is called with it: a plural family once, under its base key, with its forms. */
function keysOf(catalogue: Catalogue) {
  const entries = entriesOf(catalogue);
  const families = new Map<string, Entry[]>();
  for (const entry of entries.filter((e) => !e.literal)) {
    const base = entry.key.replace(PLURAL, '');
    families.set(base, [...(families.get(base) ?? []), entry]);
  }
  return { families, literals: entries.filter((e) => e.literal), plain: entries.filter((e) => !PLURAL.test(e.key)) };
}
const KEYS = { en: keysOf(en), fr: keysOf(fr) };

/** Every `{{name}}` of a key (all forms of a family) at `n`, with `count` = `n`. */
function valuesAt(forms: Entry[], n: number): Record<string, number> {
  const names = forms.flatMap(({ text }) => [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!));
  return Object.fromEntries([...names, 'count'].map((name) => [name, n]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The arguments of a call whose `(` is at `open`, as written. */
function callArguments(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if ('([{'.includes(code[i]!)) depth++;
    else if (')]}'.includes(code[i]!) && --depth === 0) return code.slice(open + 1, i);
  }
  return code.slice(open + 1);
}

/** Plural families whose singular reads 0 wrongly in French ("le lendemain" for no delay) but that are never counted at 0. */
const COUNTED_FROM_ONE = new Set([
  // The button shows only when a listing has photos.
  'listings.gallery.show-all',
  // A notice of unread messages counts at least one.
  'notifications.kinds.message',
  // The claim's photos are listed only when it has some.
  'handover.evidence-card.claim-photos',
  // The claim offers the check-out photos only when there are some.
  'deposits.claim.photos',
  // Earnings are never available before the day after the rental (`settingsNumbers().creditDays` ≥ 1).
  'landing.how.owner.earn.text',
  'payouts.intro',
  'payouts.request.nothing',
]);

describe('plural forms in the catalogues', () => {
  it.each(['en', 'fr'] as const)(
    '%s: every string rendered with its numbers at 0, 1 and 2 has no noun disagreeing with its number',
    (locale) => {
      const { families, literals } = KEYS[locale];
      const found: string[] = [];
      for (const [base, forms] of families)
        for (const n of [0, 1, 2]) {
          const text = translate(CATALOGUES[locale], locale, base, valuesAt(forms, n));
          if (typeof text !== 'string') continue;
          for (const bad of nounDisagreements(text, locale)) found.push(`${base} (${n}): ${bad}`);
        }
      for (const { key, text } of literals)
        for (const bad of nounDisagreements(text, locale)) found.push(`${key}: ${bad}`);
      expect(found).toEqual([]);
    },
  );

  it.each(['en', 'fr'] as const)(
    '%s: a key whose {{number}} stands before a counted noun has plural forms (_one, _other)',
    (locale) => {
      const nouns = Object.values(COUNTED_NOUNS)
        .flatMap((forms) => [forms[locale].one, forms[locale].other])
        .sort((a, b) => b.length - a.length);
      const found: string[] = [];
      for (const { key, text } of KEYS[locale].plain) {
        for (const m of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}[ \u00a0\u202f]+/g)) {
          const rest = text.slice(m.index + m[0].length).toLowerCase();
          const noun = nouns.find((f) => rest.startsWith(f) && !/[\p{L}\p{N}]/u.test(rest.charAt(f.length)));
          if (noun) found.push(`${key}: ${m[0]}${noun}`);
        }
      }
      expect(found).toEqual([]);
    },
  );

  it('gives every plural family its one and other forms in both languages, and a zero form when the singular hides the number', () => {
    const found: string[] = [];
    for (const locale of ['en', 'fr'] as const)
      for (const [base, forms] of KEYS[locale].families) {
        const form = (suffix: string) => forms.find((f) => f.key === `${base}_${suffix}`);
        if (forms.length === 1 && forms[0]!.key === base) continue;
        if (!form('one') || !form('other')) found.push(`${locale} ${base}: needs _one and _other`);
        // French reads 0 with the singular: "Vos gains deviennent disponibles le lendemain" would be wrong at 0.
        const statesNumber = (entry: Entry | undefined) => entry?.text.includes('{{') ?? false;
        if (statesNumber(form('other')) && !statesNumber(form('one')) && !form('zero') && !COUNTED_FROM_ONE.has(base))
          found.push(`${locale} ${base}: its _one does not state the number, so it needs a _zero`);
      }
    expect(found).toEqual([]);
  });

  it('calls every plural family with a count', () => {
    const families = new Set(
      [...KEYS.en.families].filter(([, forms]) => forms.some((f) => PLURAL.test(f.key))).map(([base]) => base),
    );
    const found: string[] = [];
    for (const file of sourceFiles(appDir)) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\bt\(\s*['`]([a-z0-9.-]+)['`]/g)) {
        if (!families.has(m[1]!)) continue;
        const args = callArguments(code, m.index + m[0].indexOf('('));
        const options = args.slice(args.indexOf(m[1]!) + m[1]!.length + 1).replace(/^\s*,\s*/, '');
        // An options object built elsewhere (`values`) is checked by the rendering test of its page.
        if (/^[A-Za-z_$][\w$.]*\s*$/.test(options)) continue;
        if (!/\bcount\b/.test(options)) found.push(`${path.relative(appDir, file)}: t('${m[1]}') without count`);
      }
    }
    expect(found).toEqual([]);
  });

  it('shows the key, without its plural suffix, in the test locale', () => {
    const test = keysCatalogue(en);
    for (const n of [0, 1, 2]) {
      expect(translate(test, 'test', 'listings.earnings.days', { count: n })).toBe('listings.earnings.days');
      expect(translate(test, 'test', 'rental-contract.disputes.when', { count: n })).toBe(
        'rental-contract.disputes.when',
      );
    }
  });
});
