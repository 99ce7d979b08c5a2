import { describe, expect, it } from 'vitest';
import { allFrenchTexts, frenchStringsOfSource, frenchTypographyFaults, markdownTexts } from './french-typography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('frenchTypographyFaults', () => {
  it.each([
    [`Motif${NBSP}: trop cher`, []],
    [`Bonne route${NNBSP}!`, []],
    [`Mot de passe oublié${NNBSP}? Réinitialisez-le${NNBSP}; ou pas.`, []],
    ['Départ à 14:30, retour à 9:05.', []],
    [`Voir la réservation${NBSP}: https://biclou.example/a:b?c=d`, []],
    ['Le propriétaire a {{responseWindowHours|hour}}, {count} et {…}.', []],
    ['`:::callout` et `a : b`', []],
    [':::callout[Bon à savoir]{type=info}', []],
    [`Vraiment${NNBSP}?!`, []],
    ['9\u202fMo, 1,5\u202fko', []],
    ['Voir la réservation: https://biclou.example/x', ['no no-break space before ":": …Voir la réservation:']],
    ['Motif : trop cher', ['no no-break space before ":": …Motif :']],
    ['Bonne route !', ['no no-break space before "!": …Bonne route !']],
    ['Vraiment ?', ['no no-break space before "?": …Vraiment ?']],
    ['un ; deux', ['no no-break space before ";": …un ;']],
    ['jusqu’à 9 MB par photo', ['English unit: 9 MB']],
    ['au plus 256 KB', ['English unit: 256 KB']],
    [`70${NBSP}% remboursés, {{pct}}${NBSP}%`, []],
    ['la batterie (%)', []],
    ['70 % remboursés', ['no no-break space before "%": …70 %']],
    ['{{pct}} % de la location', ['no no-break space before "%": …{{pct}} %']],
    ['−{{pct}}%', ['no no-break space before "%": …−{{pct}}%']],
    ['un corps de 64 kB', ['English unit: 64 kB']],
  ])('%j → %j', (text, faults) => {
    expect(frenchTypographyFaults(text)).toEqual(faults);
  });
});

describe('where the French texts are found', () => {
  it('reads the French side of a source: `fr` objects and variables, the French branch of a locale test', () => {
    const source = [
      "const en = { a: 'Reason: x' };",
      "const fr = { a: 'Motif : x', b: (a: A) => `Pour ${a.title} : ok` };",
      "const t = { en: 'See: x', fr: 'Voir : x' };",
      "const u = locale === 'fr' ? 'Oui !' : 'Yes!';",
      "const v = locale !== 'fr' ? 'No?' : 'Non ?';",
      "import x from 'a:b';",
    ].join('\n');
    expect(frenchStringsOfSource(source, 'x.ts').map((t) => t.text)).toEqual([
      'Motif : x',
      'Pour {…} : ok',
      'Voir : x',
      'Oui !',
      'Non ?',
    ]);
  });

  it('reads a page’s prose and its front matter’s values, not its keys or code', () => {
    const page = ['---', 'title: Aide : FAQ', '---', '', 'Texte : ici', '```', 'a : b', '```'].join('\n');
    expect(markdownTexts(page, 'p.md').map((t) => t.text)).toEqual(['Aide : FAQ', '', 'Texte : ici']);
  });

  it('walks the web catalogue, the API’s messages, emails and text messages, and the content pages', () => {
    const texts = allFrenchTexts(process.cwd());
    const from = (prefix: string) => texts.filter((t) => t.where.startsWith(prefix)).length;
    expect(from('apps/web/public/app/lang/fr.json server.')).toBeGreaterThan(50);
    expect(from('apps/web/public/app/lang/fr.json')).toBeGreaterThan(1000);
    expect(from('apps/api/src/platform/mail/templates.ts')).toBeGreaterThan(20);
    expect(from('apps/api/src/modules/bookings/')).toBeGreaterThan(30);
    expect(from('content/fr/')).toBeGreaterThan(300);
    expect(texts.some((t) => t.text.includes('Votre code de confirmation Biclou'))).toBe(true);
  });
});

describe('French typography in every French text people read', () => {
  it('puts a (narrow) no-break space before : ; ? ! and between a figure and %, and writes sizes in octets', () => {
    const wrong = allFrenchTexts(process.cwd()).flatMap(({ where, text }) =>
      frenchTypographyFaults(text).map((fault) => `${where}: ${fault}`),
    );
    expect(wrong).toEqual([]);
  });
});
