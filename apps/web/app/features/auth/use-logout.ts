import * as endpoints from '@biclou/contracts/endpoints';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { useApi } from '../../context/api-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';

/** Spec §4: on 200 the user is emptied, the visitor goes to /, and a sun-moon toast says see you soon. */
export function useLogout() {
  const api = useApi();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const { lp } = useLocale();
  return useCallback(async () => {
    const res = await api.call(endpoints.logout);
    if (res.status !== 200) return;
    setUser(null);
    await navigate(lp('/'));
    toast.show({ title: t('auth.see-you-soon'), icon: 'sun-moon', color: 'primary' });
  }, [api, setUser, navigate, lp, toast, t]);
}
