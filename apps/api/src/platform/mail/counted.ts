import { SUPPORT_REPLY_WORKING_DAYS } from '@biclou/domain/content-constants';
import { mailFormat, type CountForms } from './format';
import type { MailLocale } from './mailer';

/** The nouns emails and content pages count, in both languages. */
const NOUNS = {
  day: { en: { one: 'day', other: 'days' }, fr: { one: 'jour', other: 'jours' } },
  hour: { en: { one: 'hour', other: 'hours' }, fr: { one: 'heure', other: 'heures' } },
  month: { en: { one: 'month', other: 'months' }, fr: { one: 'mois', other: 'mois' } },
  request: { en: { one: 'request', other: 'requests' }, fr: { one: 'demande', other: 'demandes' } },
  photo: { en: { one: 'photo', other: 'photos' }, fr: { one: 'photo', other: 'photos' } },
  character: { en: { one: 'character', other: 'characters' }, fr: { one: 'caractère', other: 'caractères' } },
  workingDay: { en: { one: 'working day', other: 'working days' }, fr: { one: 'jour ouvré', other: 'jours ouvrés' } },
} satisfies Record<string, Record<MailLocale, CountForms>>;

export type CountedNoun = keyof typeof NOUNS;

/** `counted('fr', 1, 'day')` → "1 jour", `counted('en', 48, 'hour')` → "48 hours". */
export function counted(locale: MailLocale, n: number, noun: CountedNoun): string {
  return mailFormat(locale).count(n, NOUNS[noun][locale]);
}

/** The team's one reply-time promise: "2 working days", "2 jours ouvrés". */
export const supportReplyTime = (locale: MailLocale) => counted(locale, SUPPORT_REPLY_WORKING_DAYS, 'workingDay');
