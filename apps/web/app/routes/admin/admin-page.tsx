import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { ComingSoon } from '../../features/coming-soon/coming-soon';
import { ADMIN_NAV } from '../../features/admin/admin-nav';
import { useRouteMeta } from '../../routing/route-meta';
import { ShieldCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { stripLocale } from '../../lib/i18n/locales';

/** Admin pages: guarded by role-admin in the route table; their tools come with later features. */
export default function AdminPage() {
  const { t } = useTranslation();
  const def = useRouteMeta();
  const { pathname } = useLocation();
  const path = stripLocale(pathname);
  const icon = ADMIN_NAV.flatMap((g) => g.items).find((i) => i.to === path)?.icon ?? ShieldCheck;
  return (
    <ComingSoon
      variant="panel"
      title={t(`titles.${def?.id ?? 'admin'}`)}
      description={t('coming-soon.admin')}
      icon={icon}
    />
  );
}
