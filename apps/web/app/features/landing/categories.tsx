import {
  ArrowUpRight,
  Baby,
  Building,
  Gauge,
  Minimize2,
  Mountain,
  Package,
  Route,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Container } from '../../components/ui/container';
import { LocaleLink } from '../../components/locale-link';
import { cn } from '../../lib/cn';
import { buildSearchUrl } from './build-search-url';
import { SectionHeading } from './section-heading';

const CATEGORIES: readonly { id: string; icon: LucideIcon; tone: string }[] = [
  {
    id: 'city',
    icon: Building,
    tone: 'from-emerald-100 to-emerald-50 text-emerald-700 dark:from-emerald-950 dark:to-neutral-900 dark:text-emerald-300',
  },
  {
    id: 'e-bike',
    icon: Zap,
    tone: 'from-lime-100 to-lime-50 text-lime-700 dark:from-lime-950 dark:to-neutral-900 dark:text-lime-300',
  },
  {
    id: 'road',
    icon: Gauge,
    tone: 'from-sky-100 to-sky-50 text-sky-700 dark:from-sky-950 dark:to-neutral-900 dark:text-sky-300',
  },
  {
    id: 'mountain',
    icon: Mountain,
    tone: 'from-stone-200 to-stone-50 text-stone-700 dark:from-stone-800 dark:to-neutral-900 dark:text-stone-300',
  },
  {
    id: 'gravel',
    icon: Route,
    tone: 'from-amber-100 to-amber-50 text-amber-700 dark:from-amber-950 dark:to-neutral-900 dark:text-amber-300',
  },
  {
    id: 'cargo',
    icon: Package,
    tone: 'from-orange-100 to-orange-50 text-orange-700 dark:from-orange-950 dark:to-neutral-900 dark:text-orange-300',
  },
  {
    id: 'kids',
    icon: Baby,
    tone: 'from-pink-100 to-pink-50 text-pink-700 dark:from-pink-950 dark:to-neutral-900 dark:text-pink-300',
  },
  {
    id: 'folding',
    icon: Minimize2,
    tone: 'from-violet-100 to-violet-50 text-violet-700 dark:from-violet-950 dark:to-neutral-900 dark:text-violet-300',
  },
];

const TILE =
  'group relative flex h-full min-h-36 flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br p-4 ring-1 ring-black/5 transition-all hover:-translate-y-0.5 hover:shadow-lg sm:min-h-44 sm:p-5 dark:ring-white/10';

/** Each tile's link, class names and message keys, the same on every render. */
const TILES = CATEGORIES.map(({ id, icon, tone }) => ({
  id,
  icon,
  // The e-bike tile is not a category but the e-bike filter, across categories.
  to: buildSearchUrl('/search', id === 'e-bike' ? { ebike: 'true' } : { category: id }),
  className: cn(TILE, tone),
  name: `categories.${id}.name`,
  text: `categories.${id}.text`,
}));

/** The category tiles, each a search for its category (the e-bike tile: e-bikes of every category). */
export function Categories() {
  const { t } = useTranslation();
  return (
    <section className="py-16 sm:py-24" aria-labelledby="categories-title">
      <Container>
        <SectionHeading
          id="categories-title"
          eyebrow={t('landing.categories.eyebrow')}
          title={t('landing.categories.title')}
          text={t('landing.categories.text')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {TILES.map(({ id, icon: Icon, to, className, name, text }) => (
            <li key={id}>
              <LocaleLink to={to} className={className}>
                <span className="grid size-11 place-items-center rounded-xl bg-white/80 shadow-sm dark:bg-white/10">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="flex items-center justify-between gap-2 text-base font-semibold text-neutral-900 dark:text-white">
                    {t(name)}
                    <ArrowUpRight
                      className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">{t(text)}</span>
                </span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
