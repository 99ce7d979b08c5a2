import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { FormAlert } from './form-alert';
import { Button } from './ui/button';
import { CardSection, type CardSectionProps } from './ui/card';

interface FormCardProps extends Omit<CardSectionProps, 'footer' | 'children'> {
  onSubmit(event: FormEvent): void;
  /** The save is on its way: the button spins and ignores clicks. */
  busy: boolean;
  /** The answer's message that belongs to no field, above the fields. */
  formError: string | null;
  /** Buttons before "Save" in the footer (a reset, a secondary action). */
  actions?: ReactNode;
  /** The submit button's words, "Save" unless said. */
  submitLabel?: ReactNode;
  /** `post` for a form with secrets: submitted before hydration, it never puts them in the URL. */
  method?: 'post';
  /** The fields' vertical rhythm. */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A settings card that is one form, as the dashboard and account pages write them: the fields under
 * the form's own error, "Save" in the footer after any other action. The section's id is the page's
 * anchor.
 */
export function FormCard({
  onSubmit,
  busy,
  formError,
  actions,
  submitLabel,
  method,
  bodyClassName = 'space-y-5',
  children,
  ...section
}: FormCardProps) {
  const { t } = useTranslation();
  return (
    <form method={method} noValidate onSubmit={onSubmit}>
      <CardSection
        {...section}
        footer={
          <>
            {actions}
            <Button type="submit" loading={busy}>
              {submitLabel ?? t('common.save')}
            </Button>
          </>
        }
      >
        <div className={bodyClassName}>
          <FormAlert message={formError} />
          {children}
        </div>
      </CardSection>
    </form>
  );
}
