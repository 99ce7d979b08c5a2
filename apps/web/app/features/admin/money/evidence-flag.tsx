import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';

/** A dispute's small flag (admin): which handover reports are missing; nothing when both exist. */
export function EvidenceFlag({ evidence }: { evidence: { checkin: boolean; checkout: boolean } }) {
  const { t } = useTranslation();
  if (evidence.checkin && evidence.checkout) return null;
  const key = !evidence.checkin && !evidence.checkout ? 'none' : !evidence.checkin ? 'no-checkin' : 'no-checkout';
  return (
    <Badge color="warning" data-testid="evidence-flag">
      {t(`handover.evidence.${key}`)}
    </Badge>
  );
}
