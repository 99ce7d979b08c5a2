import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { signedInUser, appWithAdmin, type SignedInUser } from '../../../test/helpers';
import { createListingVia } from '../../../test/listing-helpers';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

type Cat = {
  id: string;
  slug: string;
  nameEn: string;
  icon: string | null;
  listingCount: number;
  subCategories: { id: string; slug: string; listingCount: number }[];
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, payload: payload as never });
const categories = async () => (await call('GET', '/api/v1/admin/categories')).json().categories as Cat[];
const body = (slug: string, icon: string | null = 'zap') => ({
  slug,
  nameEn: `En ${slug}`,
  nameFr: `Fr ${slug}`,
  icon,
});

describe('categories', () => {
  it('create, edit, reorder and delete categories and sub-categories: admin only, each audited', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/categories' });
    const created = await expectAdminOnly(t, {
      method: 'POST',
      url: '/api/v1/admin/categories',
      payload: body('e-cargo'),
    });
    const id = created.json().id as string;
    await expectAudited(t.deps.db, { action: 'category.create', objectType: 'category', objectId: id });
    let cats = await categories();
    expect(cats.at(-1)).toMatchObject({ id, slug: 'e-cargo', icon: 'zap', listingCount: 0, subCategories: [] });

    await expectAdminOnly(t, {
      method: 'PUT',
      url: `/api/v1/admin/categories/${id}`,
      payload: { ...body('e-cargo', 'truck'), nameEn: 'Electric cargo' },
    });
    const edited = await expectAudited(t.deps.db, { action: 'category.update', objectType: 'category', objectId: id });
    expect(edited.before).toMatchObject({ nameEn: 'En e-cargo', icon: 'zap' });
    expect(edited.after).toMatchObject({ nameEn: 'Electric cargo', icon: 'truck' });

    const sub = await expectAdminOnly(t, {
      method: 'POST',
      url: `/api/v1/admin/categories/${id}/sub-categories`,
      payload: body('longtail-e', null),
    });
    const subId = sub.json().id as string;
    await expectAudited(t.deps.db, { action: 'subcategory.create', objectType: 'category', objectId: subId });
    const sub2 = (await call('POST', `/api/v1/admin/categories/${id}/sub-categories`, body('front-e'))).json()
      .id as string;
    await expectAdminOnly(t, {
      method: 'PUT',
      url: `/api/v1/admin/sub-categories/${subId}`,
      payload: body('longtail-x'),
    });
    await expectAudited(t.deps.db, { action: 'subcategory.update', objectType: 'category', objectId: subId });
    await expectAdminOnly(t, {
      method: 'POST',
      url: `/api/v1/admin/categories/${id}/sub-categories/reorder`,
      payload: { ids: [sub2, subId] },
    });
    await expectAudited(t.deps.db, { action: 'subcategory.reorder', objectType: 'category', objectId: id });
    cats = await categories();
    expect(cats.find((c) => c.id === id)!.subCategories.map((s) => s.slug)).toEqual(['front-e', 'longtail-x']);

    const order = cats.map((c) => c.id);
    const reordered = [id, ...order.filter((x) => x !== id)];
    await expectAdminOnly(t, { method: 'POST', url: '/api/v1/admin/categories/reorder', payload: { ids: reordered } });
    await expectAudited(t.deps.db, { action: 'category.reorder', objectType: 'category', objectId: 'all' });
    expect((await categories()).map((c) => c.id)).toEqual(reordered);
    // The public list follows the order and carries the icons.
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json().categories;
    expect(pub[0]).toMatchObject({ id, nameEn: 'Electric cargo', icon: 'truck' });

    await expectAdminOnly(t, { method: 'DELETE', url: `/api/v1/admin/sub-categories/${sub2}` });
    await expectAudited(t.deps.db, { action: 'subcategory.delete', objectType: 'category', objectId: sub2 });
    await expectAdminOnly(t, { method: 'DELETE', url: `/api/v1/admin/categories/${id}` });
    await expectAudited(t.deps.db, { action: 'category.delete', objectType: 'category', objectId: id });
    expect((await categories()).some((c) => c.id === id)).toBe(false);
    await call('POST', '/api/v1/admin/categories/reorder', { ids: order.filter((x) => x !== id) });
  });

  it('deleting a category in use is a 422 saying how many listings use it', async () => {
    const owner = await signedInUser(t);
    await createListingVia(t, owner.headers);
    await createListingVia(t, owner.headers);
    const used = (await categories()).find((c) => c.listingCount >= 2)!;
    const res = await call('DELETE', `/api/v1/admin/categories/${used.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ category: [`This category is used by ${used.listingCount} listings.`] });
    expect((await categories()).some((c) => c.id === used.id)).toBe(true);
    const usedSub = used.subCategories.find((s) => s.listingCount > 0);
    if (usedSub) {
      const subRes = await call('DELETE', `/api/v1/admin/sub-categories/${usedSub.id}`);
      expect(subRes.statusCode).toBe(422);
      expect(subRes.json().error.fields.category[0]).toMatch(/^This category is used by \d+ listings?\.$/);
    }
  });

  it('422 with field messages for a bad slug, a duplicate slug, an unknown icon, a partial reorder', async () => {
    const bad = await call('POST', '/api/v1/admin/categories', {
      slug: 'Not A Slug',
      nameEn: '',
      nameFr: 'x',
      icon: 'rocket',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      slug: ['The slug is lowercase letters, digits and dashes.'],
      nameEn: ['Give a name.'],
      nameFr: ['The name must be at least 2 characters long.'],
      icon: ['Choose an icon from the list.'],
    });
    const dup = await call('POST', '/api/v1/admin/categories', body('city'));
    expect(dup.json().error.fields).toEqual({ slug: ['This slug is already used.'] });
    const partial = await call('POST', '/api/v1/admin/categories/reorder', { ids: [(await categories())[0]!.id] });
    expect(partial.json().error.fields).toEqual({ ids: ['Give every id of the list once, in the new order.'] });
    const unknown = crypto.randomUUID();
    expect((await call('PUT', `/api/v1/admin/categories/${unknown}`, body('zzz'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/admin/sub-categories/${unknown}`)).statusCode).toBe(404);
  });
});
