import * as endpoints from '@biclou/contracts/endpoints/auth';
import { useState, type ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { Button } from './ui/button';

/**
 * POST /auth/verify/resend for the signed-in user; the new link comes back to `returnTo` (a page of this site) when given.
 * Shared by the verification page, the account page and the "verify your email" error page. Components do not reach
 * the shell: the caller passes `api={useApi()}` and `toast={useToast()}`.
 */
export function ResendVerificationButton({
  api,
  toast,
  icon,
  variant = 'outline',
  returnTo,
}: {
  api: ApiClient;
  toast: { success(title: string): unknown };
  icon?: ReactNode;
  variant?: 'outline' | 'primary';
  returnTo?: string | null;
}) {
  const { t } = useTranslation();
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
