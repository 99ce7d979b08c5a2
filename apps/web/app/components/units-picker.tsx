import { useId } from 'react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { NativeSelect } from './ui/input';

/** The most bikes one request offers to pick at once (the API takes up to 200; a longer list helps nobody). */
const MAX_PICK = 20;

/**
 * A fleet's bikes on the chosen dates: "3 left on these dates", and how many to book when more
 * than one is free (the price and the deposit follow). Nothing for a listing of one bike.
 */
export function UnitsPicker({
  fleet,
  free,
  value,
  onChange,
  labelClassName,
}: {
  /** How many bikes the listing has in service. */
  fleet: number;
  /** How many are free over the chosen span (the quote's). */
  free: number;
  value: number;
  onChange(value: number): void;
  labelClassName?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (fleet <= 1) return null;
  const choices = Array.from({ length: Math.min(Math.max(free, value), MAX_PICK) }, (_, i) => i + 1);
  return (
    <div className="space-y-2" data-testid="units-picker">
      <p className="text-sm font-medium text-primary-700 dark:text-primary-400" aria-live="polite">
        {free > 0 ? t('listings.units.left', { count: free }) : t('listings.units.none-left')}
      </p>
      {choices.length > 1 && (
        <label htmlFor={`${id}-count`} className={`block space-y-1 ${labelClassName ?? ''}`}>
          <span>{t('listings.units.how-many')}</span>
          <NativeSelect id={`${id}-count`} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
            {choices.map((n) => (
              <option key={n} value={String(n)}>
                {t('listings.units.count', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
    </div>
  );
}
