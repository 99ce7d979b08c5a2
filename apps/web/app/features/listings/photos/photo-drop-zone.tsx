import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatBytes } from '../../../lib/sizes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_COUNT } from './photo-rules';

interface PhotoDropZoneProps {
  count: number;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/** Choose several files at once, or drop them here; the limits are written on it. */
export function PhotoDropZone({ count, disabled, onFiles }: PhotoDropZoneProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const limitsId = useId();
  const [over, setOver] = useState(false);
  const full = count >= PHOTO_MAX_COUNT;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        over
          ? 'border-primary-500 bg-primary-50/70 dark:bg-primary-950/40'
          : 'border-neutral-300 bg-neutral-50/60 dark:border-neutral-700 dark:bg-neutral-900/60',
      )}
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-primary-100 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <ImagePlus className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-3 font-semibold text-neutral-900 dark:text-white">{t('listings.photos.drop-title')}</p>
      <p id={limitsId} className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
        {t('listings.photos.limits', { size: formatBytes(PHOTO_MAX_BYTES, locale), count: PHOTO_MAX_COUNT })}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button
        className="mt-4"
        onClick={() => input.current?.click()}
        disabled={disabled || full}
        aria-describedby={limitsId}
      >
        {t('listings.photos.choose')}
      </Button>
      <p className="mt-3 text-xs font-medium text-neutral-500 tabular-nums dark:text-neutral-400">
        {t('listings.photos.count', { current: count, count: PHOTO_MAX_COUNT })}
      </p>
    </div>
  );
}
