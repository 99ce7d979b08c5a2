import { CANCELATION_OPTION_KEYS, type CancelationOptionKey } from '@biclou/domain/cancelation-options';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../context/session-context';
import { CancelationRuleList } from '../../../components/cancelation-rule-list';
import { cancelationTerms } from '../../../lib/cancelation-rules';

interface CancelationOptionCardsProps {
  name: string;
  value: CancelationOptionKey;
  onChange(value: CancelationOptionKey): void;
  error?: string;
  /** Inside a card titled with the policy, the legend is for screen readers only. */
  quietLegend?: boolean;
}

/** Radio cards: each option's name, a one-line summary and its refund rules with the exact percentages. */
export function CancelationOptionCards({ name, value, onChange, error, quietLegend }: CancelationOptionCardsProps) {
  const { t } = useTranslation();
  const { settings } = useSession();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={quietLegend ? 'sr-only' : 'text-sm font-medium text-neutral-800 dark:text-neutral-200'}>
        {t('listings.fields.cancelation-option')}
      </legend>
      <p className={cn(quietLegend ? 'text-sm' : 'mt-1 text-xs', 'text-neutral-500 dark:text-neutral-400')}>
        {t('listings.cancelation.intro')}
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {CANCELATION_OPTION_KEYS.map((key) => {
          const checked = value === key;
          return (
            <label
              key={key}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                checked
                  ? 'border-primary-600 bg-primary-50/60 ring-1 ring-primary-600 dark:border-primary-500 dark:bg-primary-950/40 dark:ring-primary-500'
                  : 'border-neutral-200 hover:border-neutral-300 dark:border-neutral-800 dark:hover:border-neutral-700',
              )}
            >
              <span className="flex items-center justify-between gap-3">
                <span className="font-semibold text-neutral-900 dark:text-white">
                  {t(`listings.cancelation.options.${key}.label`)}
                </span>
                <input
                  type="radio"
                  name={name}
                  value={key}
                  checked={checked}
                  onChange={() => onChange(key)}
                  className="size-4 accent-primary-600 focus:outline-none dark:accent-primary-500"
                />
              </span>
              <span className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                {t(`listings.cancelation.options.${key}.summary`)}
              </span>
              <CancelationRuleList
                terms={cancelationTerms(settings?.cancelationOptions, key)}
                className="mt-3 text-xs"
              />
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-2 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
