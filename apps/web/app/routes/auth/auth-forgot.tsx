import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AuthShell } from '../../features/auth/auth-shell';
import { ForgotForm } from '../../features/auth/forgot-form';

export default function ForgotRoute() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotForm />
    </AuthShell>
  );
}
