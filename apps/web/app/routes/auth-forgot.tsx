import { useTranslation } from 'react-i18next';
import { AuthShell } from '../features/auth/auth-shell';
import { ForgotForm } from '../features/auth/forgot-form';

export default function ForgotRoute() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotForm />
    </AuthShell>
  );
}
