import * as endpoints from '@biclou/contracts/endpoints';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApi } from '../../context/api-context';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useReturnTo, withReturnTo } from '../../routing/return-link';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';
import { ResendVerificationButton } from '../../components/resend-verification-button';

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/**
 * Confirms the email from the browser, not in a loader: link-preview crawlers fetch links
 * without running scripts, so they cannot spend a single-use link.
 */
export function VerifyEmail({ verifyUrl }: { verifyUrl: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { user, setUser } = useSession();
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const started = useRef(false);
  // The page the member signed up on the way to (a bike's request page), carried by the email link.
  const returnTo = useReturnTo();
  const loginTo = withReturnTo('/auth/login', returnTo);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void api.call(endpoints.verifyEmail, { body: { verifyUrl }, quiet: true }).then((res) => {
      if (res.ok) {
        setState({ kind: 'verified' });
        if (user) setUser(res.data.user);
      } else {
        setState({ kind: 'failed', message: translateServerMessage(i18n, res.error.message) });
      }
    });
    // Once per page: the link is single-use.
  }, []);

  return (
    <div
      className="rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
      aria-live="polite"
    >
      {state.kind === 'verifying' && (
        <>
          <Spinner className="mx-auto size-10 text-primary-600" />
          <p className="mt-5 font-medium text-neutral-700 dark:text-neutral-300">{t('auth.verify.verifying')}</p>
        </>
      )}
      {state.kind === 'verified' && (
        <>
          <CircleCheck className="mx-auto size-14 text-primary-600 dark:text-primary-400" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold text-neutral-900 dark:text-white">
            {t('auth.verify.success-title')}
          </h2>
          <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t('auth.verify.success-text')}</p>
          <Button asChild size="lg" className="mt-6 w-full">
            {user && returnTo ? (
              <Link to={returnTo}>{t('auth.verify.continue')}</Link>
            ) : (
              <LocaleLink to={user ? '/account' : loginTo}>
                {user ? t('auth.verify.continue') : t('auth.go-to-login')}
              </LocaleLink>
            )}
          </Button>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <CircleX className="mx-auto size-14 text-red-500" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold text-neutral-900 dark:text-white">
            {t('auth.verify.failed-title')}
          </h2>
          <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400" role="alert">
            {state.message}
          </p>
          <div className="mt-6 flex flex-col gap-2">
            {user ? (
              <ResendVerificationButton api={api} toast={toast} variant="primary" returnTo={returnTo} />
            ) : (
              <Button asChild size="lg">
                <LocaleLink to={loginTo}>{t('auth.go-to-login')}</LocaleLink>
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
