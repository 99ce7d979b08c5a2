import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nounDisagreements } from '@biclou/domain/counted-nouns';
import { buildMail } from './catalogue';
import { checkTemplate, effectiveFields, fill, placeholdersIn, TEMPLATE_SLUGS, TEMPLATES } from './templates';

describe('message templates', () => {
  it('every shipped text passes its own check, in both languages', () => {
    for (const slug of TEMPLATE_SLUGS) {
      for (const locale of ['en', 'fr'] as const) {
        expect(checkTemplate(slug, effectiveFields(slug, locale)), `${slug} ${locale}`).toEqual({});
      }
    }
  });

  it('every shipped email and text message, filled with its samples, puts each counted noun in its number’s form', () => {
    const found: string[] = [];
    for (const slug of TEMPLATE_SLUGS)
      for (const locale of ['en', 'fr'] as const)
        for (const [field, value] of Object.entries(effectiveFields(slug, locale)))
          for (const bad of nounDisagreements(fill(value, TEMPLATES[slug].placeholders), locale))
            found.push(`${slug} ${locale} ${field}: ${bad}`);
    expect(found).toEqual([]);
  });

  it.each([
    [
      'an unknown placeholder, named in its field',
      'verify-email',
      { subject: 'Hi {name}' },
      { subject: ['Unknown placeholder {name}.'] },
    ],
    [
      'a dropped required placeholder, on the body',
      'register-attempt',
      { body: 'Log in.' },
      { body: ['The placeholder {loginUrl} is required.'] },
    ],
    ['an empty field', 'reset-password', { footer: '  ' }, { footer: ['Write this text.'] }],
    [
      'an SMS without its code',
      'phone-code',
      { text: 'Your code.' },
      { text: ['The placeholder {code} is required.'] },
    ],
    [
      'an SMS too long',
      'phone-code',
      { text: `{code} ${'x'.repeat(300)}` },
      { text: ['A text message is at most 300 characters.'] },
    ],
  ] as const)('refuses %s', (_label, slug, change, errors) => {
    expect(checkTemplate(slug, { ...effectiveFields(slug, 'en'), ...change })).toEqual(errors);
  });

  it('fills known placeholders and leaves everything else as written', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, value) => {
        const out = fill(`${text}{firstname}`, { firstname: value });
        expect(out.endsWith(value)).toBe(true);
        expect(fill(text, {})).toBe(text);
      }),
    );
    expect(placeholdersIn('{a} {b} {a} {1x} {}')).toEqual(['a', 'b']);
  });

  it('an edit replaces the shipped text; the button keeps its own link', () => {
    const edit = { ...TEMPLATES['reset-password'].defaults.en, subject: 'New password for {firstname}' };
    const m = buildMail('resetPassword', 'en', 'a@x.test', { firstname: 'Ann', url: 'http://x/r' }, edit);
    expect(m.subject).toBe('New password for Ann');
    expect(m.html).toContain('href="http://x/r"');
  });
});
