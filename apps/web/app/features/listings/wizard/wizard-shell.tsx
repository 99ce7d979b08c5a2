import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { WizardProgress } from './wizard-progress';
import type { WizardStep } from './wizard-steps';

interface WizardShellProps {
  step: WizardStep;
  done: ReadonlySet<WizardStep>;
  listingId?: string;
  /** The draft's title once it has one ("Btwin Rockrider 520"). */
  listingTitle?: string;
  children: ReactNode;
}

const TIP_COUNT = 3;

/** Heading, progress indicator, the step's card and a column of tips for that step. */
export function WizardShell({ step, done, listingId, listingTitle, children }: WizardShellProps) {
  const { t } = useTranslation();
  return (
    <Container className="py-6 sm:py-10">
      <div className="mx-auto max-w-5xl">
        <header className="mb-6 sm:mb-8">
          <p className="text-sm font-semibold text-primary-700 dark:text-primary-400">
            {listingTitle || t('listings.wizard.new-listing')}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl dark:text-white">
            {t(`listings.wizard.headings.${step}.title`)}
          </h1>
          <p className="mt-1.5 max-w-2xl text-neutral-600 dark:text-neutral-400">
            {t(`listings.wizard.headings.${step}.text`)}
          </p>
        </header>
        <WizardProgress current={step} done={done} listingId={listingId} />
        <div className="mt-6 grid items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-8">
          <Card className="min-w-0">{children}</Card>
          <aside
            className="rounded-2xl border border-primary-100 bg-primary-50/60 p-5 lg:sticky lg:top-28 dark:border-primary-900/50 dark:bg-primary-950/30"
            aria-labelledby="wizard-tips"
          >
            <h2
              id="wizard-tips"
              className="flex items-center gap-2 text-sm font-semibold text-primary-900 dark:text-primary-200"
            >
              <Lightbulb className="size-4" aria-hidden="true" />
              {t('listings.wizard.tips-title')}
            </h2>
            <ul className="mt-3 space-y-2.5 text-sm text-neutral-700 dark:text-neutral-300">
              {Array.from({ length: TIP_COUNT }, (_, i) => (
                <li key={i} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-500" />
                  <span>{t(`listings.wizard.tips.${step}.${i + 1}`)}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </Container>
  );
}
