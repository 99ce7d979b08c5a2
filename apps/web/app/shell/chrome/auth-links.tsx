import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';

/** The header's log in / sign up for visitors, where a member has the account menu. */
export function AuthLinks() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1.5">
      <Button asChild variant="ghost" size="sm">
        <LocaleLink to="/auth/login">{t('nav.login')}</LocaleLink>
      </Button>
      <Button asChild size="sm">
        <LocaleLink to="/auth/register">{t('nav.register')}</LocaleLink>
      </Button>
    </div>
  );
}
