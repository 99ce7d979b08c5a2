import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The languages the API words its messages in: the web's user locales. */
type MessageLanguage = 'en' | 'fr';
const LANGUAGES: readonly string[] = ['en', 'fr'] satisfies MessageLanguage[];

/**
 * The language an answer's messages are written in: of the `Accept-Language` header's languages,
 * the one of highest weight the catalogue has (`fr-FR,fr;q=0.9` is French, `de,fr;q=0.5` too);
 * English when it names none of them, or has no header. At equal weight the first listed wins; a
 * weight of 0 means "not this one".
 */
export function messageLanguage(acceptLanguage: string | undefined): MessageLanguage {
  let best: MessageLanguage = 'en';
  let bestWeight = 0;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = range.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > bestWeight)) continue;
    const primary = tag.trim().toLowerCase().split('-')[0]!;
    if (LANGUAGES.includes(primary)) [best, bestWeight] = [primary as MessageLanguage, weight];
    else if (primary === '*') [best, bestWeight] = ['en', weight];
  }
  return best;
}

/**
 * The web's catalogue is the one source of every API message's words: its `server` section maps
 * each exact English sentence to its translation (the web translates the same way on display).
 * Read once, when a message is first asked in that language.
 */
const catalogues: Partial<Record<MessageLanguage, Record<string, string>>> = {};
export function serverMessages(language: MessageLanguage): Record<string, string> {
  const file = path.resolve(import.meta.dirname, `../../../../web/public/app/lang/${language}.json`);
  return (catalogues[language] ??= (
    JSON.parse(readFileSync(file, 'utf8')) as { server: Record<string, string> }
  ).server);
}

/** `message` in `language`; a sentence the catalogue lacks (one that carries a value) stays in English. */
export function inLanguage(message: string, language: MessageLanguage): string {
  return language === 'en' ? message : (serverMessages(language)[message] ?? message);
}
