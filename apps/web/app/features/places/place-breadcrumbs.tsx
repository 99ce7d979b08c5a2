import type { PlaceRef } from '@biclou/contracts/places';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';

/** Home › region › department › place; the current place is not a link. */
export function PlaceBreadcrumbs({ trail }: { trail: PlaceRef[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('places.breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-600 dark:text-neutral-400">
        <li>
          <LocaleLink to="/" className="rounded hover:text-neutral-900 hover:underline dark:hover:text-white">
            {t('places.home')}
          </LocaleLink>
        </li>
        {trail.map((place, i) => (
          <li key={place.slug} className="flex items-center gap-1">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-neutral-900 dark:text-white">
                {place.name}
              </span>
            ) : (
              <LocaleLink
                to={`/place/${place.slug}`}
                className="rounded hover:text-neutral-900 hover:underline dark:hover:text-white"
              >
                {place.name}
              </LocaleLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
