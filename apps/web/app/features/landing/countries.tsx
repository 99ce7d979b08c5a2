import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Flag, type FlagCode } from '../../components/brand/flag';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import { SectionHeading } from './section-heading';

/** Popular places per country (slugs of /place/{place}). */
const COUNTRIES: readonly { code: FlagCode; places: readonly { slug: string; name: string }[] }[] = [
  {
    code: 'FR',
    places: [
      { slug: 'paris', name: 'Paris' },
      { slug: 'lyon', name: 'Lyon' },
      { slug: 'bordeaux', name: 'Bordeaux' },
      { slug: 'annecy', name: 'Annecy' },
    ],
  },
  {
    code: 'CH',
    places: [
      { slug: 'geneve', name: 'Genève' },
      { slug: 'lausanne', name: 'Lausanne' },
      { slug: 'zurich', name: 'Zürich' },
    ],
  },
  {
    code: 'BE',
    places: [
      { slug: 'bruxelles', name: 'Bruxelles' },
      { slug: 'gand', name: 'Gand' },
      { slug: 'liege', name: 'Liège' },
    ],
  },
  {
    code: 'LU',
    places: [
      { slug: 'luxembourg', name: 'Luxembourg' },
      { slug: 'esch-sur-alzette', name: 'Esch-sur-Alzette' },
    ],
  },
];

export function Countries() {
  const { t } = useTranslation();
  return (
    <section className="bg-neutral-50 py-16 sm:py-24 dark:bg-neutral-900/50" aria-labelledby="countries-title">
      <Container>
        <SectionHeading
          id="countries-title"
          eyebrow={t('landing.countries.eyebrow')}
          title={t('landing.countries.title')}
          text={t('landing.countries.text')}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COUNTRIES.map(({ code, places }) => (
            <li
              key={code}
              className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
            >
              <div className="flex items-center gap-3">
                <Flag code={code} className="h-6 w-9 rounded-md" />
                <h3 className="text-lg font-semibold text-neutral-900 dark:text-white">{t(`countries.${code}`)}</h3>
              </div>
              <ul className="mt-4 flex flex-wrap gap-2">
                {places.map((place) => (
                  <li key={place.slug}>
                    <LocaleLink
                      to={`/place/${place.slug}`}
                      className="inline-block rounded-full bg-neutral-100 px-3 py-1 text-sm font-medium text-neutral-700 hover:bg-primary-50 hover:text-primary-800 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-primary-950 dark:hover:text-primary-200"
                    >
                      {place.name}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
