import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n/use-locale';
import { withReturnTo } from '../../../routing/return-link';

/** Above step 1 for a visitor: no account needed to start. */
export function VisitorStartNote() {
  const { t } = useTranslation();
  return <Alert>{t('listings.wizard.visitor.start')}</Alert>;
}

/** After a visitor's "Next": sign up or log in to save; both come back to /listing/create, where the kept step is saved. */
export function VisitorSavePrompt() {
  const { t } = useTranslation();
  const { lp } = useLocale();
  const back = lp('/listing/create');
  return (
    <div className="px-5 pb-6 sm:px-6" data-testid="visitor-save-prompt">
      <div
        className="rounded-2xl border border-primary-200 bg-primary-50/70 p-5 dark:border-primary-900/60 dark:bg-primary-950/40"
        role="status"
      >
        <h2 className="font-semibold text-neutral-900 dark:text-white">{t('listings.wizard.visitor.title')}</h2>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('listings.wizard.visitor.text')}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <LocaleLink to={withReturnTo('/auth/register', back)}>
              <UserPlus className="size-4 shrink-0" aria-hidden="true" />
              {t('listings.wizard.visitor.register')}
            </LocaleLink>
          </Button>
          <Button asChild variant="outline">
            <LocaleLink to={withReturnTo('/auth/login', back)}>
              <LogIn className="size-4 shrink-0" aria-hidden="true" />
              {t('listings.wizard.visitor.login')}
            </LocaleLink>
          </Button>
        </div>
      </div>
    </div>
  );
}
