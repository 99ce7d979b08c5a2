import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AuthShell } from '../../features/auth/auth-shell';
import { ResetForm } from '../../features/auth/reset-form';
import type { Route } from './+types/auth-reset';

export default function ResetRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetForm token={params.token} />
    </AuthShell>
  );
}
