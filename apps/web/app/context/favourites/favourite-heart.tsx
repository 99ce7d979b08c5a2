import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useFavourite } from './favourite-store';

/**
 * The heart that keeps a bike: a toggle button (`aria-pressed`) named after the bike, so a screen
 * reader says "Keep Gazelle Ultimate in my favourites, toggle button, pressed". `overlay`: on a
 * photo (a card); `plain`: beside a title.
 */
export function FavouriteHeart({
  listingId,
  title,
  variant = 'overlay',
  initiallyKept = false,
  className,
}: {
  listingId: string;
  title: string;
  variant?: 'overlay' | 'plain';
  /** The page knows it is kept (the favourites page). */
  initiallyKept?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { kept, toggle } = useFavourite(listingId, initiallyKept);
  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={t('favourites.heart', { title })}
      data-testid="favourite-heart"
      onClick={toggle}
      className={cn(
        'inline-grid size-10 shrink-0 place-items-center rounded-full transition active:scale-90',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        variant === 'overlay'
          ? 'bg-white/90 text-neutral-800 shadow-sm backdrop-blur hover:bg-white dark:bg-neutral-900/85 dark:text-neutral-100 dark:hover:bg-neutral-900'
          : 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800',
        className,
      )}
    >
      <Heart
        className={cn('size-5', kept && 'fill-rose-600 text-rose-600 dark:fill-rose-500 dark:text-rose-500')}
        aria-hidden="true"
      />
    </button>
  );
}
