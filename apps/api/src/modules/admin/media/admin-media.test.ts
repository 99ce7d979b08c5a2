import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { outboxFor, signedInUser } from '../../../test/helpers';
import { createListingVia, uploadPhoto } from '../../../test/listing-helpers';
import { adminSession } from '../../../test/payout-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/media${query}`, headers: admin.headers });
const del = (photoId: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/media/${photoId}/delete`, headers, payload: payload as never });

describe('admin media', () => {
  it('lists photos with listing and owner, filters, storage used; deletes one with a reason the owner reads', async () => {
    const owner = await signedInUser(t, { firstname: 'Olive' });
    const listingId = await createListingVia(t, owner.headers);
    await uploadPhoto(t, owner.headers, listingId);
    const page = await expectAdminOnly(t, { method: 'GET', url: `/api/v1/admin/media?listingId=${listingId}` });
    const items = page.json().items as { id: string; listing: { id: string }; owner: { id: string }; bytes: number }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((p) => p.listing.id === listingId && p.owner.id === owner.user.id)).toBe(true);
    expect(page.json().storage.photos).toBeGreaterThanOrEqual(items.length);
    expect(page.json().storage.bytes).toBeGreaterThanOrEqual(items.reduce((s, p) => s + p.bytes, 0));
    const byOwner = await list(`?ownerId=${owner.user.id}&limit=1`);
    expect(byOwner.json().items).toHaveLength(1);
    const next = await list(`?ownerId=${owner.user.id}&limit=1&cursor=${byOwner.json().nextCursor}`);
    expect(next.json().items[0].id).not.toBe(byOwner.json().items[0].id);
    expect((await list('?listingId=nope')).statusCode).toBe(422);

    const short = await del(items[0]!.id, { reason: 'x' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields.reason).toBeDefined();
    const done = await expectAdminOnly(t, {
      method: 'POST',
      url: `/api/v1/admin/media/${items[0]!.id}/delete`,
      payload: { reason: 'The photo shows a person’s face.' },
    });
    expect(done.json()).toEqual({ deleted: true });
    const audited = await expectAudited(t.deps.db, {
      action: 'media.delete',
      objectType: 'media',
      objectId: items[0]!.id,
    });
    expect(audited.reason).toBe('The photo shows a person’s face.');
    expect((await list(`?listingId=${listingId}`)).json().items.map((p: { id: string }) => p.id)).not.toContain(
      items[0]!.id,
    );
    const mails = await outboxFor(t, owner.email);
    expect(mails.some((m) => m.text.includes('Reason: The photo shows a person’s face.'))).toBe(true);
    expect((await del(items[0]!.id, { reason: 'again please' })).statusCode).toBe(404);
  });

  it('the only photo of a live listing is refused with a 409', async () => {
    const owner = await signedInUser(t);
    const listingId = await createListingVia(t, owner.headers);
    const photos = (await list(`?listingId=${listingId}`)).json().items as { id: string }[];
    for (const p of photos.slice(1)) expect((await del(p.id, { reason: 'Not a bike.' })).statusCode).toBe(200);
    expect((await del(photos[0]!.id, { reason: 'Not a bike.' })).statusCode).toBe(409);
  });
});
