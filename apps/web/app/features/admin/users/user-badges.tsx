import type { AdminUserRow } from '@biclou/contracts/admin-users';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Badge } from '../../../components/ui/badge';

/** The account's state at a glance: admin, pro, suspended, anonymised, unverified. */
export function UserBadges({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      {user.deletedAt && <Badge color="neutral">{t('admin-users.badge.anonymised')}</Badge>}
      {user.suspendedAt && <Badge color="error">{t('admin-users.badge.suspended')}</Badge>}
      {user.role === 'admin' && <Badge color="info">{t('admin-users.badge.admin')}</Badge>}
      {user.isPro && <Badge color="primary">{t('admin-users.badge.pro')}</Badge>}
      {!user.emailVerifiedAt && !user.deletedAt && <Badge color="warning">{t('admin-users.badge.unverified')}</Badge>}
    </span>
  );
}
