import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { appWithAdmin, type SignedInUser } from '../../../test/helpers';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, payload: payload as never });
type Cat = { id: string; slug: string; nameEn: string; nameFr: string; subCategories: Cat[] };
const categories = async () => (await call('GET', '/api/v1/admin/categories')).json().categories as Cat[];
const city = async () => (await categories()).find((c) => c.slug === 'city')!;

const SHORT = 'The name must be at least 2 characters long.';
const LONG = 'The name may not be longer than 40 characters.';
const CONTROL = 'The name may not contain control characters (line breaks, tabs).';
const MISSING = 'Give a name.';
const TAKEN = 'Another category already has this name.';
const SUB_TAKEN = 'Another sub-category of this category already has this name.';

/** A category that no other uses: every case changes one of its names. */
const valid = (slug: string) => ({ slug, nameEn: `Cat ${slug}`, nameFr: `Cat fr ${slug}`, icon: null });
let slugs = 0;
const nextSlug = () => `names-${++slugs}`;

// Each name is checked alone: the English and the French name, each with the same rules.
describe.each(['nameEn', 'nameFr'] as const)('the admin names a category: %s', (field) => {
  // The existing category whose name a duplicate repeats in another case.
  const takenName = (c: Cat) => (field === 'nameEn' ? c.nameEn : c.nameFr).toUpperCase();
  const cases: [string, (c: Cat) => unknown, string][] = [
    ['one character', () => 'C', SHORT],
    ['41 characters', () => 'x'.repeat(41), LONG],
    ['only spaces', () => '   ', MISSING],
    ['a line break', () => 'City\nbike', CONTROL],
    ['a tab', () => 'City\tbike', CONTROL],
    ['a duplicate in another case', takenName, TAKEN],
    ['missing', () => undefined, MISSING],
  ];

  it.each(cases)('create with %s: 422 on that name alone', async (_case, name, message) => {
    const body: Record<string, unknown> = { ...valid(nextSlug()), [field]: name(await city()) };
    if (body[field] === undefined) delete body[field];
    const res = await call('POST', '/api/v1/admin/categories', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ [field]: [message] });
  });

  it.each(cases)('edit with %s: 422 on that name alone, nothing saved', async (_case, name, message) => {
    const slug = nextSlug();
    const created = await call('POST', '/api/v1/admin/categories', valid(slug));
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const body: Record<string, unknown> = { ...valid(slug), [field]: name(await city()) };
    if (body[field] === undefined) delete body[field];
    const res = await call('PUT', `/api/v1/admin/categories/${id}`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ [field]: [message] });
    expect((await categories()).find((c) => c.id === id)).toMatchObject(valid(slug));
  });
});

describe('category names that pass', () => {
  it('are saved trimmed; 2 and 40 characters are fine; a category keeps its own name in another case', async () => {
    const res = await call('POST', '/api/v1/admin/categories', {
      slug: 'names-ok',
      nameEn: '  Ox  ',
      nameFr: ` ${'é'.repeat(40)} `,
      icon: null,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as string;
    expect((await categories()).find((c) => c.id === id)).toMatchObject({ nameEn: 'Ox', nameFr: 'é'.repeat(40) });
    // Renaming itself with another case is no duplicate.
    const own = await call('PUT', `/api/v1/admin/categories/${id}`, {
      slug: 'names-ok',
      nameEn: 'OX',
      nameFr: 'É'.repeat(40),
      icon: null,
    });
    expect(own.statusCode).toBe(200);
    // The same words in the other language's column are no duplicate either.
    const c = await city();
    const crossed = await call('POST', '/api/v1/admin/categories', {
      slug: 'names-crossed',
      nameEn: c.nameFr,
      nameFr: c.nameEn,
      icon: null,
    });
    expect(crossed.statusCode).toBe(200);
  });

  it('sub-categories: unique inside their category only, same rules of length', async () => {
    const c = await city();
    const sub = c.subCategories[0]!;
    const dup = await call('POST', `/api/v1/admin/categories/${c.id}/sub-categories`, {
      slug: 'names-sub',
      nameEn: sub.nameEn.toLowerCase(),
      nameFr: 'Autre nom',
      icon: null,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error.fields).toEqual({ nameEn: [SUB_TAKEN] });
    const short = await call('PUT', `/api/v1/admin/sub-categories/${sub.id}`, {
      slug: sub.slug,
      nameEn: sub.nameEn,
      nameFr: 'x',
      icon: null,
    });
    expect(short.json().error.fields).toEqual({ nameFr: [SHORT] });
    // The same name under another category is fine.
    const road = (await categories()).find((x) => x.slug === 'road')!;
    const elsewhere = await call('POST', `/api/v1/admin/categories/${road.id}/sub-categories`, {
      slug: 'names-sub',
      nameEn: sub.nameEn,
      nameFr: sub.nameFr,
      icon: null,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
