import { BadgeCheck, Leaf, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CityBikeIllustration } from '../../components/brand/illustrations';

/** Auth pages: the form on the left, a calm brand panel on the right (wide screens). */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const perks = [
    { icon: ShieldCheck, text: t('auth.perks.insured') },
    { icon: BadgeCheck, text: t('auth.perks.verified') },
    { icon: Leaf, text: t('auth.perks.local') },
  ];
  return (
    <div className="mx-auto grid w-full max-w-(--container-site) gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
      <div className="mx-auto w-full max-w-md lg:py-6">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-2 text-neutral-600 dark:text-neutral-400">{subtitle}</p>}
        <div className="mt-8">{children}</div>
      </div>
      <aside
        className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-primary-600 via-primary-700 to-primary-900 p-10 text-white lg:flex lg:flex-col lg:justify-between"
        aria-label={t('auth.perks.title')}
      >
        <div aria-hidden="true" className="absolute -top-20 -right-20 size-80 rounded-full bg-white/10 blur-2xl" />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-10 size-72 rounded-full bg-primary-300/20 blur-2xl"
        />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{t('auth.perks.eyebrow')}</p>
          <p className="mt-3 max-w-sm text-3xl leading-tight font-bold">{t('auth.perks.title')}</p>
        </div>
        <CityBikeIllustration className="relative my-8 w-full max-w-md self-center drop-shadow-2xl" />
        <ul className="relative space-y-3">
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-primary-50">
              <span className="grid size-8 place-items-center rounded-lg bg-white/15">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
