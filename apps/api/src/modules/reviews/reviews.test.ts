import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews } from '@biclou/db/schema';
import { averageRating, REVIEW_MESSAGES } from '@biclou/domain/review-rules';
import { runDueJobs } from '../run-due-jobs';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { bookingWorld, paidBooking, requested } from '../../test/booking-helpers';
import { averageFromTotals } from './review-repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof bookingWorld>>;
type Headers = Record<string, string>;
const START = new Date('2026-06-01T10:00:00Z');
const DAY = 86_400_000;

/** requested → accepted → paid → (jobs) → completed; the clock is then an hour after completion. */
async function completed(w: World, startDate: string, endDate: string) {
  t.clock.set(START);
  const id = await paidBooking(t, w, startDate, endDate);
  const end = new Date(`${endDate}T22:00:00Z`); // the start of the next day in Paris (summer)
  await runDueJobs(t.deps, end);
  const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
  expect(row!.status).toBe('completed');
  t.clock.set(new Date(row!.completedAt!.getTime() + 3_600_000));
  return { id, completedAt: row!.completedAt! };
}

const write = (headers: Headers | undefined, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/review`, headers, payload: payload as never });
const read = (headers: Headers | undefined, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/review`, headers });
const listingReviews = (listingId: string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}/reviews`, headers });
const memberReviews = (userId: string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/members/${userId}/reviews`, headers });

describe('authorization matrix', () => {
  let w: World;
  let id: string;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    w = await bookingWorld(t);
    ({ id } = await completed(w, '2026-06-10', '2026-06-11'));
    stranger = await signedInUser(t);
    admin = await signedInUser(t, { role: 'admin' });
  });

  it.each(['GET', 'POST'] as const)(
    '%s /bookings/:id/review: anonymous 401; another member and an admin 404',
    async (method) => {
      const call = (headers?: Headers) =>
        method === 'GET' ? read(headers, id) : write(headers, id, { rating: 5, comment: 'Lovely.' });
      expect((await call()).statusCode).toBe(401);
      for (const who of [stranger, admin]) {
        const res = await call(who.headers);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Booking not found');
      }
      expect(await t.deps.db.select().from(reviews).where(eq(reviews.bookingId, id))).toEqual([]);
    },
  );

  it('the renter and the owner each write one review, about the other side', async () => {
    const renter = await write(w.renter.headers, id, { rating: 5, comment: '  A light bike, a kind owner.  ' });
    expect(renter.statusCode).toBe(201);
    expect(renter.json()).toMatchObject({
      side: 'renter',
      canWrite: false,
      refusal: REVIEW_MESSAGES.alreadyWritten,
      mine: { side: 'renter', rating: 5, comment: 'A light bike, a kind owner.', publishedAt: null },
      theirs: null,
      theirsWritten: false,
    });
    const owner = await write(w.owner.headers, id, { rating: 4, comment: 'Brought it back clean.' });
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toMatchObject({
      side: 'owner',
      mine: { rating: 4 },
      theirs: { side: 'renter', rating: 5, author: { firstname: 'Remy' } },
    });
    const rows = await t.deps.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(rows.map((r) => [r.side, r.authorId, r.subjectId]).sort()).toEqual([
      ['owner', w.owner.user.id, w.renter.user.id],
      ['renter', w.renter.user.id, w.owner.user.id],
    ]);
  });

  it("the pending list is one's own: anonymous 401, a stranger has none", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/reviews/pending' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/reviews/pending', headers: stranger.headers })).json(),
    ).toEqual({ pending: [] });
  });

  it('lists are public (anonymous, stranger and admin see the same published reviews); unknown ids are 404', async () => {
    const bodies = await Promise.all(
      [undefined, stranger.headers, admin.headers].map(async (h) => (await listingReviews(w.listing.id, h)).json()),
    );
    expect(bodies[0]).toMatchObject({ average: 5, count: 1 });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await listingReviews(crypto.randomUUID())).statusCode).toBe(404);
    expect((await memberReviews(crypto.randomUUID())).statusCode).toBe(404);
    expect((await listingReviews('nope')).statusCode).toBe(422);
  });
});

