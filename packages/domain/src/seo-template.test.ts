import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatMinPrice,
  overlayPatterns,
  parseBody,
  patternError,
  placeholdersOf,
  renderPattern,
  renderPatterns,
  SEO_PLACEHOLDERS,
  templateKindOf,
  type SeoValues,
} from './seo-template';

const lyonFr: SeoValues = { place: 'Lyon', count: 1234, minPriceCents: 1500, currency: 'EUR', locale: 'fr' };
const lyonEn: SeoValues = { ...lyonFr, locale: 'en' };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('patternError', () => {
  it.each([
    ['Bike rental in {place}', null],
    ['{count} bikes from {min_price} a day in {place}', null],
    ['No placeholder at all', null],
    ['', null],
    ['Bikes in {city}', 'Unknown placeholder {city}: use {place}, {count} or {min_price}.'],
    ['Bikes in {Place}', 'Unknown placeholder {Place}: use {place}, {count} or {min_price}.'],
    ['Bikes in { place }', 'Unknown placeholder { place }: use {place}, {count} or {min_price}.'],
    ['Bikes in {}', 'Unknown placeholder {}: use {place}, {count} or {min_price}.'],
    ['Bikes in {place', 'Braces are only for placeholders: {place}, {count} or {min_price}.'],
    ['Bikes in place}', 'Braces are only for placeholders: {place}, {count} or {min_price}.'],
    ['{{place}}', 'Braces are only for placeholders: {place}, {count} or {min_price}.'],
  ])('%j → %j', (pattern, expected) => {
    expect(patternError(pattern)).toBe(expected);
  });
});

describe('renderPattern', () => {
  it.each([
    ['Location de vélos à {place}', lyonFr, 'Location de vélos à Lyon'],
    ['{count} vélos dès {min_price}/jour', lyonFr, '1 234 vélos dès 15 €/jour'],
    ['{count} bikes from {min_price} a day', lyonEn, '1,234 bikes from €15 a day'],
    ['from {min_price}', { ...lyonEn, minPriceCents: 1250 }, 'from €12.50'],
    ['dès {min_price}', { ...lyonFr, minPriceCents: 1250 }, 'dès 12,50 €'],
    ['dès {min_price}', { ...lyonFr, minPriceCents: 2000, currency: 'CHF' }, 'dès 20 CHF'],
    ['{count} bikes, from {min_price}', { ...lyonEn, count: 0, minPriceCents: null }, '0 bikes, from –'],
    ['{place} {place}', lyonEn, 'Lyon Lyon'],
  ])('%j', (pattern, values, expected) => {
    expect(nbsp(renderPattern(pattern, values))).toBe(expected);
  });

  it('does not expand placeholders that come from the values (one pass)', () => {
    expect(renderPattern('Bikes in {place}', { ...lyonEn, place: '{count} {min_price}' })).toBe(
      'Bikes in {count} {min_price}',
    );
  });

  it('renders every field', () => {
    const out = renderPatterns(
      { title: ' Vélos à {place} ', description: '{count}', h1: '{place}', body: 'Dès {min_price}' },
      lyonFr,
    );
    expect(out.title).toBe('Vélos à Lyon');
    expect(nbsp(out.body)).toBe('Dès 15 €');
  });
});

describe('formatMinPrice', () => {
  it('shows a dash when there is no listing', () => {
    expect(formatMinPrice(null, 'EUR', 'fr')).toBe('–');
  });

  // The number formats are kept between calls: each locale, currency and whole/cents its own.
  it('formats each locale, currency and amount its own way, in any order', () => {
    const cases: [number, string, 'en' | 'fr', string][] = [
      [1500, 'EUR', 'fr', '15 €'],
      [1550, 'EUR', 'fr', '15,50 €'],
      [1500, 'CHF', 'fr', '15 CHF'],
      [1550, 'EUR', 'en', '€15.50'],
      [1500, 'EUR', 'en', '€15'],
      [1550, 'CHF', 'en', 'CHF 15.50'],
    ];
    for (let round = 0; round < 2; round += 1)
      for (const [cents, currency, locale, expected] of round ? [...cases].reverse() : cases)
        expect(nbsp(formatMinPrice(cents, currency, locale))).toBe(expected);
    const en = renderPatterns({ title: '{count}', description: '{min_price}', h1: '{place}', body: '' }, lyonEn);
    const fr = renderPatterns({ title: '{count}', description: '{min_price}', h1: '{place}', body: '' }, lyonFr);
    expect([en.title, nbsp(fr.title), en.description, nbsp(fr.description)]).toEqual(['1,234', '1 234', '€15', '15 €']);
  });
});

