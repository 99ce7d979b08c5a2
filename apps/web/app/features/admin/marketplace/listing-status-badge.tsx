import type { ListingStatus } from '@biclou/domain/listing-status';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';

const COLOR: Record<ListingStatus, BadgeColor> = {
  draft: 'neutral',
  live: 'success',
  paused: 'warning',
  suspended: 'error',
  deleted: 'neutral',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return <Badge color={COLOR[status]}>{t(`admin-market.status.${status}`)}</Badge>;
}
