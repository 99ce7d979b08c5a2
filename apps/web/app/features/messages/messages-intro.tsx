import { BellRing, LogIn, MessagesSquare, ShieldCheck, UserPlus } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n/use-locale';
import { withReturnTo } from '../../routing/return-link';

const POINTS = [
  { key: 'one-per-bike', Icon: MessagesSquare },
  { key: 'arrange', Icon: BellRing },
  { key: 'private', Icon: ShieldCheck },
] as const;

/** /messages for a visitor (spec §2 lists it as public): what messaging is, and a way in. */
export function MessagesIntro() {
  const { t } = useTranslation();
  const { lp } = useLocale();
  const back = lp('/messages');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-20" data-testid="messages-intro">
      <div className="rounded-3xl border border-neutral-200 bg-white px-6 py-12 text-center sm:px-12 dark:border-neutral-800 dark:bg-neutral-900">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-lg shadow-primary-700/25">
          <MessagesSquare className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
          {t('titles.messages')}
        </h1>
        <p className="mx-auto mt-3 max-w-lg text-lg text-neutral-600 dark:text-neutral-400">
          {t('messages.intro.lead')}
        </p>
        <ul className="mx-auto mt-8 max-w-lg space-y-4 text-left">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="pt-1.5 text-sm text-neutral-700 dark:text-neutral-300">
                {t(`messages.intro.${key}`)}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <LocaleLink to={withReturnTo('/auth/login', back)}>
              <LogIn className="size-4 shrink-0" aria-hidden="true" />
              {t('messages.intro.login')}
            </LocaleLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <LocaleLink to={withReturnTo('/auth/register', back)}>
              <UserPlus className="size-4 shrink-0" aria-hidden="true" />
              {t('messages.intro.register')}
            </LocaleLink>
          </Button>
        </div>
      </div>
    </div>
  );
}
