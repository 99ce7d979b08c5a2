import * as endpoints from '@biclou/contracts/endpoints';
import type { RenderedSeo } from '@biclou/contracts/seo';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import type { BodyOf } from '../../../lib/api-endpoint';
import { useApi } from '../../../context/api-context';

const DEBOUNCE_MS = 350;

/**
 * Renders a draft on the server (the real template, locale page and listing figures) as the
 * admin types, without saving: POST …/preview, debounced; a newer draft aborts the older call.
 */
type PreviewEndpoint = typeof endpoints.previewPageTemplate | typeof endpoints.previewLocalePage;

export function useSeoPreview<E extends PreviewEndpoint>(endpoint: E, body: BodyOf<E> | null) {
  const { t } = useTranslation();
  const api = useApi();
  const [preview, setPreview] = useState<RenderedSeo | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = body ? JSON.stringify(body) : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      // The signature ties the body to its endpoint; both answer a preview, so the call goes through one of them.
      const res = await api.call(endpoint as typeof endpoints.previewLocalePage, {
        body: JSON.parse(key) as BodyOf<typeof endpoints.previewLocalePage>,
        quiet: true,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setLoading(false);
      if (res.ok) {
        setPreview(res.data.preview);
        setProblem(null);
      } else if (!res.error || res.status !== 0) {
        setProblem(t('admin-seo.preview.fix-errors'));
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, endpoint, key, t]);

  return { preview, loading, problem };
}
