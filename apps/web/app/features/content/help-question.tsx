import { ChevronRight } from 'lucide-react';
import type { HelpQuestionResponse } from '@biclou/contracts/content';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDate } from '../../lib/dates';
import { Container } from '../../components/ui/container';
import { LocaleLink } from '../../components/locale-link';
import { FallbackNote } from './fallback-note';
import { ContentHtml } from './content-html';

/** /help/:question: one question, its answer, and the other questions of its topic. */
export function HelpQuestionPage({ data }: { data: HelpQuestionResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { question, topic, related } = data;
  return (
    <article lang={data.locale}>
      <Container className="py-10 sm:py-14">
        <nav aria-label={t('help.breadcrumb')} className="text-sm text-neutral-700 dark:text-neutral-300">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <LocaleLink to="/help" className="hover:text-primary-800 hover:underline dark:hover:text-primary-300">
                {t('titles.help')}
              </LocaleLink>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4" />
            </li>
            <li>
              <LocaleLink
                to={`/help#${topic.slug}`}
                className="hover:text-primary-800 hover:underline dark:hover:text-primary-300"
              >
                {topic.title}
              </LocaleLink>
            </li>
          </ol>
        </nav>
        <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
              {question.question}
            </h1>
            <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
              {t('content-page.updated', { date: formatDate(data.updated, locale) })}
            </p>
            <FallbackNote show={data.fallback} />
            <ContentHtml html={question.html} className="mt-8" />
            <p className="mt-10">
              <LocaleLink
                to="/help"
                className="inline-flex min-h-11 items-center rounded-lg border border-neutral-300 px-4 font-semibold text-neutral-900 hover:border-primary-600 dark:border-neutral-700 dark:text-white"
              >
                {t('help.back')}
              </LocaleLink>
            </p>
          </div>
          {related.length > 0 && (
            <aside aria-labelledby="help-related" className="mt-12 lg:mt-0">
              <h2 id="help-related" className="text-base font-semibold text-neutral-900 dark:text-white">
                {t('help.related', { topic: topic.title })}
              </h2>
              <ul className="mt-3 space-y-3 text-sm">
                {related.map((q) => (
                  <li key={q.slug}>
                    <LocaleLink
                      to={`/help/${q.slug}`}
                      className="text-primary-800 hover:underline dark:text-primary-300"
                    >
                      {q.question}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </Container>
    </article>
  );
}
