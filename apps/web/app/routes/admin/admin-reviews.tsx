import * as endpoints from '@biclou/contracts/endpoints';
import { AdminPageHeader } from '../../components/admin';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { tableQuery } from '../../components/data-table';
import { REVIEW_FILTERS, ReviewsTable } from '../../features/admin/marketplace/reviews-table';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { pageUrl } from '../../lib/server-api';
import type { Route } from './+types/admin-reviews';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { sort: _sort, ...query } = tableQuery(pageUrl(request), REVIEW_FILTERS);
  return { page: await loadAdmin(context.api, endpoints.adminListReviews, { query }) };
}

/** /admin/reviews: moderation — hide a review with a reason, show it again. */
export default function AdminReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('titles.admin-reviews')} text={t('admin-market.reviews.intro')} />
      <ReviewsTable page={loaderData.page} />
    </>
  );
}
