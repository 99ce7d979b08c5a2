import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpdateProfileRequestSchema } from '@biclou/contracts/account';
import { formFieldsToBody } from './form-data';

const fields = (entries: [string, string][]) => {
  const m = new Map<string, string[]>();
  for (const [k, v] of entries) m.set(k, [...(m.get(k) ?? []), v]);
  return m;
};

describe('formFieldsToBody', () => {
  const schema = z.object({
    name: z.string(),
    pro: z.boolean().default(false),
    terms: z.literal(true),
    count: z.coerce.number().optional(),
    age: z.number().int().nullable().optional(),
    tags: z.array(z.string()).default([]),
    note: z.string().nullable().optional(),
  });

  it.each([
    [[['pro', 'true']], { pro: true }],
    [[['pro', 'on']], { pro: true }],
    [[['pro', '0']], { pro: false }],
    [[['pro', '']], { pro: false }],
    [[['pro', 'maybe']], { pro: 'maybe' }],
    [[['terms', '1']], { terms: true }],
    [[['age', '42']], { age: 42 }],
    [[['age', '']], { age: null }],
    [[['age', 'x']], { age: 'x' }],
    [
      [
        ['tags', 'a'],
        ['tags', 'b'],
      ],
      { tags: ['a', 'b'] },
    ],
    [
      [
        ['tags[]', 'a'],
        ['tags[]', ''],
        ['tags[]', 'c'],
      ],
      { tags: ['a', 'c'] },
    ],
    [[['note', '']], { note: null }],
    [[['name', '']], { name: '' }],
    [
      [
        ['name', 'a'],
        ['name', 'b'],
      ],
      { name: 'b' },
    ],
    [[['unknown', 'v']], { unknown: 'v' }],
  ] as [[string, string][], Record<string, unknown>][])('%j → %j', (entries, expected) => {
    expect(formFieldsToBody(fields(entries), schema)).toEqual(expected);
  });

  it('lets the profile schema accept a typical form', () => {
    const body = formFieldsToBody(
      fields([
        ['firstname', 'Léa'],
        ['lastname', 'Martin'],
        ['isPro', 'false'],
        ['country', ''],
        ['spokenLanguages[]', 'fr'],
        ['birthdate', ''],
      ]),
      UpdateProfileRequestSchema,
    );
    expect(UpdateProfileRequestSchema.parse(body)).toMatchObject({
      firstname: 'Léa',
      isPro: false,
      country: null,
      spokenLanguages: ['fr'],
      birthdate: null,
    });
  });
});
