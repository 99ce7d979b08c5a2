import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { createLiveListing } from '../../../test/booking-helpers';
import { outboxFor, signedInUser } from '../../../test/helpers';
import { createListingVia, PLAIN_BIKE_COLUMNS } from '../../../test/listing-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
type Headers = Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: unknown, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as never });
const LYON_BOUNDS = 'bounds=45.70,4.77,45.81,4.92';

describe('admin listings: authorization matrix and audit', () => {
  let listingId: string;
  beforeAll(async () => {
    const owner = await signedInUser(t);
    ({ id: listingId } = await createLiveListing(t, owner.headers));
  });

  it('every route: anonymous 401, member 403, admin 2xx; every action writes an audit row', async () => {
    await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/listings' });
    await expectAdminOnly(t, { method: 'GET', url: `/api/v1/admin/listings/${listingId}` });
    await expectAdminOnly(t, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listingId}/suspend`,
      payload: { reason: 'Stolen bike reported.' },
    });
    const suspended = await expectAudited(t.deps.db, {
      action: 'listing.suspend',
      objectType: 'listing',
      objectId: listingId,
    });
    expect(suspended).toMatchObject({
      reason: 'Stolen bike reported.',
      before: { status: 'live', suspendedReason: null },
      after: { status: 'suspended', suspendedReason: 'Stolen bike reported.' },
    });
    await expectAdminOnly(t, { method: 'POST', url: `/api/v1/admin/listings/${listingId}/unsuspend` });
    const lifted = await expectAudited(t.deps.db, {
      action: 'listing.unsuspend',
      objectType: 'listing',
      objectId: listingId,
    });
    expect(lifted.after).toEqual({ status: 'paused', suspendedReason: null });
  });
});

describe('suspend a live listing', () => {
  it('hides it from search, place pages (and their counts) and the sitemap; the owner sees the reason and gets an email', async () => {
    const owner = await signedInUser(t, { firstname: 'Oscar', locale: 'fr' });
    const { id } = await createLiveListing(t, owner.headers);
    const searchIds = async () =>
      ((await get(`/api/v1/search?${LYON_BOUNDS}`, {})).json().results as { id: string }[]).map((r) => r.id);
    const lyonCount = async () => (await get('/api/v1/place-pages/lyon?locale=en', {})).json().page.seo.listingCount;
    const sitemap = async () => (await get('/sitemap.xml', {})).body;
    expect(await searchIds()).toContain(id);
    expect(await sitemap()).toContain(id);
    const countBefore = await lyonCount();

    const res = await post(`/api/v1/admin/listings/${id}/suspend`, { reason: '  Photos taken from a shop website.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing).toMatchObject({
      id,
      status: 'suspended',
      suspendedReason: 'Photos taken from a shop website.',
    });

    expect(await searchIds()).not.toContain(id);
    expect(await sitemap()).not.toContain(id);
    expect(await lyonCount()).toBe(countBefore - 1);
    // The public listing page is gone for strangers…
    expect((await get(`/api/v1/listings/${id}`, {})).statusCode).toBe(404);
    // …and the owner sees the status and the reason on their own listing.
    const mine = await get(`/api/v1/listings/${id}`, owner.headers);
    expect(mine.json().listing).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Photos taken from a shop website.',
    });
    const mails = await outboxFor(t, owner.email);
    const mail = mails.find((m) => m.subject?.includes('suspendue'));
    expect(mail?.text).toContain('Motif\u00a0: Photos taken from a shop website.');
    expect(mail?.text).toContain(`/fr/dashboard/listings/${id}`);

    // The owner cannot put it back online themselves.
    expect((await post(`/api/v1/listings/${id}/reactivate`, {}, owner.headers)).statusCode).toBe(409);

    const lifted = await post(`/api/v1/admin/listings/${id}/unsuspend`);
    expect(lifted.json().listing).toMatchObject({ status: 'paused', suspendedReason: null });
    // The history: lifted (back to paused), suspended with the reason, published, created; newest first.
    const history = lifted.json().listing.history as { status: string; by: string; reason: string | null }[];
    expect(history.slice(0, 2)).toMatchObject([
      { status: 'paused', by: 'admin' },
      { status: 'suspended', by: 'admin', reason: 'Photos taken from a shop website.' },
    ]);
    expect(history.at(-1)).toMatchObject({ status: 'draft', by: 'owner' });
    expect((await outboxFor(t, owner.email)).some((m) => m.subject?.includes('n’est plus suspendue'))).toBe(true);
    expect((await post(`/api/v1/listings/${id}/reactivate`, {}, owner.headers)).statusCode).toBe(200);
    expect(await searchIds()).toContain(id);
    expect(await lyonCount()).toBe(countBefore);
  });

  it('422 without a reason, 409 when already suspended or not suspended, 404 for an unknown listing', async () => {
    const owner = await signedInUser(t);
    const { id } = await createLiveListing(t, owner.headers);
    const blank = await post(`/api/v1/admin/listings/${id}/suspend`, { reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.fields).toEqual({ reason: ['Give a reason.'] });
    expect((await post(`/api/v1/admin/listings/${id}/suspend`, {})).json().error.fields.reason).toEqual([
      'Give a reason.',
    ]);
    expect((await post(`/api/v1/admin/listings/${id}/unsuspend`)).statusCode).toBe(409);
    expect((await post(`/api/v1/admin/listings/${id}/suspend`, { reason: 'Spam.' })).statusCode).toBe(200);
    const again = await post(`/api/v1/admin/listings/${id}/suspend`, { reason: 'Spam.' });
    expect(again.statusCode).toBe(409);
    const unknown = crypto.randomUUID();
    expect((await post(`/api/v1/admin/listings/${unknown}/suspend`, { reason: 'x' })).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/listings/${unknown}`)).statusCode).toBe(404);
    expect((await get('/api/v1/admin/listings/not-a-uuid')).statusCode).toBe(422);
  });
});

