import { SUPPORT_REPLY_WORKING_DAYS } from '@biclou/domain/content-constants';
import { COUNTED_NOUNS, type CountedNoun } from '@biclou/domain/counted-nouns';
import { mailFormat } from './format';
import type { MailLocale } from './mailer';

/** `counted('fr', 1, 'day')` → "1 jour", `counted('en', 48, 'hour')` → "48 hours" (the nouns: domain `counted-nouns`). */
export function counted(locale: MailLocale, n: number, noun: CountedNoun): string {
  return mailFormat(locale).count(n, COUNTED_NOUNS[noun][locale]);
}

/** The team's one reply-time promise: "2 working days", "2 jours ouvrés". */
export const supportReplyTime = (locale: MailLocale) => counted(locale, SUPPORT_REPLY_WORKING_DAYS, 'workingDay');
