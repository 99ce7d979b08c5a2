import type { ContentSummary } from '@biclou/contracts/content';
import { LocaleLink } from '../../components/locale-link';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { PostDates } from './post-dates';
import { TagLink } from './tag-link';

/** A post in a list: cover, tags, title (the link), description, author and date. */
export function PostCard({ post, eager = false }: { post: ContentSummary; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-xs transition-shadow hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900">
      {post.cover && (
        <img
          src={post.cover}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[40/21] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <ul className="relative z-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <TagLink tag={tag} />
            </li>
          ))}
        </ul>
        <h2 className="mt-3 text-lg leading-snug font-semibold text-neutral-900 dark:text-white">
          <LocaleLink to={`/blog/${post.slug.replace(/^blog\//, '')}`} className="after:absolute after:inset-0">
            {post.title}
          </LocaleLink>
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
          {post.description}
        </p>
        <p className="mt-4 text-xs text-neutral-600 dark:text-neutral-400">
          {post.author ? `${t('blog.by', { author: post.author })} · ` : ''}
          <PostDates post={post} short />
        </p>
      </div>
    </article>
  );
}
