import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES, type ContentLocale } from '@biclou/contracts/content';
import { COUNTED_NOUNS, nounDisagreements } from '@biclou/domain/counted-nouns';
import { loadContentStore } from './content-store';
import { DEFAULT_SETTINGS, settingsCountingTo } from '../../test/content-settings';
import { placeholderValues } from './placeholders';
import { getContentPage } from './render-content';

/**
 * A figure from the settings meets its noun through the plural rules: with the open requests at 1
 * a page says "at most 1 request", "au plus 1 demande", and French says "0 jour". A page writes a
 * counted figure as `{{name|noun}}`; a bare number placeholder never stands before a noun.
 */
const store = loadContentStore();
const files = CONTENT_LOCALES.flatMap((l) => [...store[l].values()]);

const nounForms = (locale: ContentLocale) =>
  Object.values(COUNTED_NOUNS).flatMap((forms) => [forms[locale].one, forms[locale].other]);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#xA0;/gi, '\u00a0')
    .replace(/\s+/g, ' ');

describe('counted figures in content pages', () => {
  it('writes no bare number placeholder before a noun: the noun goes in the placeholder, {{name|noun}}', () => {
    const found: string[] = [];
    for (const file of files) {
      const values = placeholderValues(DEFAULT_SETTINGS, file.locale);
      const forms = nounForms(file.locale).sort((a, b) => b.length - a.length);
      for (const m of file.body.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}[ \u00a0\u202f]+/g)) {
        if (!/^\d+$/.test(values[m[1]!] ?? '')) continue;
        const rest = file.body.slice(m.index + m[0].length).toLowerCase();
        const noun = forms.find((f) => rest.startsWith(f) && !/[\p{L}\p{N}]/u.test(rest.charAt(f.length)));
        if (noun) found.push(`${file.file}: ${m[0]}${noun}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('makes every noun agree with its figure on every page, with the settings at 0, 1 and 2, in both locales', async () => {
    const found: string[] = [];
    for (const n of [0, 1, 2])
      for (const locale of CONTENT_LOCALES)
        for (const slug of [...store[locale].keys()]) {
          const page = await getContentPage(settingsCountingTo(n), slug, locale, store);
          for (const bad of nounDisagreements(text(page!.html), locale)) found.push(`${n}: ${locale}/${slug}: ${bad}`);
        }
    expect([...new Set(found)]).toEqual([]);
  });

  it('says "at most 1 request" and "au plus 1 demande" when the admin allows one open request', async () => {
    const one = settingsCountingTo(1);
    const en = text((await getContentPage(one, 'help-topics/renting', 'en', store))!.html);
    const fr = text((await getContentPage(one, 'help-topics/renting', 'fr', store))!.html);
    expect(en).toContain('at most 1 request waiting');
    expect(fr).toContain('au plus 1 demande en attente');
    // No credit delay still credits the day after the rental, as the ledger does.
    const zero = text((await getContentPage(settingsCountingTo(0), 'help-topics/payouts', 'fr', store))!.html);
    expect(zero).toContain('au plus tard 1 jour après');
  });
});
