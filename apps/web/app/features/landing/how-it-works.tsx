import {
  ArrowRight,
  CalendarCheck,
  CreditCard,
  Euro,
  KeyRound,
  Search,
  Camera,
  MessageCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SectionHeading } from './section-heading';
import { useSettingsNumbers } from '../../context/use-settings-numbers';

const RENTER_STEPS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'find', icon: Search },
  { key: 'request', icon: CalendarCheck },
  { key: 'pay', icon: CreditCard },
];
const OWNER_STEPS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'list', icon: Camera },
  { key: 'accept', icon: MessageCircle },
  { key: 'earn', icon: KeyRound },
];

function Steps({ steps, prefix }: { steps: typeof RENTER_STEPS; prefix: string }) {
  const { t } = useTranslation();
  const numbers = useSettingsNumbers();
  // The figures a step names: the owner's answer window, the days until earnings are available.
  const count: Record<string, number> = {
    request: numbers.responseHours,
    accept: numbers.responseHours,
    earn: numbers.creditDays,
  };
  return (
    <ol className="mt-6 space-y-5">
      {steps.map(({ key, icon: Icon }, i) => (
        <li key={key} className="flex gap-4">
          <span className="relative grid size-11 shrink-0 place-items-center rounded-xl bg-white text-primary-700 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-800 dark:text-primary-300 dark:ring-neutral-700">
            <Icon className="size-5" aria-hidden="true" />
            <span className="absolute -top-1.5 -right-1.5 grid size-5 place-items-center rounded-full bg-primary-600 text-[11px] font-bold text-white dark:bg-primary-500 dark:text-primary-950">
              {i + 1}
            </span>
          </span>
          <div>
            <h4 className="font-semibold text-neutral-900 dark:text-white">{t(`${prefix}.${key}.title`)}</h4>
            <p className="mt-1 text-sm leading-6 text-neutral-600 dark:text-neutral-400">
              {t(`${prefix}.${key}.text`, { count: count[key] })}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="bg-neutral-50 py-16 sm:py-24 dark:bg-neutral-900/50" aria-labelledby="how-title">
      <Container>
        <SectionHeading id="how-title" center eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title')} />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl border border-neutral-200 bg-white p-6 sm:p-8 dark:border-neutral-800 dark:bg-neutral-900">
            <h3 className="text-xl font-bold text-neutral-900 dark:text-white">{t('landing.how.renters')}</h3>
            <Steps steps={RENTER_STEPS} prefix="landing.how.renter" />
            <Button asChild variant="outline" className="mt-8">
              <LocaleLink to="/search">
                {t('landing.how.renter-cta')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </LocaleLink>
            </Button>
          </div>
          <div className="relative overflow-hidden rounded-3xl bg-neutral-900 p-6 text-white sm:p-8 dark:bg-neutral-800/80 dark:ring-1 dark:ring-neutral-700">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-24 size-72 rounded-full bg-primary-500/30 blur-3xl"
            />
            <div className="relative">
              <h3 className="text-xl font-bold">{t('landing.how.owners')}</h3>
              <div className="mt-4 inline-flex items-center gap-2 rounded-full bg-primary-500/15 px-3 py-1.5 text-sm font-semibold text-primary-300 ring-1 ring-primary-400/30">
                <Euro className="size-4" aria-hidden="true" />
                {t('landing.how.owner-earn')}
              </div>
              <div className="[&_h4]:text-white [&_p]:text-neutral-300 [&_li>span]:bg-white/10 [&_li>span]:text-primary-300 [&_li>span]:ring-white/15">
                <Steps steps={OWNER_STEPS} prefix="landing.how.owner" />
              </div>
              <Button asChild className="mt-8 bg-primary-700 hover:bg-primary-800">
                <LocaleLink to="/listing/create">
                  {t('landing.how.owner-cta')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </LocaleLink>
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
