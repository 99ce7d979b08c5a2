import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { nextStep, previousStep, stepPath, type WizardStep } from './wizard-steps';

export type StepIntent = 'next' | 'later';

/** Which submit button sent the form: "Next" or "Save and finish later". */
export function submitIntent(event: { nativeEvent: Event }): StepIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('value') === 'later' ? 'later' : 'next';
}

interface StepFooterProps {
  step: WizardStep;
  listingId?: string;
  busy: boolean;
  /** Replaces "Next" (the last step publishes). */
  primary?: ReactNode;
}

/** Back, "Save and finish later", and "Next: {step}" — every step saves the draft. */
export function StepFooter({ step, listingId, busy, primary }: StepFooterProps) {
  const { t } = useTranslation();
  const prev = previousStep(step);
  const next = nextStep(step);
  return (
    <footer className="flex flex-col-reverse gap-3 rounded-b-2xl border-t border-neutral-100 bg-neutral-50/60 px-5 py-4 sm:flex-row sm:items-center sm:px-6 dark:border-neutral-800 dark:bg-neutral-900/60">
      {prev && listingId ? (
        <Button asChild variant="ghost">
          <LocaleLink to={stepPath(listingId, prev)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('listings.wizard.back')}
          </LocaleLink>
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        <Button type="submit" name="intent" value="later" variant="outline" disabled={busy}>
          {t('listings.wizard.finish-later')}
        </Button>
        {primary ?? (
          <Button type="submit" name="intent" value="next" loading={busy}>
            {next ? t('listings.wizard.next', { step: t(`listings.wizard.steps.${next}`) }) : t('common.save')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </footer>
  );
}
