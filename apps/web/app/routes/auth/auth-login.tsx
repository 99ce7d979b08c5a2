import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AuthShell } from '../../features/auth/auth-shell';
import { LoginForm } from '../../features/auth/login-form';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm />
    </AuthShell>
  );
}
