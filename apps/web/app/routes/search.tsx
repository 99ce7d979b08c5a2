import { CalendarDays, MapPin, Search, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../components/ui/badge';
import { ComingSoon } from '../features/coming-soon/coming-soon';
import { MapPlaceholder } from '../features/search/map-placeholder';
import { formatDate } from '../lib/dates';
import { useLocale } from '../lib/i18n/use-locale';

/** /search (search layout): results beside a map. Listings come with the search feature. */
export default function SearchRoute() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const place = params.get('place');
  const start = params.get('start');
  const end = params.get('end');
  const category = params.get('category');
  const criteria = [
    place && { icon: MapPin, text: place },
    (start || end) && { icon: CalendarDays, text: [start, end].filter(Boolean).map((d) => formatDate(d as string, locale, { day: 'numeric', month: 'short' })).join(' – ') },
    category && { icon: Tag, text: t(`categories.${category}.name`, { defaultValue: category }) },
  ].filter((c): c is { icon: typeof Search; text: string } => Boolean(c));

  return (
    <div className="grid h-full lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <section className="overflow-y-auto px-4 py-6 sm:px-6 lg:px-8">
        {criteria.length > 0 && (
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <span className="text-sm text-neutral-500 dark:text-neutral-400">{t('search.your-search')}</span>
            {criteria.map(({ icon: Icon, text }) => (
              <Badge key={text} color="neutral" className="px-3 py-1 text-sm font-medium">
                <Icon className="size-3.5" aria-hidden="true" />
                {text}
              </Badge>
            ))}
          </div>
        )}
        <ComingSoon variant="panel" title={t('titles.search')} description={t('coming-soon.search')} icon={Search} />
      </section>
      <div className="hidden border-l border-neutral-200 lg:block dark:border-neutral-800">
        <MapPlaceholder />
      </div>
    </div>
  );
}
