import type { MemberListingsResponseSchema } from '@biclou/contracts/listings';
import type { PublicMember } from '@biclou/contracts/members';
import type { ReviewListResponse } from '@biclou/contracts/reviews';
import type { z } from 'zod';
import { MemberProfile } from '../features/members/member-profile';
import { MemberReviews } from '../features/reviews/member-reviews';
import { serverRequest } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/member';

type MemberListings = z.infer<typeof MemberListingsResponseSchema>;

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  assertRouteParams(args);
  const id = encodeURIComponent(params.userId);
  const [res, listings, reviews] = await Promise.all([
    serverRequest<PublicMember>(context.api, 'GET', `/members/${id}`),
    serverRequest<MemberListings>(context.api, 'GET', `/members/${id}/listings`),
    serverRequest<ReviewListResponse>(context.api, 'GET', `/members/${id}/reviews`),
  ]);
  if (!res.data) throw pageNotFound();
  // The page is titled with the member's first name: "Léa - Biclou".
  return { member: res.data, listings: listings.data?.listings ?? [], reviews: reviews.data ?? { average: null, count: 0, reviews: [] }, head: { title: res.data.firstname } };
}

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return <MemberProfile member={loaderData.member} listings={loaderData.listings} reviews={<MemberReviews data={loaderData.reviews} firstname={loaderData.member.firstname} />} />;
}
