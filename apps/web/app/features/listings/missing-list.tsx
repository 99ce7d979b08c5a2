import type { ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Alert } from '../../components/ui/alert';
import { ATTRIBUTE_STEP } from './wizard/missing-steps';
import { stepPath } from './wizard/wizard-steps';

interface MissingListProps {
  listingId: string;
  missing: readonly ListingRequiredAttribute[];
  /** Refused publication: an alert; otherwise a quiet checklist. */
  tone?: 'warning' | 'error';
  title?: string;
}

/** What a draft still needs before it can go live, each with a link to the step that asks for it. */
export function MissingList({ listingId, missing, tone = 'warning', title }: MissingListProps) {
  const { t } = useTranslation();
  if (!missing.length) return null;
  return (
    <Alert tone={tone} title={title ?? t('listings.missing.title')}>
      <ul className="mt-2 space-y-1" data-testid="missing-list">
        {missing.map((attribute) => (
          <li key={attribute} className="flex flex-wrap items-center gap-x-2">
            <span aria-hidden="true">•</span>
            <span className="font-medium">{t(`listings.missing.attributes.${attribute}`)}</span>
            <LocaleLink
              to={stepPath(listingId, ATTRIBUTE_STEP[attribute])}
              className="inline-flex items-center gap-0.5 text-xs font-semibold underline underline-offset-2 hover:no-underline"
            >
              {t(`listings.missing.fix`)}
              <ArrowRight className="size-3" aria-hidden="true" />
            </LocaleLink>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
