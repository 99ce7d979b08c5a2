import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicReview, ReviewListResponse } from '@biclou/contracts/reviews';
import type { DbOrTx } from '@biclou/db/client';
import { bookings, listings, reviews, users } from '@biclou/db/schema';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { runDueJobs } from '../run-due-jobs';
import { bookingWorld, paidBooking } from '../../test/booking-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { countQueries } from '../../test/query-counter';
import { findActiveOwner, findListing } from '../listings';
import { findPublicMember } from '../members';
import { averageFromTotals } from './review-repository';

/**
 * GET /listings/:id/reviews and /members/:id/reviews read everything in one query
 * (listingReviewList, memberReviewList). Their bodies must be the very bytes the former assembly
 * (the gate's queries, then the totals and the page: kept here only) gave.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

const title = sql<string>`trim(concat_ws(' ', ${listings.brand}, ${listings.model}))`;

/** The former publishedReviews: totals, then the page, two queries. */
async function oldPublishedReviews(
  tx: DbOrTx,
  where: { listingId: string } | { subjectId: string },
  page: { limit: number; offset: number },
): Promise<ReviewListResponse> {
  const filter = and(
    isNotNull(reviews.publishedAt),
    isNull(reviews.hiddenAt),
    'listingId' in where
      ? and(eq(reviews.listingId, where.listingId), eq(reviews.side, 'renter'))
      : eq(reviews.subjectId, where.subjectId),
  );
  const [totals] = await tx
    .select({ sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(filter);
  const rows = await tx
    .select({
      id: reviews.id,
      side: reviews.side,
      rating: reviews.rating,
      comment: reviews.comment,
      publishedAt: reviews.publishedAt,
      authorId: users.id,
      authorFirstname: users.firstname,
      listingId: listings.id,
      listingTitle: title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(filter)
    .orderBy(desc(reviews.publishedAt), desc(reviews.createdAt), reviews.id)
    .limit(page.limit)
    .offset(page.offset);
  const count = Number(totals?.count ?? 0);
  return {
    average: averageFromTotals(Number(totals?.sum ?? 0), count),
    count,
    reviews: rows.map((r): PublicReview => ({
      id: r.id,
      side: r.side,
      rating: r.rating,
      comment: r.comment,
      author: { id: r.authorId, firstname: r.authorFirstname },
      listing: { id: r.listingId, title: r.listingTitle },
      publishedAt: r.publishedAt!.toISOString(),
    })),
  };
}

/** The former GET /listings/:id/reviews (null: its 404). */
async function oldListingReviews(viewerId: string | null, listingId: string, page: { limit: number; offset: number }) {
  const db = t.deps.db;
  const listing = await findListing(db, listingId);
  if (!listing) return null;
  if (
    listing.ownerId !== viewerId &&
    (!isPubliclyVisible(listing.status) || !(await findActiveOwner(db, listing.ownerId)))
  )
    return null;
  return oldPublishedReviews(db, { listingId }, page);
}

/** The former GET /members/:id/reviews (null: its 404). */
async function oldMemberReviews(userId: string, page: { limit: number; offset: number }) {
  const db = t.deps.db;
  if (!(await findPublicMember(db, userId))) return null;
  return oldPublishedReviews(db, { subjectId: userId }, page);
}

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t);
  stranger = await signedInUser(t);
  const weeks = ['2026-06-10', '2026-06-17', '2026-06-24'];
  t.clock.set(new Date('2026-06-01T10:00:00Z'));
  for (const [i, start] of weeks.entries()) {
    const end = start.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0'));
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const id = await paidBooking(t, w, start, end);
    await runDueJobs(t.deps, new Date(`${end}T22:00:00Z`));
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
    // Sub-millisecond timestamps would be cut the same way on both paths; whole ones here.
    t.clock.set(new Date(row!.completedAt!.getTime() + 3_600_000 + 7));
    for (const [who, rating] of [
      [w.renter, 5 - i],
      [w.owner, 3 + (i % 2)],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${id}/review`,
        headers: who.headers,
        payload: { rating, comment: `Review ${i + 1} by ${who === w.renter ? 'renter' : 'owner'} — "quoted" é` },
      });
      expect(res.statusCode).toBe(201);
    }
  }
  // A moderated review leaves both lists.
  const [first] = await t.deps.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.listingId, w.listing.id), eq(reviews.side, 'renter')))
    .limit(1);
  await t.deps.db.update(reviews).set({ hiddenAt: new Date(), hiddenReason: 'test' }).where(eq(reviews.id, first!.id));
});
afterAll(() => t.close());

const pages = [
  { limit: 20, offset: 0 },
  { limit: 1, offset: 0 },
  { limit: 1, offset: 1 },
  { limit: 2, offset: 1 },
  { limit: 5, offset: 10 },
];

describe('the review lists in one query', () => {
  it('listing reviews: the same bytes as before, for a visitor, a stranger and the owner, page by page', async () => {
    const seen = (await get(`/api/v1/listings/${w.listing.id}/reviews`)).json() as ReviewListResponse;
    expect(seen.count).toBe(2);
    for (const page of pages)
      for (const viewer of [null, stranger, w.owner]) {
        const res = await get(
          `/api/v1/listings/${w.listing.id}/reviews?limit=${page.limit}&offset=${page.offset}`,
          viewer?.headers,
        );
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(await oldListingReviews(viewer?.user.id ?? null, w.listing.id, page)));
      }
  });

  it('member reviews: the same bytes as before for both sides; 404 where the former gave none', async () => {
    for (const member of [w.owner, w.renter, stranger])
      for (const page of pages) {
        const res = await get(`/api/v1/members/${member.user.id}/reviews?limit=${page.limit}&offset=${page.offset}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(await oldMemberReviews(member.user.id, page)));
      }
    expect((await get(`/api/v1/members/${crypto.randomUUID()}/reviews`)).statusCode).toBe(404);
    expect(await oldMemberReviews(crypto.randomUUID(), pages[0]!)).toBeNull();
  });

  it('the gate is unchanged: a paused listing is 404 to others and listed to its owner; a banned owner hides both lists', async () => {
    await t.deps.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, w.listing.id));
    try {
      for (const viewer of [null, stranger]) {
        expect((await get(`/api/v1/listings/${w.listing.id}/reviews`, viewer?.headers)).statusCode).toBe(404);
        expect(await oldListingReviews(viewer?.user.id ?? null, w.listing.id, pages[0]!)).toBeNull();
      }
      const own = await get(`/api/v1/listings/${w.listing.id}/reviews`, w.owner.headers);
      expect(own.body).toBe(JSON.stringify(await oldListingReviews(w.owner.user.id, w.listing.id, pages[0]!)));
    } finally {
      await t.deps.db.update(listings).set({ status: 'live' }).where(eq(listings.id, w.listing.id));
    }
    await t.deps.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, w.owner.user.id));
    try {
      expect((await get(`/api/v1/listings/${w.listing.id}/reviews`)).statusCode).toBe(404);
      expect(await oldListingReviews(null, w.listing.id, pages[0]!)).toBeNull();
      expect((await get(`/api/v1/members/${w.owner.user.id}/reviews`)).statusCode).toBe(404);
      expect(await oldMemberReviews(w.owner.user.id, pages[0]!)).toBeNull();
    } finally {
      await t.deps.db.update(users).set({ bannedAt: null }).where(eq(users.id, w.owner.user.id));
    }
    expect((await get(`/api/v1/listings/${crypto.randomUUID()}/reviews`)).statusCode).toBe(404);
  });

  it('queries per request: one for a visitor (four and three before), the session’s own besides when signed in', async () => {
    const counter = countQueries(t);
    try {
      for (const url of [`/api/v1/listings/${w.listing.id}/reviews`, `/api/v1/members/${w.owner.user.id}/reviews`]) {
        const anonymous = await counter.during(() => get(url));
        expect(anonymous.result.statusCode).toBe(200);
        expect(anonymous.queries).toBe(1);
        const signedIn = await counter.during(() => get(url, stranger.headers));
        expect(signedIn.result.statusCode).toBe(200);
        // The session's lookup, then the list.
        expect(signedIn.queries).toBe(2);
      }
    } finally {
      counter.stop();
    }
  });
});
