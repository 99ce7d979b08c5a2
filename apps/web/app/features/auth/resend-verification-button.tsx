import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { useApi } from '../../shell/api-context';
import { useToast } from '../../shell/toasts/toast-context';

/** POST /auth/verify/resend for the signed-in user; the new link comes back to `returnTo` (a page of this site) when given. */
export function ResendVerificationButton({
  icon,
  variant = 'outline',
  returnTo,
}: {
  icon?: ReactNode;
  variant?: 'outline' | 'primary';
  returnTo?: string | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resend = async () => {
    setState('sending');
    const res = await api.call(endpoints.resendVerification, { body: returnTo ? { redirect: returnTo } : undefined });
    setState(res.ok ? 'sent' : 'idle');
    if (res.ok) toast.success(t('auth.verify.resent'));
  };
  return (
    <Button size="lg" variant={variant} loading={state === 'sending'} disabled={state === 'sent'} onClick={resend}>
      {icon}
      {state === 'sent' ? t('auth.verify.resent-short') : t('auth.verify.resend')}
    </Button>
  );
}
