import { useTranslation } from '../../lib/i18n/tiny-i18n';

/** "Not translated yet": a page shown in English on the French site says so (never a key). */
export function FallbackNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <p
      role="note"
      className="mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {t('content-page.fallback')}
    </p>
  );
}