describe('the list', () => {
  const ids: string[] = [];
  let proOwnerId: string;
  beforeAll(async () => {
    const owner = await signedInUser(t, { firstname: 'Listwoman' });
    const pro = await signedInUser(t, { firstname: 'Proman' });
    proOwnerId = pro.user.id;
    await t.deps.db.update(users).set({ isPro: true }).where(eq(users.id, pro.user.id));
    for (const [i, who] of [owner, owner, pro, owner, pro].entries()) {
      const { id } = await createLiveListing(t, who.headers, { price: { pricePerDayCents: 1000 + i * 100 } });
      ids.push(id);
      t.clock.advance(60_000);
    }
    ids.push(await createListingVia(t, owner.headers, 'infos')); // a draft: no price yet (sorted as -1)
    await t.deps.db.update(listings).set(PLAIN_BIKE_COLUMNS).where(inArray(listings.id, ids));
    await t.deps.db.update(listings).set({ isElec: true }).where(eq(listings.id, ids[1]!));
  });

  it('filters by status, country, pro, e-bike and text, and pages by keyset on every sort', async () => {
    const list = async (qs: string) => {
      const res = await get(`/api/v1/admin/listings?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: { id: string; status: string; owner: { id: string } }[];
        nextCursor: string | null;
      };
    };
    const mine = (r: { items: { id: string }[] }) => r.items.map((i) => i.id).filter((id) => ids.includes(id));
    expect(mine(await list('q=Listwoman&limit=100')).sort()).toEqual([ids[0], ids[1], ids[3], ids[5]].sort());
    expect(mine(await list('q=Proman&pro=true&limit=100')).sort()).toEqual([ids[2], ids[4]].sort());
    expect(mine(await list('q=Listwoman&pro=true&limit=100'))).toEqual([]);
    expect(mine(await list('q=Listwoman&elec=true&limit=100'))).toEqual([ids[1]]);
    expect(mine(await list('q=Listwoman&status=draft&limit=100'))).toEqual([ids[5]]);
    expect(mine(await list(`q=${proOwnerId}&limit=100`)).sort()).toEqual([ids[2], ids[4]].sort());
    expect(mine(await list('q=Listwoman&country=BE&limit=100'))).toEqual([]);

    for (const sort of ['createdAt', 'updatedAt', 'price'])
      for (const dir of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await list(
            `q=man&sort=${sort}&dir=${dir}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(page.items.length).toBeLessThanOrEqual(2);
          seen.push(...page.items.map((i) => i.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(new Set(seen).size, `${sort} ${dir}`).toBe(seen.length);
        expect(seen.filter((id) => ids.includes(id)).sort(), `${sort} ${dir}`).toEqual([...ids].sort());
      }
    const byPrice = mine(await list('q=man&sort=price&dir=asc&limit=100'));
    expect(byPrice).toEqual([ids[5], ids[0], ids[1], ids[2], ids[3], ids[4]]);
  });

  it('a bad cursor or filter is a 422 naming the field, never a 500', async () => {
    const bad = await get('/api/v1/admin/listings?cursor=nonsense');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['cursor']);
    expect((await get('/api/v1/admin/listings?status=gone')).json().error.fields).toHaveProperty('status');
    expect((await get('/api/v1/admin/listings?sort=owner')).json().error.fields).toHaveProperty('sort');
    expect((await get('/api/v1/admin/listings?limit=1000')).json().error.fields).toHaveProperty('limit');
    const priceCursor = Buffer.from(JSON.stringify(['x', crypto.randomUUID()])).toString('base64url');
    expect((await get(`/api/v1/admin/listings?sort=price&cursor=${priceCursor}`)).statusCode).toBe(422);
  });

  it('the detail shows the owner, the photos and the bookings count', async () => {
    const res = await get(`/api/v1/admin/listings/${ids[2]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      id: ids[2],
      status: 'live',
      owner: { id: proOwnerId, isPro: true },
      bookingCount: 0,
      cancelationOption: expect.any(String),
    });
    expect(res.json().listing.photoKeys.length).toBeGreaterThan(0);
  });
});
