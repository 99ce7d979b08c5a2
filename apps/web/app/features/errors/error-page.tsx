import { ArrowLeft, LifeBuoy, LogIn, MailCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { BRAND } from '../../lib/constants';
import { useLocale } from '../../lib/i18n/use-locale';
import type { RouteErrorData } from '../../routing/route-errors';
import { useUser } from '../../context/session-context';
import { isReturnPath } from '@biclou/contracts/return-path';
import { ResendVerificationButton } from '../../components/resend-verification-button';
import { useApi } from '../../context/api-context';
import { useToast } from '../../context/toasts/toast-context';

interface ErrorPageProps {
  status: number;
  data?: Partial<RouteErrorData>;
  /** Only passed for status ≥ 500 in development (spec §2; never in production). */
  stack?: string;
  /** For status ≥ 500: the request's id (`x-request-id`), shown for the user to quote to support. */
  requestId?: string | null;
}

function headingKey(status: number, reason: RouteErrorData['reason'] | undefined): string {
  if (reason === 'verify-email') return 'errors.verify-email-title';
  if (reason === 'invalid-route') return 'errors.route-not-found';
  if (status === 404) return 'errors.page-not-found';
  if (status === 410) return 'errors.page-gone';
  if (status === 403) return 'errors.forbidden';
  if (status === 401) return 'errors.login-to-continue';
  return 'errors.something-went-wrong';
}

/** Full-page error: big status code, the message, a top bar with the logo, and "Go back" (spec §2). */
export function ErrorPage({ status, data, stack, requestId }: ErrorPageProps) {
  const { t } = useTranslation();
  const { lp } = useLocale();
  const navigate = useNavigate();
  const user = useUser();
  const location = useLocation();
  const reason = data?.reason;
  const loginTo = `/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  const heading = t(headingKey(status, reason));
  // The document title follows the error once in the browser.
  useEffect(() => {
    document.title = `${heading} - ${BRAND}`;
  }, [heading]);

  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 dark:bg-neutral-950">
      <header className="border-b border-neutral-200 bg-white/80 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/80">
        <div className="mx-auto flex h-16 max-w-(--container-site) items-center px-4 sm:px-6 lg:px-8">
          <a href={lp('/')} aria-label={t('nav.home')} className="rounded-lg">
            <Logo />
          </a>
        </div>
      </header>
      <main id="main" className="relative flex flex-1 items-center justify-center overflow-hidden px-4 py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-primary-100),transparent_60%)] opacity-70 dark:bg-[radial-gradient(ellipse_at_top,var(--color-primary-950),transparent_60%)]"
        />
        <div className="relative w-full max-w-xl text-center">
          {reason === 'verify-email' ? (
            <span
              className="mx-auto grid size-24 place-items-center rounded-3xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-xl shadow-primary-700/25"
              data-testid="error-status"
              data-status={status}
            >
              <MailCheck className="size-12" aria-hidden="true" />
            </span>
          ) : (
            <p
              className="bg-gradient-to-b from-primary-500 to-primary-800 bg-clip-text text-[7rem] leading-none font-black tracking-tighter text-transparent sm:text-[9rem] dark:from-primary-300 dark:to-primary-600"
              data-testid="error-status"
            >
              {status}
            </p>
          )}
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl dark:text-white">
            {heading}
          </h1>
          <p className="mx-auto mt-3 max-w-md text-neutral-600 dark:text-neutral-400">
            {t(
              `errors.explain-${reason === 'verify-email' ? 'verify-email' : status === 404 || status === 403 || status === 410 ? status : 'generic'}`,
            )}
          </p>
          {data?.path && (
            <p className="mt-4">
              <code className="rounded-lg bg-neutral-200/70 px-2.5 py-1 font-mono text-sm break-all text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
                {data.path}
              </code>
            </p>
          )}
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            <Button size="lg" onClick={() => navigate(lp('/'), { replace: true })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('errors.go-back')}
            </Button>
            {status === 403 && !user && reason !== 'verify-email' && (
              <Button asChild size="lg" variant="outline">
                <LocaleLink to={loginTo}>
                  <LogIn className="size-4" aria-hidden="true" />
                  {t('nav.login')}
                </LocaleLink>
              </Button>
            )}
            {reason === 'verify-email' && user && (
              <ResendHere returnTo={returnHere(location.pathname + location.search)} />
            )}
            {status === 404 && (
              <Button asChild size="lg" variant="outline">
                <LocaleLink to="/help">
                  <LifeBuoy className="size-4" aria-hidden="true" />
                  {t('nav.help')}
                </LocaleLink>
              </Button>
            )}
          </div>
          {status >= 500 && requestId && (
            <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400" data-testid="error-reference">
              {t('errors.reference', { id: requestId })}
            </p>
          )}
          {stack && (
            <pre
              className="mt-10 max-h-96 overflow-auto rounded-xl border border-red-200 bg-red-50 p-4 text-left font-mono text-xs leading-relaxed text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
              data-testid="error-stack"
            >
              {stack}
            </pre>
          )}
        </div>
      </main>
    </div>
  );
}

/** The resend button, with the shell's client and toasts read only when it shows (as before the move to components/). */
function ResendHere({ returnTo }: { returnTo: string | null }) {
  const api = useApi();
  const toast = useToast();
  return (
    <ResendVerificationButton
      api={api}
      toast={toast}
      icon={<MailCheck className="size-4" aria-hidden="true" />}
      returnTo={returnTo}
    />
  );
}

/** This page as the verification link's return link (a path of this site by construction; too long → none). */
function returnHere(path: string): string | null {
  return isReturnPath(path) ? path : null;
}
