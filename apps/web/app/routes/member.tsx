import type { PublicMember } from '@biclou/contracts/members';
import { MemberProfile } from '../features/members/member-profile';
import { serverRequest } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/member';

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  assertRouteParams(args);
  const res = await serverRequest<PublicMember>(context.api, 'GET', `/members/${encodeURIComponent(params.userId)}`);
  if (!res.data) throw pageNotFound();
  return { member: res.data };
}

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return <MemberProfile member={loaderData.member} />;
}
