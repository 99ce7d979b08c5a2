import type { PayoutDto } from '@biclou/contracts/payouts';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Badge, type BadgeColor } from '../../components/ui/badge';

const LOOK: Record<PayoutDto['status'], { color: BadgeColor; Icon: typeof Clock }> = {
  pending: { color: 'warning', Icon: Clock },
  processed: { color: 'success', Icon: CircleCheck },
  failed: { color: 'error', Icon: CircleX },
};

export function PayoutStatusBadge({ status }: { status: PayoutDto['status'] }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[status];
  return (
    <Badge color={color} data-testid="payout-status" data-status={status}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`payouts.status.${status}`)}
    </Badge>
  );
}
