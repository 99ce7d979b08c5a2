import { BadgeCheck, Lock, ScrollText, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Container } from '../../components/ui/container';
import { SectionHeading } from './section-heading';
import { useSettingsNumbers } from '../../context/use-settings-numbers';

const POINTS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'payments', icon: Lock },
  { key: 'members', icon: BadgeCheck },
  { key: 'cancel', icon: Undo2 },
  { key: 'contract', icon: ScrollText },
];

export function Trust() {
  const { t } = useTranslation();
  const numbers = useSettingsNumbers();
  return (
    <section className="py-16 sm:py-24" aria-labelledby="trust-title">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <SectionHeading
          id="trust-title"
          eyebrow={t('landing.trust.eyebrow')}
          title={t('landing.trust.title')}
          text={t('landing.trust.text')}
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {POINTS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-neutral-200 p-6 transition-colors hover:border-primary-300 dark:border-neutral-800 dark:hover:border-primary-800"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-primary-600 text-white shadow-md shadow-primary-600/20 dark:bg-primary-500 dark:text-primary-950">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-neutral-900 dark:text-white">{t(`landing.trust.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-6 text-neutral-600 dark:text-neutral-400">
                {t(`landing.trust.${key}.text`, { count: numbers.fullRefundDays })}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
