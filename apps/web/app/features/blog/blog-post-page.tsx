import type { ContentPage, ContentSummary } from '@biclou/contracts/content';
import { ArrowLeft, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { readingMinutes } from './blog-ld';
import { PostCard } from './post-card';
import { PostDates } from './post-dates';
import { TagLink } from './tag-link';

/**
 * /blog/<slug>: the post's cover and title band, its text (`body`: the route gives the rendered
 * markdown), a call to find a bike, and up to three related posts.
 */
export function BlogPostPage({
  post,
  related,
  body,
  fallbackNote,
}: {
  post: ContentPage;
  related: ContentSummary[];
  body: ReactNode;
  fallbackNote?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article lang={post.locale}>
      <header className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <Container className="max-w-4xl! py-10 sm:py-14">
          <LocaleLink
            to="/blog"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline dark:text-primary-300"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('blog.back')}
          </LocaleLink>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl dark:text-white">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-neutral-700 dark:text-neutral-300">{post.description}</p>
          <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
            {post.author && `${t('blog.by', { author: post.author })} · `}
            <PostDates post={post} />
            {' · '}
            {t('blog.reading-time', { count: readingMinutes(post.html) })}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} />
              </li>
            ))}
          </ul>
          {fallbackNote}
        </Container>
      </header>
      <Container className="max-w-4xl! py-8 sm:py-12">
        {post.cover && (
          <img
            src={post.cover}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mb-10 aspect-[40/21] w-full rounded-2xl object-cover"
          />
        )}
        <div className="mx-auto max-w-3xl">{body}</div>
        <aside className="mx-auto mt-12 flex max-w-3xl flex-col gap-4 rounded-2xl bg-primary-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-primary-950/60">
          <div>
            <h2 className="font-semibold text-neutral-900 dark:text-white">{t('blog.find-bike')}</h2>
            <p className="mt-1 text-sm leading-6 text-neutral-700 dark:text-neutral-300">{t('blog.find-bike-text')}</p>
          </div>
          <Button asChild size="lg">
            <LocaleLink to="/search">
              <Search className="size-4" aria-hidden="true" />
              {t('nav.search')}
            </LocaleLink>
          </Button>
        </aside>
      </Container>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-neutral-200 dark:border-neutral-800">
          <Container className="py-10 sm:py-14">
            <h2 id="related-title" className="text-2xl font-semibold tracking-tight text-neutral-900 dark:text-white">
              {t('blog.related')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug} className="flex">
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </article>
  );
}
