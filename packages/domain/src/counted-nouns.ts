/**
 * The nouns the product puts after a number, in both languages, and the rule that picks the form:
 * the number's CLDR plural category (`Intl.PluralRules`). English says "0 days", "1 day"; French
 * counts 0 and 1 as singular, "0 jour", "1 jour", "2 jours". Emails and content pages format with
 * this table (API `platform/mail/counted.ts`); the web's catalogue spells the same nouns in its
 * `_one`/`_other` keys, and the plural tests read every text against it (`nounDisagreements`).
 */
import { INTL_LOCALE, pluralRules } from './formats';
export type CountLocale = 'en' | 'fr';

/** A noun's forms for the plural categories of the two languages (both have one and other). */
export interface CountForms {
  one: string;
  other: string;
}

const noun = (en: [string, string], fr: [string, string]): Record<CountLocale, CountForms> => ({
  en: { one: en[0], other: en[1] },
  fr: { one: fr[0], other: fr[1] },
});

export const COUNTED_NOUNS = {
  second: noun(['second', 'seconds'], ['seconde', 'secondes']),
  minute: noun(['minute', 'minutes'], ['minute', 'minutes']),
  hour: noun(['hour', 'hours'], ['heure', 'heures']),
  halfDay: noun(['half-day', 'half-days'], ['demi-journée', 'demi-journées']),
  day: noun(['day', 'days'], ['jour', 'jours']),
  workingDay: noun(['working day', 'working days'], ['jour ouvré', 'jours ouvrés']),
  week: noun(['week', 'weeks'], ['semaine', 'semaines']),
  month: noun(['month', 'months'], ['mois', 'mois']),
  request: noun(['request', 'requests'], ['demande', 'demandes']),
  booking: noun(['booking', 'bookings'], ['réservation', 'réservations']),
  bike: noun(['bike', 'bikes'], ['vélo', 'vélos']),
  listing: noun(['listing', 'listings'], ['annonce', 'annonces']),
  photo: noun(['photo', 'photos'], ['photo', 'photos']),
  character: noun(['character', 'characters'], ['caractère', 'caractères']),
  review: noun(['review', 'reviews'], ['avis', 'avis']),
  star: noun(['star', 'stars'], ['étoile', 'étoiles']),
  message: noun(['message', 'messages'], ['message', 'messages']),
  notification: noun(['notification', 'notifications'], ['notification', 'notifications']),
  answer: noun(['answer', 'answers'], ['réponse', 'réponses']),
  post: noun(['post', 'posts'], ['article', 'articles']),
  dispute: noun(['dispute', 'disputes'], ['litige', 'litiges']),
  change: noun(['change', 'changes'], ['modification', 'modifications']),
  inhabitant: noun(['inhabitant', 'inhabitants'], ['habitant', 'habitants']),
  point: noun(['point', 'points'], ['point', 'points']),
  inch: noun(['inch', 'inches'], ['pouce', 'pouces']),
  detail: noun(['detail', 'details'], ['information', 'informations']),
} satisfies Record<string, Record<CountLocale, CountForms>>;

export type CountedNoun = keyof typeof COUNTED_NOUNS;

/** The form a count takes: `pluralForm('fr', 0)` → 'one', `pluralForm('en', 0)` → 'other'. */
export function pluralForm(locale: CountLocale, n: number): keyof CountForms {
  return pluralRules(INTL_LOCALE[locale]).select(n) === 'one' ? 'one' : 'other';
}

/** The noun for a count: `nounFor('fr', 1, 'day')` → "jour". */
export const nounFor = (locale: CountLocale, n: number, name: CountedNoun): string =>
  COUNTED_NOUNS[name][locale][pluralForm(locale, n)];

/**
 * An integer written on its own (not a decimal, not the end of "1 500"), then its spaces: a
 * decimal takes other rules than its integer part, and a grouped number is read as a whole.
 */
const NUMBER = /(?<![\d.,]|\d[\s\u00a0\u202f])(\d+)(?![.,]\d|[\s\u00a0\u202f]\d{3}\b)[ \u00a0\u202f]+/g;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const longestFirst = (locale: CountLocale) =>
  Object.values(COUNTED_NOUNS)
    .map((forms) => forms[locale])
    .filter((forms) => forms.one !== forms.other)
    .sort((a, b) => b.one.length - a.one.length);
const NOUNS_LONGEST_FIRST: Record<CountLocale, CountForms[]> = { en: longestFirst('en'), fr: longestFirst('fr') };

const startsWithNoun = (text: string, locale: CountLocale) =>
  NOUNS_LONGEST_FIRST[locale].some((forms) =>
    [forms.one, forms.other].some((form) => text.startsWith(form) && !WORD_CHAR.test(text.charAt(form.length))),
  );

/**
 * Every "<number> <noun>" of `text` whose noun has the wrong form for the number ("1 requests",
 * "0 jours", "2 day"), as written; empty when every counted noun agrees. Nouns spelled the same in
 * both forms ("mois", "avis") cannot disagree.
 */
export function nounDisagreements(text: string, locale: CountLocale): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const n = Number(m[1]);
    const rest = text.slice(m.index + m[0].length).toLowerCase();
    const right = pluralForm(locale, n);
    const wrong = right === 'one' ? 'other' : 'one';
    // The longest form first: "1 jours ouvrés" is one mistake, not "1 jours" and "1 jours ouvrés".
    const bad = NOUNS_LONGEST_FIRST[locale].find(
      (forms) => rest.startsWith(forms[wrong]) && !WORD_CHAR.test(rest.charAt(forms[wrong].length)),
    )?.[wrong];
    // English puts a noun before another in its singular: "5 booking requests" is right.
    if (bad && locale === 'en' && wrong === 'one' && startsWithNoun(rest.slice(bad.length).trimStart(), locale))
      continue;
    if (bad) found.push(`${m[0]}${text.slice(m.index + m[0].length, m.index + m[0].length + bad.length)}`);
  }
  return found;
}