describe('rules and their messages', () => {
  let w: World;
  let id: string;
  beforeAll(async () => {
    w = await bookingWorld(t);
    ({ id } = await completed(w, '2026-06-10', '2026-06-11'));
  });

  it.each([
    [{ rating: 0, comment: 'ok' }, { rating: [REVIEW_MESSAGES.rating] }],
    [{ rating: 6, comment: 'ok' }, { rating: [REVIEW_MESSAGES.rating] }],
    [{ rating: 4.5, comment: 'ok' }, { rating: [REVIEW_MESSAGES.rating] }],
    [{ rating: '5', comment: 'ok' }, { rating: [REVIEW_MESSAGES.rating] }],
    [{ comment: 'ok' }, { rating: [REVIEW_MESSAGES.rating] }],
    [{ rating: 5, comment: '   ' }, { comment: [REVIEW_MESSAGES.textRequired] }],
    [{ rating: 5 }, { comment: [REVIEW_MESSAGES.textRequired] }],
    [{ rating: 5, comment: 'x'.repeat(2001) }, { comment: [REVIEW_MESSAGES.textTooLong] }],
  ])('422 for %j', async (payload, fields) => {
    const res = await write(w.renter.headers, id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('accepts exactly 2000 characters', async () => {
    const other = await bookingWorld(t);
    const b = await completed(other, '2026-06-10', '2026-06-11');
    expect((await write(other.renter.headers, b.id, { rating: 1, comment: 'y'.repeat(2000) })).statusCode).toBe(201);
  });

  it(`409 '${REVIEW_MESSAGES.notCompleted}' before completion`, async () => {
    t.clock.set(START);
    const other = await bookingWorld(t);
    const paid = await paidBooking(t, other, '2026-06-20', '2026-06-21');
    const pending = await requested(t, other.renter.headers, other.listing.id, '2026-07-20', '2026-07-21');
    for (const [headers, bookingId] of [
      [other.renter.headers, paid],
      [other.owner.headers, paid],
      [other.renter.headers, pending.id],
    ] as const) {
      const res = await write(headers, bookingId, { rating: 5, comment: 'Too early.' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(REVIEW_MESSAGES.notCompleted);
    }
    expect((await read(other.renter.headers, paid)).json()).toMatchObject({
      canWrite: false,
      refusal: REVIEW_MESSAGES.notCompleted,
      deadline: null,
      mine: null,
    });
  });

  it(`409 '${REVIEW_MESSAGES.alreadyWritten}' the second time`, async () => {
    expect((await write(w.owner.headers, id, { rating: 5, comment: 'Great renter.' })).statusCode).toBe(201);
    const again = await write(w.owner.headers, id, { rating: 1, comment: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.alreadyWritten);
    expect((await t.deps.db.select().from(reviews).where(eq(reviews.bookingId, id))).map((r) => r.rating)).toEqual([5]);
  });

  it(`409 '${REVIEW_MESSAGES.windowClosed}' 14 days after completion, not 1 ms before`, async () => {
    const other = await bookingWorld(t);
    const b = await completed(other, '2026-06-10', '2026-06-11');
    t.clock.set(new Date(b.completedAt.getTime() + 14 * DAY - 1));
    expect((await write(other.renter.headers, b.id, { rating: 3, comment: 'Just in time.' })).statusCode).toBe(201);
    t.clock.set(new Date(b.completedAt.getTime() + 14 * DAY));
    const late = await write(other.owner.headers, b.id, { rating: 3, comment: 'Too late.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REVIEW_MESSAGES.windowClosed);
  });
});

describe('double blind', () => {
  it('a review is invisible to the other side and the public until the other side writes, then both appear', async () => {
    const w = await bookingWorld(t);
    const { id, completedAt } = await completed(w, '2026-06-10', '2026-06-11');
    const secret = 'The saddle was a bit hard but the bike rode beautifully.';
    await write(w.renter.headers, id, { rating: 4, comment: secret });

    const ownerView = await read(w.owner.headers, id);
    expect(ownerView.json()).toMatchObject({
      side: 'owner',
      canWrite: true,
      refusal: null,
      mine: null,
      theirs: null,
      theirsWritten: true,
      deadline: new Date(completedAt.getTime() + 14 * DAY).toISOString(),
    });
    for (const res of [
      ownerView,
      await listingReviews(w.listing.id),
      await listingReviews(w.listing.id, w.owner.headers),
      await memberReviews(w.owner.user.id),
      await memberReviews(w.owner.user.id, w.owner.headers),
    ]) {
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('"rating":4');
    }
    expect((await listingReviews(w.listing.id)).json()).toEqual({ average: null, count: 0, reviews: [] });
    // Its author sees it, waiting.
    expect((await read(w.renter.headers, id)).json()).toMatchObject({
      mine: { comment: secret, publishedAt: null },
      theirs: null,
      theirsWritten: false,
    });

    t.clock.advance(2 * DAY);
    const publishedAt = t.clock.now().toISOString();
    await write(w.owner.headers, id, { rating: 5, comment: 'Careful and on time.' });
    const onListing = (await listingReviews(w.listing.id)).json();
    expect(onListing).toEqual({
      average: 4,
      count: 1,
      reviews: [
        {
          id: expect.any(String),
          side: 'renter',
          rating: 4,
          comment: secret,
          author: { id: w.renter.user.id, firstname: 'Remy' },
          listing: { id: w.listing.id, title: 'Gazelle Ultimate C380' },
          publishedAt,
        },
      ],
    });
    // The owner's review is about the renter: on the renter's member page, not on the listing.
    expect((await memberReviews(w.renter.user.id)).json()).toMatchObject({
      average: 5,
      count: 1,
      reviews: [{ side: 'owner', comment: 'Careful and on time.', author: { firstname: 'Olive' } }],
    });
    expect((await memberReviews(w.owner.user.id)).json()).toMatchObject({
      average: 4,
      count: 1,
      reviews: [{ side: 'renter', comment: secret }],
    });
    expect((await read(w.renter.headers, id)).json()).toMatchObject({
      mine: { publishedAt },
      theirs: { comment: 'Careful and on time.', publishedAt },
      theirsWritten: true,
    });
  });

  it('both sides writing at the same moment: the booking lock orders them and both are published', async () => {
    const w = await bookingWorld(t);
    const { id } = await completed(w, '2026-06-10', '2026-06-11');
    const [a, b] = await Promise.all([
      write(w.renter.headers, id, { rating: 5, comment: 'At the same time (renter).' }),
      write(w.owner.headers, id, { rating: 5, comment: 'At the same time (owner).' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.deps.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.publishedAt !== null)).toBe(true);
    expect((await listingReviews(w.listing.id)).json().count).toBe(1);
  });

  it('a lone review is published by the job when the 14-day window closes, dated at the deadline', async () => {
    const w = await bookingWorld(t);
    const { id, completedAt } = await completed(w, '2026-06-10', '2026-06-11');
    await write(w.owner.headers, id, { rating: 2, comment: 'Returned late.' });
    const deadline = new Date(completedAt.getTime() + 14 * DAY);
    expect((await runDueJobs(t.deps, new Date(deadline.getTime() - 1))).reviewsPublished).toBe(0);
    expect((await memberReviews(w.renter.user.id)).json().count).toBe(0);
    expect((await runDueJobs(t.deps, new Date(deadline.getTime() + DAY))).reviewsPublished).toBeGreaterThanOrEqual(1);
    expect((await runDueJobs(t.deps, new Date(deadline.getTime() + 2 * DAY))).reviewsPublished).toBe(0);
    const list = (await memberReviews(w.renter.user.id)).json();
    expect(list).toMatchObject({
      average: 2,
      count: 1,
      reviews: [{ comment: 'Returned late.', publishedAt: deadline.toISOString() }],
    });
    t.clock.set(new Date(deadline.getTime() + DAY));
    expect((await read(w.renter.headers, id)).json()).toMatchObject({
      canWrite: false,
      refusal: REVIEW_MESSAGES.windowClosed,
      theirs: { comment: 'Returned late.' },
    });
  });

  it('lists the rentals still to review, on both sides, until written', async () => {
    const w = await bookingWorld(t);
    const { id, completedAt } = await completed(w, '2026-06-10', '2026-06-11');
    const pending = (h: Headers) =>
      t.app.inject({ method: 'GET', url: '/api/v1/me/reviews/pending', headers: h }).then((r) => r.json().pending);
    expect(await pending(w.renter.headers)).toEqual([
      {
        bookingId: id,
        side: 'renter',
        listing: { id: w.listing.id, title: 'Gazelle Ultimate C380' },
        otherFirstname: 'Olive',
        startDate: '2026-06-10',
        endDate: '2026-06-11',
        deadline: new Date(completedAt.getTime() + 14 * DAY).toISOString(),
      },
    ]);
    expect(await pending(w.owner.headers)).toMatchObject([{ bookingId: id, side: 'owner', otherFirstname: 'Remy' }]);
    await write(w.renter.headers, id, { rating: 5, comment: 'Great.' });
    expect(await pending(w.renter.headers)).toEqual([]);
    expect(await pending(w.owner.headers)).toHaveLength(1);
    t.clock.set(new Date(completedAt.getTime() + 14 * DAY));
    expect(await pending(w.owner.headers)).toEqual([]);
  });
});

describe('the average', () => {
  it('is over every published review of the listing, to one decimal; the member page counts both sides', async () => {
    const w = await bookingWorld(t);
    const ratings = [5, 4, 4];
    const weeks = ['2026-06-10', '2026-06-17', '2026-06-24'];
    for (const [i, rating] of ratings.entries()) {
      const start = weeks[i]!;
      const end = start.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0'));
      const { id } = await completed(w, start, end);
      await write(w.renter.headers, id, { rating, comment: `Rental ${i + 1}.` });
      await write(w.owner.headers, id, { rating: 3, comment: `Renter ${i + 1}.` });
    }
    const listing = (await listingReviews(w.listing.id)).json();
    expect(listing).toMatchObject({ average: 4.3, count: 3 });
    expect(listing.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Rental 3.', 'Rental 2.', 'Rental 1.']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/reviews?limit=1&offset=1` })).json(),
    ).toMatchObject({ average: 4.3, count: 3, reviews: [{ comment: 'Rental 2.' }] });
    expect((await memberReviews(w.owner.user.id)).json()).toMatchObject({ average: 4.3, count: 3 });
    expect((await memberReviews(w.renter.user.id)).json()).toMatchObject({ average: 3, count: 3 });
  });

  it("SQL totals round like the domain's averageRating", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 500 }), (ratings) => {
        const sum = ratings.reduce((s, r) => s + r, 0);
        expect(averageFromTotals(sum, ratings.length)).toBe(averageRating(ratings).average);
      }),
    );
  });
});
