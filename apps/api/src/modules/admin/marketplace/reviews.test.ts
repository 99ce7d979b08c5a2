import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@biclou/db/schema';
import { runDueJobs } from '../../run-due-jobs';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import { bookingWorld, paidBooking } from '../../../test/booking-helpers';
import { signedInUser } from '../../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
type World = Awaited<ReturnType<typeof bookingWorld>>;
let w: World;
let renterReviewId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t, { role: 'admin' });
  w = await bookingWorld(t);
  t.clock.set(new Date('2026-06-01T10:00:00Z'));
  const id = await paidBooking(t, w, '2026-06-10', '2026-06-11');
  await runDueJobs(t.deps, new Date('2026-06-11T22:00:00Z'));
  const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
  t.clock.set(new Date(row!.completedAt!.getTime() + 3_600_000));
  for (const [headers, comment] of [
    [w.renter.headers, 'Rude owner, call him at 0612345678!'],
    [w.owner.headers, 'A careful renter.'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/review`,
      headers,
      payload: { rating: 2, comment },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const list = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/reviews` });
  renterReviewId = list.json().reviews[0].id;
});
afterAll(() => t.close());

const publicIds = async () => ({
  listing: (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/reviews` })).json(),
  owner: (await t.app.inject({ method: 'GET', url: `/api/v1/members/${w.owner.user.id}/reviews` })).json(),
});

describe('review moderation', () => {
  it('lists reviews; hide with a reason takes it out of every public list; unhide brings it back; each audited', async () => {
    const list = await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/reviews?q=Rude' });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      id: renterReviewId,
      rating: 2,
      side: 'renter',
      author: { firstname: 'Remy' },
      subject: { firstname: 'Olive' },
      hiddenAt: null,
    });
    expect((await publicIds()).listing.count).toBe(1);

    const hidden = await expectAdminOnly(t, {
      method: 'POST',
      url: `/api/v1/admin/reviews/${renterReviewId}/hide`,
      payload: { reason: 'Contains a phone number.' },
    });
    expect(hidden.json().review).toMatchObject({ hiddenReason: 'Contains a phone number.' });
    const row = await expectAudited(t.deps.db, {
      action: 'review.hide',
      objectType: 'review',
      objectId: renterReviewId,
    });
    expect(row.reason).toBe('Contains a phone number.');
    const after = await publicIds();
    expect(after.listing).toMatchObject({ count: 0, reviews: [] });
    expect(after.owner.reviews.map((r: { id: string }) => r.id)).not.toContain(renterReviewId);
    const hiddenOnly = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reviews?visibility=hidden',
      headers: admin.headers,
    });
    expect(hiddenOnly.json().items.map((r: { id: string }) => r.id)).toEqual([renterReviewId]);

    await expectAdminOnly(t, { method: 'POST', url: `/api/v1/admin/reviews/${renterReviewId}/unhide` });
    await expectAudited(t.deps.db, { action: 'review.unhide', objectType: 'review', objectId: renterReviewId });
    expect((await publicIds()).listing.count).toBe(1);
  });

  it('422 without a reason, 409 twice, 404 unknown; keyset pages cover every review once', async () => {
    const post = (url: string, payload?: unknown) =>
      t.app.inject({ method: 'POST', url, headers: admin.headers, payload: payload as never });
    const blank = await post(`/api/v1/admin/reviews/${renterReviewId}/hide`, { reason: '' });
    expect(blank.json().error.fields).toEqual({ reason: ['Give a reason.'] });
    expect((await post(`/api/v1/admin/reviews/${renterReviewId}/unhide`)).statusCode).toBe(409);
    expect((await post(`/api/v1/admin/reviews/${crypto.randomUUID()}/hide`, { reason: 'x' })).statusCode).toBe(404);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json(): { items: { id: string }[]; nextCursor: string | null } } = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/reviews?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        headers: admin.headers,
      });
      seen.push(...res.json().items.map((r) => r.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(2);
    expect(new Set(seen).size).toBe(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/reviews?cursor=zz', headers: admin.headers }))
        .statusCode,
    ).toBe(422);
  });
});
