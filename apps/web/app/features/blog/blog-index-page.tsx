import type { ContentListResponse } from '@biclou/contracts/content';
import { ArrowLeft, ArrowRight, Rss } from 'lucide-react';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { PostCard } from './post-card';
import { TagLink, useTagName } from './tag-link';

const pagerClass =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800';

/** /blog and /blog/tag/<tag>: the posts, newest first, 9 a page, with the tags as a filter. */
export function BlogIndexPage({
  list,
  tag,
  title,
  lead,
}: {
  list: ContentListResponse;
  tag: string | null;
  title: string;
  lead: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const tagName = useTagName();
  const base = tag ? `/blog/tag/${tag}` : '/blog';
  const pageLink = (page: number) => (page <= 1 ? base : `${base}?page=${page}`);
  const feed = `${locale === 'fr' ? '/fr' : ''}/blog/feed.xml`;
  return (
    <div>
      <div className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
            {tag ? (
              <LocaleLink to="/blog" className="hover:underline">
                {t('blog.eyebrow')}
              </LocaleLink>
            ) : (
              t('blog.eyebrow')
            )}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl dark:text-white">
            {tag ? t('blog.tag-title', { tag: tagName(tag) }) : title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-700 dark:text-neutral-300">
            {tag ? t('blog.tag-lead', { count: list.total }) : lead}
          </p>
          <nav aria-label={t('blog.filter-label')} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              <li>
                <LocaleLink
                  to="/blog"
                  aria-current={tag ? undefined : 'page'}
                  className={cn(
                    'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
                    tag
                      ? 'bg-white text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-50 dark:bg-neutral-900 dark:text-neutral-200 dark:ring-neutral-700'
                      : 'bg-primary-700 text-white dark:bg-primary-400 dark:text-primary-950',
                  )}
                >
                  {t('blog.all-posts')}
                </LocaleLink>
              </li>
              {list.tags.map((entry) => (
                <li key={entry.tag}>
                  <TagLink tag={entry.tag} count={entry.count} active={entry.tag === tag} />
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((post, i) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} eager={i < 2} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-6 sm:flex-row sm:justify-between">
          {list.pages > 1 ? (
            <nav aria-label={t('blog.pagination')} className="flex items-center gap-3">
              {list.page > 1 && (
                <LocaleLink to={pageLink(list.page - 1)} rel="prev" className={pagerClass}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t('blog.previous')}
                </LocaleLink>
              )}
              <span className="text-sm text-neutral-700 dark:text-neutral-300" aria-current="page">
                {t('blog.page-of', { page: String(list.page), pages: String(list.pages) })}
              </span>
              {list.page < list.pages && (
                <LocaleLink to={pageLink(list.page + 1)} rel="next" className={pagerClass}>
                  {t('blog.next')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </LocaleLink>
              )}
            </nav>
          ) : (
            <span />
          )}
          <a
            href={feed}
            className="inline-flex items-center gap-2 text-sm font-semibold text-primary-800 hover:underline dark:text-primary-300"
          >
            <Rss className="size-4" aria-hidden="true" />
            {t('blog.feed')}
          </a>
        </div>
      </Container>
    </div>
  );
}
