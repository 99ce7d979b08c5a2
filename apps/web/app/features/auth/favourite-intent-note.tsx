import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useReturnTo } from '../../routing/return-link';

/**
 * A visitor sent here by a bike's heart: the return link carries `favourite=<id>`, which the page
 * honours once they are back signed in; this line says why they are asked to log in.
 */
export function FavouriteIntentNote() {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  if (!returnTo || !/[?&]favourite=/.test(returnTo)) return null;
  return (
    <p
      className="rounded-xl bg-rose-50 px-3.5 py-3 text-sm text-rose-900 dark:bg-rose-950/60 dark:text-rose-100"
      data-testid="favourite-intent"
    >
      {t('favourites.login-hint')}
    </p>
  );
}
