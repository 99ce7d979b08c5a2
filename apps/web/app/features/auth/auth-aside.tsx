import { BadgeCheck, Leaf, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CityBikeIllustration } from '../../components/brand/illustrations';

/** The auth pages' brand panel (wide screens): an illustration and three perks. */
export function AuthAside() {
  const { t } = useTranslation();
  const perks = [
    { icon: ShieldCheck, text: t('auth.perks.insured') },
    { icon: BadgeCheck, text: t('auth.perks.verified') },
    { icon: Leaf, text: t('auth.perks.local') },
  ];
  return (
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
  );
}
