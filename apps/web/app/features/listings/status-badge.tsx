import type { ListingStatus } from '@biclou/domain/listing-status';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Badge, type BadgeColor } from '../../components/ui/badge';

const COLORS: Record<ListingStatus, BadgeColor> = {
  draft: 'neutral',
  live: 'success',
  paused: 'warning',
  suspended: 'error',
  deleted: 'error',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} data-status={status}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`listings.status.${status}`)}
    </Badge>
  );
}
