import { Form } from 'react-router';
import { ChevronRight, Search } from 'lucide-react';
import type { HelpCentreResponse } from '@biclou/contracts/content';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Container } from '../../components/ui/container';
import { LocaleLink } from '../../components/locale-link';
import { ContentHeader } from './content-page';
import { ContentHtml } from './content-html';
import { SUPPORT_REPLY_WORKING_DAYS } from '@biclou/domain/content-constants';

function SearchBox({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="mt-8 flex max-w-2xl gap-2" aria-label={t('help.search-label')}>
      <label htmlFor="help-q" className="sr-only">
        {t('help.search-label')}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
        />
        <input
          id="help-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
          placeholder={t('help.search-placeholder')}
          className="h-12 w-full rounded-lg border border-neutral-300 bg-white pr-3 pl-10 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none dark:border-neutral-700 dark:bg-neutral-900 dark:text-white"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 dark:bg-primary-600 dark:hover:bg-primary-500"
      >
        {t('help.search')}
      </button>
    </Form>
  );
}

function Results({ search }: { search: NonNullable<HelpCentreResponse['search']> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="help-results" className="mb-12" data-testid="help-results">
      <h2 id="help-results" className="text-xl font-semibold text-neutral-900 dark:text-white">
        {t('help.results', { count: search.hits.length, query: search.query })}
      </h2>
      {search.hits.length === 0 ? (
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('help.no-results')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {search.hits.map((hit) => (
            <li key={hit.slug}>
              <LocaleLink
                to={`/help/${hit.slug}`}
                className="block px-5 py-4 hover:bg-neutral-50 dark:hover:bg-neutral-900"
              >
                <span className="text-xs font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
                  {hit.topic}
                </span>
                <span className="mt-1 block font-semibold text-neutral-900 dark:text-white">{hit.question}</span>
                <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{hit.excerpt}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AsideCard({ title, text, to, link }: { title: string; text: string; to: string; link: string }) {
  return (
    <div className="rounded-xl border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <h2 className="font-semibold text-neutral-900 dark:text-white">{title}</h2>
      <p className="mt-2 text-sm leading-6 text-neutral-700 dark:text-neutral-300">{text}</p>
      <LocaleLink
        to={to}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline dark:text-primary-300"
      >
        {link}
        <ChevronRight aria-hidden className="size-4" />
      </LocaleLink>
    </div>
  );
}

/** Beside the questions: the rental story and the contact form. */
function HelpAside() {
  const { t } = useTranslation();
  return (
    <aside className="mt-12 space-y-4 lg:sticky lg:top-24 lg:mt-0 lg:self-start">
      <AsideCard
        title={t('help.process-title')}
        text={t('help.process-text')}
        to="/help/rental-process"
        link={t('help.process-link')}
      />
      <AsideCard
        title={t('help.contact-title')}
        text={t('help.contact-text', {
          replyTime: t('contact.reply-time', { count: SUPPORT_REPLY_WORKING_DAYS }),
        })}
        to="/contact"
        link={t('help.contact-link')}
      />
    </aside>
  );
}

/** /help: the search, the topics and their questions (each answer opens in place and has its own page). */
export function HelpCentre({ data }: { data: HelpCentreResponse }) {
  const { t } = useTranslation();
  const { page, topics, search } = data;
  return (
    <article lang={page.locale}>
      <ContentHeader
        eyebrow={t('help.eyebrow')}
        title={page.title}
        description={page.description}
        fallback={page.fallback}
      >
        <SearchBox query={search?.query ?? ''} />
        <nav aria-label={t('help.topics')} className="mt-6 flex flex-wrap gap-2">
          {topics.map((topic) => (
            <a
              key={topic.slug}
              href={`#${topic.slug}`}
              className="rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 hover:border-primary-600 hover:text-primary-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200"
            >
              {topic.title}
            </a>
          ))}
        </nav>
      </ContentHeader>
      <Container className="py-10 sm:py-14">
        <div className="lg:grid lg:grid-cols-[minmax(0,48rem)_18rem] lg:justify-between lg:gap-12">
          <div>
            {search && <Results search={search} />}
            <div className="space-y-12">
              {topics.map((topic) => (
                <section
                  key={topic.slug}
                  id={topic.slug}
                  aria-labelledby={`${topic.slug}-title`}
                  className="scroll-mt-24"
                >
                  <h2
                    id={`${topic.slug}-title`}
                    className="text-2xl font-semibold tracking-tight text-neutral-900 dark:text-white"
                  >
                    {topic.title}
                  </h2>
                  <p className="mt-2 text-neutral-700 dark:text-neutral-300">{topic.description}</p>
                  <div className="md-faq mt-5">
                    {topic.questions.map((q) => (
                      <details key={q.slug} className="md-faq-item" id={`q-${q.slug}`}>
                        <summary>{q.question}</summary>
                        <div className="md-faq-answer">
                          <ContentHtml html={q.html} />
                          <p className="mt-4 text-sm">
                            <LocaleLink
                              to={`/help/${q.slug}`}
                              className="inline-flex items-center gap-1 font-medium text-primary-800 hover:underline dark:text-primary-300"
                            >
                              {t('help.open-question')}
                              <ChevronRight aria-hidden className="size-4" />
                            </LocaleLink>
                          </p>
                        </div>
                      </details>
                    ))}
                  </div>
                </section>
              ))}
            </div>
            <ContentHtml html={page.html} className="mt-14 border-t border-neutral-200 pt-10 dark:border-neutral-800" />
          </div>
          <HelpAside />
        </div>
      </Container>
    </article>
  );
}
