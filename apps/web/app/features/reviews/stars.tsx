import { Star } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';

/** A rating as five stars, partly filled for an average (4.5 → four and a half), read by screen readers as "4.5 out of 5". */
export function Stars({
  rating,
  size = 'md',
  className,
}: {
  rating: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  const px = size === 'sm' ? 'size-3.5' : size === 'lg' ? 'size-6' : 'size-4';
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('reviews.stars', { rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.min(1, Math.max(0, rating - (n - 1)));
        return (
          <span key={n} className={cn('relative inline-block', px)} aria-hidden="true">
            <Star
              className={cn(
                'absolute inset-0',
                px,
                'fill-neutral-200 text-neutral-200 dark:fill-neutral-700 dark:text-neutral-700',
              )}
            />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn(px, 'max-w-none fill-amber-400 text-amber-400')} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** Five radio buttons drawn as stars (keyboard: arrows move, like any radio group). */
export function StarInput({
  value,
  onChange,
  invalid,
  id,
  describedBy,
}: {
  value: number;
  onChange(rating: number): void;
  invalid?: boolean;
  id: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex items-center gap-1"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer rounded-lg p-1 focus-within:ring-2 focus-within:ring-primary-500">
          <input
            type="radio"
            name={id}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={t('reviews.form.rating-option', { count: n })}
          />
          <Star
            aria-hidden="true"
            className={cn(
              'size-8 transition-colors',
              n <= value
                ? 'fill-amber-400 text-amber-400'
                : 'fill-transparent text-neutral-300 hover:text-amber-300 dark:text-neutral-600',
            )}
          />
        </label>
      ))}
      {value > 0 && (
        <span className="ml-2 text-sm font-medium text-neutral-700 dark:text-neutral-300">
          {t(`reviews.form.rating-words.${value}`)}
        </span>
      )}
    </div>
  );
}
