import { CircleCheck, ImageOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { cn } from '../../../lib/cn';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import type { UploadItem } from './use-photo-uploads';

/** The local preview, or a placeholder when the file is not a picture the browser can show. */
function Preview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-neutral-100 text-neutral-400 dark:bg-neutral-800">
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    );
  return <img src={src} alt="" onError={() => setBroken(true)} className="size-12 shrink-0 rounded-lg object-cover" />;
}

/** One row per file: preview, name, its own progress bar, then done or the server's error. */
export function UploadList({ items, onDismiss }: { items: readonly UploadItem[]; onDismiss(id: string): void }) {
  const { t, i18n } = useTranslation();
  if (!items.length) return null;
  return (
    <ul className="space-y-2" aria-label={t('listings.photos.uploads-label')}>
      {items.map((item) => {
        const pct = Math.round(item.progress * 100);
        const failed = item.state === 'error';
        return (
          <li
            key={item.id}
            data-testid="upload-row"
            data-state={item.state}
            className={cn(
              'flex items-center gap-3 rounded-xl border p-2.5 pr-3',
              failed
                ? 'border-red-200 bg-red-50/70 dark:border-red-900 dark:bg-red-950/40'
                : 'border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900',
            )}
          >
            <Preview src={item.preview} />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium text-neutral-800 dark:text-neutral-200">{item.name}</span>
                <span
                  className={cn(
                    'shrink-0 text-xs tabular-nums',
                    failed ? 'text-red-700 dark:text-red-300' : 'text-neutral-500 dark:text-neutral-400',
                  )}
                >
                  {failed
                    ? t('listings.photos.failed')
                    : item.state === 'done'
                      ? t('listings.photos.uploaded')
                      : item.state === 'queued'
                        ? t('listings.photos.waiting')
                        : `${pct} %`}
                </span>
              </div>
              {failed ? (
                <p role="alert" className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
                  {translateServerMessage(i18n, item.error ?? 'Something went wrong')}
                </p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={t('listings.photos.progress', { name: item.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={pct}
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-neutral-100 dark:bg-neutral-800"
                >
                  <div
                    className={cn(
                      'h-full rounded-full transition-[width] duration-200',
                      item.state === 'done' ? 'bg-emerald-500' : 'bg-primary-600 dark:bg-primary-500',
                    )}
                    style={{ width: `${pct}%` }}
                  />
                </div>
              )}
            </div>
            {item.state === 'done' && (
              <CircleCheck className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            )}
            {failed && (
              <button
                type="button"
                onClick={() => onDismiss(item.id)}
                aria-label={t('listings.photos.dismiss', { name: item.name })}
                className="grid size-8 shrink-0 place-items-center rounded-lg text-red-700 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-900/50"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
