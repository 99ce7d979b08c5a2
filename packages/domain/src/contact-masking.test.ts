import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { CONTACT_MASK, hasContactDetails, maskContacts, MIN_PHONE_DIGITS, textForReader } from './contact-masking';

const M = CONTACT_MASK;

describe('maskContacts', () => {
  it.each([
    ['Text me on +41 79 123 45 67 or lea.perso@gmail.com', `Text me on ${M} or ${M}`],
    ['Appelle-moi au 06 12 34 56 78 stp', `Appelle-moi au ${M} stp`],
    ['06.12.34.56.78', M],
    ['0612345678', M],
    ['+33612345678', M],
    ['0033 6 12 34 56 78', M],
    ['0 6 1 2 3 4 5 6 7 8', M],
    ['06-12-34-56-78 thanks', `${M} thanks`],
    ['(+32) 470 12 34 56', M],
    ['call 079 123 45 67', `call ${M}`],
    ['lea.perso@gmail.com', M],
    ['mail: LEA@Example.FR.', `mail: ${M}.`],
    ['lea (at) gmail (dot) com', M],
    ['lea [at] gmail [dot] com please', `${M} please`],
    ['lea at gmail dot com', M],
    ['lea arobase gmail point fr', M],
    ['lea@gmail dot com', M],
    ['lea at gmail.com', M],
    ['https://wa.me/41791234567', M],
    ['wa.me/41791234567 ok', `${M} ok`],
    ['t.me/leavelo', M],
    ['Is the bike still free on 12/06/2026?', 'Is the bike still free on 12/06/2026?'],
    ['We meet at the station. Then we ride', 'We meet at the station. Then we ride'],
    ['It costs 15 € per day, 300 € deposit', 'It costs 15 € per day, 300 € deposit'],
    ['Size 54 cm, 2 bottles, 11 speeds', 'Size 54 cm, 2 bottles, 11 speeds'],
    ['Pick-up at 10:30, drop-off at 18:00', 'Pick-up at 10:30, drop-off at 18:00'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(maskContacts(text)).toBe(expected);
  });

  it('leaves text without digits, @ or a written-out address untouched', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !/[\d@]|\b(?:dot|point)\b|\.(?:com|fr|ch)|\bme\//i.test(s)),
        (s) => {
          expect(maskContacts(s)).toBe(s);
        },
      ),
    );
  });

  it('hides any French or Swiss number and any address put in any text, and is idempotent', () => {
    const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
    const phone = fc.oneof(
      digits(8).map((d) => `06 ${d.join('').replace(/(\d\d)(?=\d)/g, '$1 ')}`),
      digits(7).map((d) => `+41 79 ${d.join('')}`),
      digits(8).map((d) => `06${d.join('.')}`),
    );
    const email = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.stringMatching(/^[a-z]{2,10}$/))
      .map(([u, d]) => `${u}@${d}.com`);
    const filler = fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map((s) => s.replace(/[\d@.]/g, 'x'));
    fc.assert(
      fc.property(filler, fc.oneof(phone, email), filler, (a, contact, b) => {
        const text = `${a} ${contact} ${b}`;
        const masked = maskContacts(text);
        expect(masked).not.toContain(contact);
        expect(masked).not.toMatch(/\d(?:\D?\d){8,}/);
        expect(masked).not.toMatch(/@[a-z]+\.com/);
        expect(maskContacts(masked)).toBe(masked);
        expect(hasContactDetails(text)).toBe(true);
      }),
    );
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

describe('the phone search shortcut (fewer digits than any valid number: no search)', () => {
  it('stops short of the shortest valid numbers: 4 digits in Luxembourg and Germany', () => {
    expect(MIN_PHONE_DIGITS).toBe(4);
    expect(maskContacts('call 4711')).toBe(`call ${M}`);
    expect(maskContacts('bench 123')).toBe('bench 123');
  });

  it('skips only texts where libphonenumber finds no number, whatever the country or form', () => {
    const countries = ['FR', 'CH', 'BE', 'LU', 'DE', 'GB'] as const;
    const piece = fc.constantFrom('+', '00', ' ', '-', '.', '(', ')', 'tel ', 'a', '0', '1', '4', '7', '9', '٣', '５');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        if ((text.match(/\p{Nd}/gu)?.length ?? 0) >= MIN_PHONE_DIGITS) return;
        for (const defaultCountry of countries) expect(findPhoneNumbersInText(text, { defaultCountry })).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
