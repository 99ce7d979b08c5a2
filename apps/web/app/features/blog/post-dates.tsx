import type { ContentSummary } from '@biclou/contracts/content';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * A post's dates: "Published on 7 April 2026", then "· Updated on 26 September 2026" when it
 * changed since (`short`: the card's compact form, "7 April 2026 · updated 26 September 2026").
 */
export function PostDates({
  post,
  short = false,
}: {
  post: Pick<ContentSummary, 'published' | 'updated'>;
  short?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const published = formatDate(post.published, locale);
  const updated = formatDate(post.updated, locale);
  return (
    <>
      <time dateTime={post.published} data-testid="post-published">
        {short ? published : t('blog-dates.published', { date: published })}
      </time>
      {post.updated !== post.published && (
        <>
          {' · '}
          <time dateTime={post.updated} data-testid="post-updated">
            {t(short ? 'blog-dates.updated-short' : 'blog-dates.updated', { date: updated })}
          </time>
        </>
      )}
    </>
  );
}
