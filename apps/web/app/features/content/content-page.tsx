import type { ReactNode } from 'react';
import type { ContentPage as ContentPageData } from '@biclou/contracts/content';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDate } from '../../lib/dates';
import { Container } from '../../components/ui/container';
import { ContentHtml } from './content-html';
import { FallbackNote } from './fallback-note';

/** The title band of a content page: eyebrow, title, description, date of the last change. */
export function ContentHeader({
  eyebrow,
  title,
  description,
  updated,
  fallback,
  children,
}: {
  eyebrow?: ReactNode;
  title: string;
  description: string;
  updated?: string;
  fallback: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
      <Container className="py-12 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-700 dark:text-neutral-300">{description}</p>
        {updated && (
          <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
            {t('content-page.updated', { date: formatDate(updated, locale) })}
          </p>
        )}
        <FallbackNote show={fallback} />
        {children}
      </Container>
    </div>
  );
}

/** A markdown page (terms, about us, the rental process…) rendered by the API, with its table of contents. */
export function ContentPage({ page, eyebrow }: { page: ContentPageData; eyebrow?: ReactNode }) {
  const { t } = useTranslation();
  const toc = page.toc.filter((e) => e.depth === 2);
  return (
    <article lang={page.locale}>
      <ContentHeader
        eyebrow={eyebrow}
        title={page.title}
        description={page.description}
        updated={page.updated}
        fallback={page.fallback}
      />
      <Container className="py-10 sm:py-14">
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
          <ContentHtml html={page.html} className="max-w-3xl" />
          {toc.length > 2 && (
            <nav aria-label={t('content-page.toc')} className="order-first hidden lg:order-last lg:block">
              <div className="sticky top-24">
                <p className="text-sm font-semibold text-neutral-900 dark:text-white">{t('content-page.toc')}</p>
                <ul className="mt-3 space-y-2 border-l border-neutral-200 text-sm dark:border-neutral-800">
                  {toc.map((entry) => (
                    <li key={entry.id}>
                      <a
                        href={`#${entry.id}`}
                        className="-ml-px block border-l border-transparent pl-3 text-neutral-700 hover:border-primary-600 hover:text-primary-800 dark:text-neutral-300 dark:hover:text-primary-300"
                      >
                        {entry.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </nav>
          )}
        </div>
      </Container>
    </article>
  );
}
