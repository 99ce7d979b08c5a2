import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Container } from '../../components/ui/container';

interface Section {
  title: string;
  text: string;
}

function asSections(value: unknown): Section[] {
  return Array.isArray(value)
    ? value.filter((s): s is Section => typeof s?.title === 'string' && typeof s?.text === 'string')
    : [];
}

/** Content pages (terms, about us, help…): a title band and sections, all from the catalogues. */
export function ContentPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const sections = asSections(t(`content.${id}.sections`, { returnObjects: true }));
  return (
    <article>
      <div className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">
            {t(`content.${id}.eyebrow`)}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl dark:text-white">
            {t(`titles.${id}`)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-600 dark:text-neutral-300">
            {t(`content.${id}.lead`)}
          </p>
        </Container>
      </div>
      <Container className="py-12 sm:py-16">
        <div className="max-w-3xl space-y-10">
          {sections.map((section, i) => (
            <section key={i} aria-labelledby={`section-${i}`}>
              <h2 id={`section-${i}`} className="text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
                {section.title}
              </h2>
              {section.text.split('\n').map((paragraph, j) => (
                <p key={j} className="mt-3 leading-7 text-neutral-700 dark:text-neutral-300">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
