import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { useReturnTo, withReturnTo } from '../../routing/return-link';
import { useRootData } from '../../context/use-root-data';

/** "Check your inbox": after sign-up and forgot-password. */
export function CheckInbox({ title, children, email }: { title: string; children: ReactNode; email?: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  const returnTo = useReturnTo();
  return (
    <div
      className="rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
      role="status"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-neutral-900 dark:text-white">{title}</h2>
      {email && <p className="mt-2 font-medium break-all text-neutral-900 dark:text-neutral-100">{email}</p>}
      <div className="mt-3 text-sm leading-6 text-neutral-600 dark:text-neutral-400">{children}</div>
      <div className="mt-6 flex flex-col gap-2">
        <Button asChild size="lg">
          <LocaleLink to={withReturnTo('/auth/login', returnTo)}>{t('auth.go-to-login')}</LocaleLink>
        </Button>
        {root?.isDev && (
          <Button asChild variant="ghost" size="sm">
            <LocaleLink to="/dev/mailbox">{t('dev.open-mailbox')}</LocaleLink>
          </Button>
        )}
      </div>
    </div>
  );
}
