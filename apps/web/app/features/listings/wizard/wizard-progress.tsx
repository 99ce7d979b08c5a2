import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { cn } from '../../../lib/cn';
import { stepIndex, stepPath, WIZARD_STEPS, type WizardStep } from './wizard-steps';

interface WizardProgressProps {
  current: WizardStep;
  /** Steps whose attributes are all filled. */
  done: ReadonlySet<WizardStep>;
  /** Without a draft yet (the create page) the other steps are not links. */
  listingId?: string;
}

/** Five numbered steps; done ones get a check, the current one is marked for screen readers. */
export function WizardProgress({ current, done, listingId }: WizardProgressProps) {
  const { t } = useTranslation();
  const index = stepIndex(current);
  return (
    <nav aria-label={t('listings.wizard.progress-label')}>
      <p className="mb-3 flex items-baseline justify-between text-sm sm:hidden">
        <span className="font-semibold text-neutral-900 dark:text-white">{t(`listings.wizard.steps.${current}`)}</span>
        <span className="text-neutral-500 dark:text-neutral-400">
          {t('listings.wizard.step-of', { current: index + 1, total: WIZARD_STEPS.length })}
        </span>
      </p>
      <ol className="flex items-center gap-1.5 sm:gap-2">
        {WIZARD_STEPS.map((step, i) => {
          const isCurrent = step === current;
          const isDone = done.has(step) && !isCurrent;
          const label = t(`listings.wizard.steps.${step}`);
          const body = (
            <>
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold transition-colors',
                  isCurrent &&
                    'bg-primary-600 text-white shadow-md shadow-primary-600/30 dark:bg-primary-500 dark:text-primary-950',
                  isDone && 'bg-primary-100 text-primary-800 dark:bg-primary-950 dark:text-primary-300',
                  !isCurrent &&
                    !isDone &&
                    'bg-neutral-100 text-neutral-500 ring-1 ring-neutral-200 ring-inset dark:bg-neutral-800 dark:text-neutral-400 dark:ring-neutral-700',
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden="true" /> : i + 1}
              </span>
              <span
                className={cn(
                  'hidden text-sm font-medium whitespace-nowrap sm:inline',
                  isCurrent ? 'text-neutral-900 dark:text-white' : 'text-neutral-500 dark:text-neutral-400',
                )}
              >
                {label}
              </span>
              {isDone && <span className="sr-only">({t('listings.wizard.step-done')})</span>}
            </>
          );
          return (
            <li
              key={step}
              className={cn('flex items-center gap-1.5 sm:gap-2', i < WIZARD_STEPS.length - 1 && 'flex-1')}
            >
              {listingId && !isCurrent ? (
                <LocaleLink
                  to={stepPath(listingId, step)}
                  className="flex items-center gap-2 rounded-full pr-1 hover:opacity-80"
                  aria-label={label}
                >
                  {body}
                </LocaleLink>
              ) : (
                <span className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
                  {body}
                </span>
              )}
              {i < WIZARD_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-0.5 min-w-3 flex-1 rounded-full',
                    i < index ? 'bg-primary-500' : 'bg-neutral-200 dark:bg-neutral-800',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
