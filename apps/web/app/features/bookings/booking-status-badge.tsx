import type { BookingStatus } from '@biclou/domain/booking-status';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Badge, type BadgeColor } from '../../components/ui/badge';

const COLORS: Record<BookingStatus, BadgeColor> = {
  requested: 'info',
  accepted: 'warning',
  rejected: 'neutral',
  expired: 'neutral',
  canceled: 'error',
  paid: 'success',
  ongoing: 'primary',
  completed: 'success',
  disputed: 'error',
  resolved: 'neutral',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} data-status={status} data-testid="booking-status">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`bookings.status.${status}`)}
    </Badge>
  );
}
