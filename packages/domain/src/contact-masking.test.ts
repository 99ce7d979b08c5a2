import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTACT_MASK, hasContactDetails, maskContacts, textForReader } from './contact-masking';

const M = CONTACT_MASK;
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
const pad = (n: number) => String(n).padStart(2, '0');

/** A phone number of France, Switzerland, Belgium or Luxembourg, as its groups, national or international. */
const phoneGroups = fc.oneof(
  digits(8).map((d) => ['06', ...d.join('').match(/../g)!]),
  digits(9).map((d) => ['+33', String(d[0]), ...d.slice(1).join('').match(/../g)!]),
  digits(7).map((d) => ['079', d.slice(0, 3).join(''), d.slice(3, 5).join(''), d.slice(5).join('')]),
  digits(7).map((d) => ['+41', '79', d.slice(0, 3).join(''), d.slice(3, 5).join(''), d.slice(5).join('')]),
  digits(6).map((d) => ['0470', ...d.join('').match(/../g)!]),
  digits(7).map((d) => ['+32', '2', d.slice(0, 3).join(''), d.slice(3, 5).join(''), d.slice(5).join('')]),
  digits(6).map((d) => ['621', d.slice(0, 3).join(''), d.slice(3).join('')]),
  digits(6).map((d) => ['+352', '26', ...d.join('').match(/../g)!]),
  digits(6).map((d) => ['00352', '621', d.slice(0, 3).join(''), d.slice(3).join('')]),
);
const separator = fc.constantFrom(
  ' ',
  '',
  '.',
  '-',
  '/',
  '|',
  ',',
  '*',
  '_',
  ':',
  ';',
  '~',
  '  ',
  ' - ',
  ' | ',
  ', ',
  ' * ',
  ' / ',
  '\u00A0',
  '\u200B',
  '.\u200B',
  '\n',
);
const phone = fc.tuple(phoneGroups, separator).map(([groups, sep]) => groups.join(sep));

/** Dates, times, prices, sizes, distances and postcodes as people write them in a message about a rental. */
const day = fc.integer({ min: 1, max: 31 });
const month = fc.integer({ min: 1, max: 12 });
const year = fc.integer({ min: 2020, max: 2030 });
const date = fc.oneof(
  fc.tuple(day, month, fc.constantFrom('/', '.', '-')).map(([d, m, s]) => `${pad(d)}${s}${pad(m)}`),
  fc.tuple(day, month, year, fc.constantFrom('/', '.', '-')).map(([d, m, y, s]) => `${pad(d)}${s}${pad(m)}${s}${y}`),
  fc.tuple(day, month, year).map(([d, m, y]) => `${y}-${pad(m)}-${pad(d)}`),
  fc.tuple(day, month).map(([d, m]) => `${d}.${m}.`),
);
const time = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${h}:${pad(m)}`),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${h}h${pad(m)}`),
  fc.integer({ min: 0, max: 23 }).map((h) => `${h}h`),
);
const money = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 99 })).map(([a, c]) => `${a},${pad(c)} €`),
  fc.integer({ min: 1, max: 999 }).map((a) => `CHF ${a}.–`),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 999 }))
    .map(([k, a]) => `€${k},${String(a).padStart(3, '0')}.00`),
  fc
    .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }))
    .map(([m, k, c]) => `${m} ${String(k).padStart(3, '0')} 000,${pad(c)} €`),
);
const measure = fc.oneof(
  fc.integer({ min: 44, max: 64 }).map((s) => `${s} cm`),
  fc.integer({ min: 1, max: 300 }).map((k) => `${k} km`),
  fc.integer({ min: 12, max: 29 }).map((s) => `${s}.5"`),
  fc.constantFrom('M/L', 'S/M', 'XL', '700x28c', '2x11', '11-34'),
);
const postcode = fc.oneof(
  fc.integer({ min: 1000, max: 95999 }).map((c) => `${String(c).padStart(5, '0')} Paris`),
  fc.integer({ min: 1000, max: 9999 }).map((c) => `${c} Genève`),
  fc.integer({ min: 1000, max: 9999 }).map((c) => `L-${c}`),
);
const safeNumber = fc.oneof(
  date,
  time,
  money,
  measure,
  postcode,
  fc.tuple(date, time).map(([d, t]) => `${d} ${t}`),
  fc
    .tuple(date, date, fc.constantFrom(' - ', '–', ' / '))
    .map(([a, b, s]) => (a.endsWith('.') || b.endsWith('.') ? `${a} au ${b}` : `${a}${s}${b}`)),
  fc.tuple(time, time).map(([a, b]) => `${a}-${b}`),
);
const WORDS = [
  'Hello',
  'Bonjour',
  'the bike',
  'le vélo',
  'is it free',
  'est-il libre',
  'on',
  'le',
  'from',
  'du',
  'to',
  'au',
  'at',
  'à',
  'for',
  'pour',
  'thanks',
  'merci',
  'see you',
  'à bientôt',
  'call me when you arrive',
  'appelle-moi en arrivant',
  'my insta is private',
  'we meet at the station.',
  'je suis chez moi.',
  'ok ?',
  'super !',
  'yes,',
  'alors :',
];
/** Words with numbers between them, as in a message: "Hello 30/11 le vélo 25,50 € merci". */
const sentence = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.option(safeNumber)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.flatMap(([word, number]) => (number === null ? [word] : [word, number])).join(' '));

