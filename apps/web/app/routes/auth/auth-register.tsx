import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AuthShell } from '../../features/auth/auth-shell';
import { CheckInbox } from '../../features/auth/check-inbox';
import { RegisterForm } from '../../features/auth/register-form';

export default function RegisterRoute() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {sentTo ? (
        <CheckInbox title={t('auth.register.check-inbox-title')} email={sentTo}>
          {t('auth.register.check-inbox-text')}
        </CheckInbox>
      ) : (
        <RegisterForm onRegistered={setSentTo} />
      )}
    </AuthShell>
  );
}
