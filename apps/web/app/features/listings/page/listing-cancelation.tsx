import type { CancelationOptionKey, CancelationOptionRule } from '@biclou/domain/cancelation-options';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { CancelationRuleList } from '../../../components/cancelation-rule-list';

/**
 * The listing page's cancellation terms, told to the renter who reads them ("if you cancel…"):
 * the options' `summary` speaks to the owner choosing one, `renter-summary` to the renter.
 */
export function ListingCancelation({ option, terms }: { option: CancelationOptionKey; terms: CancelationOptionRule }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mb-3 text-neutral-700 dark:text-neutral-300" data-testid="cancelation-summary">
        {t(`listings.cancelation.options.${option}.renter-summary`, { count: terms.delayDays })}
      </p>
      <CancelationRuleList terms={terms} />
    </>
  );
}