describe('maskContacts: properties', () => {
  it('returns any date, time, price, size, distance or postcode untouched, alone or in a sentence', () => {
    fc.assert(
      fc.property(safeNumber, (s) => {
        expect(maskContacts(s)).toBe(s);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(sentence, (s) => {
        expect(maskContacts(s)).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });

  it('hides any French, Swiss, Belgian or Luxembourg number, whatever separates its groups, wherever it stands', () => {
    fc.assert(
      fc.property(sentence, phone, sentence, (a, p, b) => {
        const digitsOf = (text: string) => text.replace(/\D/g, '');
        const tail = digitsOf(p).slice(-6);
        // The words around may hold the same six digits by chance ("0:34-10:38" beside "…034 10 38").
        fc.pre(!digitsOf(a + b).includes(tail));
        const masked = maskContacts(`${a} ${p} ${b}`);
        expect(masked).toContain(M);
        expect(digitsOf(masked)).not.toContain(tail);
      }),
      { numRuns: 1000 },
    );
  });

  it('hides any address, however its signs are disguised', () => {
    const at = fc.constantFrom(
      '@',
      '＠',
      '(@)',
      ' (@) ',
      '[at]',
      ' [at] ',
      '(at)',
      ' at ',
      ' arobase ',
      '\u200B@\u200B',
    );
    const dot = fc.constantFrom('.', '．', '(.)', '[.]', ' [dot] ', ' dot ', ' point ', '\u200B.\u200B');
    const email = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{0,10}[a-z0-9]$/), at, fc.stringMatching(/^[a-z]{2,10}$/), dot)
      .map(([user, a, domain, d]) => `${user}${a}${domain}${d}com`);
    fc.assert(
      fc.property(sentence, email, sentence, (a, e, b) => {
        expect(maskContacts(e)).toBe(M);
        expect(maskContacts(`${a} ${e} ${b}`)).toBe(`${a} ${M} ${b}`);
        expect(hasContactDetails(e)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent', () => {
    const anything = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.tuple(sentence, phone, sentence).map((p) => p.join(' ')),
      fc
        .array(
          fc.constantFrom('06', ' ', '.', '@', 'lea', 'gmail', 'com', 'at', 'dot', '•', '|', 'www', '/', 'h', '(', ')'),
          {
            maxLength: 30,
          },
        )
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(anything, (s) => {
        const once = maskContacts(s);
        expect(maskContacts(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns text with nothing to mask identical, character for character', () => {
    const plain = fc
      .string({ unit: 'grapheme', maxLength: 80 })
      .filter((s) => !/[\p{N}@.:/([{<]/u.test(s.normalize('NFKC')));
    fc.assert(
      fc.property(plain, (s) => {
        expect(maskContacts(s)).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the original characters around what it hides (zero-width, full-width and accents as typed)', () => {
    expect(maskContacts('Ｌéa\u200B ：０６ １２ ３４ ５６ ７８ 🚲')).toBe(`Ｌéa\u200B ：${M} 🚲`);
    expect(maskContacts('café\u0301 lea\u200B@\u200Bgmail.com!')).toBe(`café\u0301 ${M}!`);
  });
});

describe('maskContacts: linear in the length of the text', () => {
  // No regular expression here repeats a repetition that can match the same characters two ways, so
  // a hostile message costs time in proportion to its length; the bound is a sanity check only.
  const hostile = [
    '0 '.repeat(5000),
    '1'.repeat(10000),
    'a'.repeat(10000),
    'a@'.repeat(5000),
    ' @ '.repeat(3334),
    '@a.'.repeat(3334),
    'a.'.repeat(5000),
    'ab.'.repeat(3333),
    '1/'.repeat(5000),
    '12:'.repeat(3334),
    '1h'.repeat(5000),
    '+1'.repeat(5000),
    '1 - '.repeat(2500),
    ' '.repeat(10000),
    '(at)'.repeat(2500),
    'lea at '.repeat(1429),
    'a dot '.repeat(1667),
    'insta: '.repeat(1429),
    'www.'.repeat(2500),
    'http://'.repeat(1429),
    '\u200B'.repeat(10000),
    '０'.repeat(10000),
    'a1.b2@c3 '.repeat(1112),
  ];
  it.each(hostile.map((s) => [JSON.stringify(s.slice(0, 12)), s]))('%s… (10,000 characters)', (_, s) => {
    const started = performance.now();
    maskContacts(s);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('textForReader', () => {
  const text = 'Text me on +41 79 123 45 67';
  it.each([
    [{ isAuthor: false, isAdmin: false, contactsRevealed: false }, `Text me on ${M}`],
    [{ isAuthor: true, isAdmin: false, contactsRevealed: false }, text],
    [{ isAuthor: false, isAdmin: true, contactsRevealed: false }, text],
    [{ isAuthor: false, isAdmin: false, contactsRevealed: true }, text],
  ])('%j', (reader, expected) => expect(textForReader(text, reader)).toBe(expected));
});
