import type { RenderedSeo } from '@biclou/contracts/seo';
import { parseBody } from '@biclou/domain/seo-template';
import { Eye } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Spinner } from '../../../components/ui/spinner';
import { BRAND } from '../../../lib/constants';
import { SeoBody } from '../../../components/seo-body';

interface SeoPreviewProps {
  preview: RenderedSeo | null;
  loading: boolean;
  /** Why there is no preview (the draft has errors…). */
  problem?: string | null;
  url: string;
  placeName: string;
}

/** How the draft reads: as a search result, then the page's H1 and body with the place's real figures. */
export function SeoPreview({ preview, loading, problem, url, placeName }: SeoPreviewProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="seo-preview-title"
      aria-live="polite"
      className="rounded-2xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="seo-preview"
    >
      <header className="flex items-center gap-2 border-b border-neutral-100 px-5 py-3 dark:border-neutral-800">
        <Eye className="size-4 text-primary-700 dark:text-primary-400" aria-hidden="true" />
        <h2 id="seo-preview-title" className="text-sm font-semibold text-neutral-900 dark:text-white">
          {t('admin-seo.preview.title', { place: placeName })}
        </h2>
        {loading && <Spinner className="ml-auto size-4" />}
      </header>
      <div className="space-y-5 px-5 py-4">
        {problem && <p className="text-sm text-amber-800 dark:text-amber-300">{problem}</p>}
        {preview && (
          <>
            <div>
              <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
                {t('admin-seo.preview.search-result')}
              </p>
              <div className="mt-2 rounded-xl bg-neutral-50 p-4 dark:bg-neutral-950">
                <p className="truncate text-xs text-neutral-600 dark:text-neutral-400">{url}</p>
                <p className="mt-1 text-lg leading-snug text-blue-800 dark:text-blue-300" data-testid="preview-title">
                  {preview.title} - {BRAND}
                </p>
                <p className="mt-1 line-clamp-3 text-sm text-neutral-700 dark:text-neutral-300">
                  {preview.description}
                </p>
              </div>
              <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
                {t('admin-seo.preview.figures', { count: preview.listingCount })}
              </p>
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
                {t('admin-seo.preview.page')}
              </p>
              <h3
                className="mt-2 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
                data-testid="preview-h1"
              >
                {preview.h1}
              </h3>
              <SeoBody blocks={parseBody(preview.body)} className="mt-3 text-sm" />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
