import type { HostRecord } from '@biclou/contracts/members';
import { useTranslation } from '../lib/i18n/tiny-i18n';

/** "Canceled 1 of 12 bookings": the owner's cancellations out of the bookings renters paid for; "No bookings yet" before the first. */
export function HostRecordText({ record }: { record: HostRecord }) {
  const { t } = useTranslation();
  return (
    <span data-testid="host-record">
      {record.bookings
        ? t('member.host-record', { count: record.bookings, canceled: record.canceled })
        : t('member.host-record-none')}
    </span>
  );
}