describe('templateKindOf', () => {
  it.each([
    ['city', 'city'],
    ['department', 'department'],
    ['canton', 'department'],
    ['province', 'department'],
    ['region', 'region'],
    ['country', 'region'],
  ])('%s uses the %s template', (kind, expected) => {
    expect(templateKindOf(kind)).toBe(expected);
  });
});

describe('overlayPatterns', () => {
  const template = { title: 'T', description: 'D', h1: 'H', body: 'B' };
  it('takes each non-empty override and keeps the template elsewhere', () => {
    expect(overlayPatterns(template, { h1: 'Own H1', body: '  ', title: null })).toEqual({
      title: 'T',
      description: 'D',
      h1: 'Own H1',
      body: 'B',
    });
    expect(overlayPatterns(template, null)).toEqual(template);
  });
});

describe('parseBody', () => {
  it('reads paragraphs, headings and lists', () => {
    expect(parseBody('First line\nsame paragraph.\n\n## Why Biclou\n- insured\n- local\n\nLast.')).toEqual([
      { type: 'p', text: 'First line same paragraph.' },
      { type: 'h2', text: 'Why Biclou' },
      { type: 'ul', items: ['insured', 'local'] },
      { type: 'p', text: 'Last.' },
    ]);
  });

  it('keeps markup as text: nothing becomes HTML', () => {
    expect(parseBody('<script>alert(1)</script>\n\n<b>bold</b>')).toEqual([
      { type: 'p', text: '<script>alert(1)</script>' },
      { type: 'p', text: '<b>bold</b>' },
    ]);
  });

  it('never invents text: every block text is a trimmed piece of the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (body) => {
        for (const block of parseBody(body)) {
          const texts = block.type === 'ul' ? block.items : [block.text];
          for (const text of texts) {
            expect(text.length).toBeGreaterThan(0);
            for (const word of text.split(' ')) expect(body).toContain(word);
          }
        }
      }),
    );
  });
});

// Patterns made of text without braces and known placeholders: exactly what validation accepts.
const validPattern = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 12 }).map((s) => s.replace(/[{}]/g, '')),
      fc.constantFrom(...SEO_PLACEHOLDERS.map((p) => `{${p}}`)),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
const values = fc.record({
  place: fc.string({ maxLength: 30 }).map((s) => s.replace(/[{}]/g, '')),
  count: fc.nat(1_000_000),
  minPriceCents: fc.option(fc.nat(1_000_000)),
  currency: fc.constantFrom('EUR', 'CHF'),
  locale: fc.constantFrom('en' as const, 'fr' as const),
});

describe('properties', () => {
  it('valid patterns pass validation and leave no brace once rendered', () => {
    fc.assert(
      fc.property(validPattern, values, (pattern, v) => {
        expect(patternError(pattern)).toBeNull();
        expect(renderPattern(pattern, v)).not.toMatch(/[{}]/);
      }),
    );
  });

  it('a pattern with an unknown {name} is always refused', () => {
    fc.assert(
      fc.property(validPattern, fc.stringMatching(/^[a-z_]{1,10}$/), validPattern, (before, name, after) => {
        fc.pre(!(SEO_PLACEHOLDERS as readonly string[]).includes(name));
        expect(patternError(`${before}{${name}}${after}`)).toMatch(/^Unknown placeholder/);
      }),
    );
  });

  it('placeholdersOf lists only known names', () => {
    fc.assert(
      fc.property(validPattern, (pattern) => {
        for (const p of placeholdersOf(pattern)) expect(pattern).toContain(`{${p}}`);
      }),
    );
  });
});
