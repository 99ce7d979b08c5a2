import * as endpoints from '@biclou/contracts/endpoints';
import { MemberProfile } from '../features/members/member-profile';
import { MemberReviews } from '../features/reviews/member-reviews-deferred';
import { serverCall } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/member';

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  assertRouteParams(args);
  const id = params.userId;
  const [res, listings, reviews] = await Promise.all([
    serverCall(context.api, endpoints.getMember, { params: { memberId: id } }),
    serverCall(context.api, endpoints.listMemberListings, { params: { memberId: id } }),
    serverCall(context.api, endpoints.listMemberReviews, { params: { memberId: id } }),
  ]);
  if (!res.data) throw pageNotFound();
  // The page is titled with the member's first name: "Léa - Biclou".
  return {
    member: res.data,
    listings: listings.data?.listings ?? [],
    reviews: reviews.data ?? { average: null, count: 0, reviews: [] },
    head: { title: res.data.firstname },
  };
}

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MemberProfile
      member={loaderData.member}
      listings={loaderData.listings}
      reviews={<MemberReviews data={loaderData.reviews} firstname={loaderData.member.firstname} />}
    />
  );
}
