import type { Photo } from '@biclou/contracts/media';
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Badge } from '../../../components/ui/badge';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { imageSrcSet } from '../../../lib/images/image-src-set';
import { usePointerReorder } from './use-pointer-reorder';

interface PhotoGridProps {
  photos: readonly Photo[];
  busy: boolean;
  onReorder(next: Photo[], to: number): void;
  onCover(photo: Photo): void;
  onDelete(photo: Photo): void;
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
  danger,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <Tooltip content={label} side="top">
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        className={cn(
          'grid size-8 place-items-center rounded-lg bg-white/95 text-neutral-700 shadow-sm ring-1 ring-black/5 transition-colors hover:bg-white hover:text-neutral-900 disabled:opacity-40 dark:bg-neutral-900/95 dark:text-neutral-200 dark:ring-white/10 dark:hover:bg-neutral-800',
          danger && 'hover:text-red-600 dark:hover:text-red-400',
        )}
      >
        {children}
      </button>
    </Tooltip>
  );
}

/** The listing's photos in order: drag by the handle (or arrow keys on it), move buttons, cover, delete. */
export function PhotoGrid({ photos, busy, onReorder, onCover, onDelete }: PhotoGridProps) {
  const { t } = useTranslation();
  const { shown, draggingId, handleProps } = usePointerReorder(photos, (next, _moved, to) => onReorder(next, to));
  const move = (photo: Photo, delta: number) => {
    const from = photos.findIndex((p) => p.id === photo.id);
    const next = [...photos];
    next.splice(from, 1);
    next.splice(from + delta, 0, photo);
    onReorder(next, from + delta);
  };

  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('listings.photos.list-label')}>
      {shown.map((photo, i) => {
        const label = t('listings.photos.photo-n', { n: i + 1 });
        return (
          <li
            key={photo.id}
            data-reorder-index={i}
            data-testid="photo-tile"
            data-photo-id={photo.id}
            className={cn(
              'group relative aspect-[4/3] overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-200 transition-shadow dark:bg-neutral-800 dark:ring-neutral-700',
              photo.isCover && 'ring-2 ring-primary-600 dark:ring-primary-500',
              draggingId === photo.id && 'z-10 scale-[1.02] opacity-80 shadow-xl',
            )}
          >
            <img
              {...imageSrcSet(photo.key, { aspect: 4 / 3, sizes: '(min-width: 640px) 240px, 50vw', maxWidth: 320 })}
              alt={label}
              className="size-full object-cover select-none"
              draggable={false}
              loading="lazy"
            />
            <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-2">
              <span className="flex items-center gap-1.5">
                <span className="grid size-6 place-items-center rounded-full bg-neutral-900/70 text-xs font-bold text-white tabular-nums">
                  {i + 1}
                </span>
                {photo.isCover && (
                  <Badge color="primary" className="shadow-sm">
                    <Star className="size-3 fill-current" aria-hidden="true" />
                    {t('listings.photos.cover')}
                  </Badge>
                )}
              </span>
              <button
                type="button"
                {...handleProps(photo)}
                aria-label={t('listings.photos.drag', { label })}
                aria-describedby="photo-drag-help"
                className="grid size-8 cursor-grab place-items-center rounded-lg bg-white/95 text-neutral-700 shadow-sm ring-1 ring-black/5 active:cursor-grabbing dark:bg-neutral-900/95 dark:text-neutral-200"
              >
                <GripVertical className="size-4" aria-hidden="true" />
              </button>
            </div>
            <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-black/55 to-transparent p-2 pt-6">
              <span className="flex gap-1">
                <IconButton
                  label={t('listings.photos.move-earlier', { label })}
                  onClick={() => move(photo, -1)}
                  disabled={busy || i === 0}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={t('listings.photos.move-later', { label })}
                  onClick={() => move(photo, 1)}
                  disabled={busy || i === shown.length - 1}
                >
                  <ArrowRight className="size-4" aria-hidden="true" />
                </IconButton>
              </span>
              <span className="flex gap-1">
                {!photo.isCover && (
                  <IconButton
                    label={t('listings.photos.make-cover', { label })}
                    onClick={() => onCover(photo)}
                    disabled={busy}
                  >
                    <Star className="size-4" aria-hidden="true" />
                  </IconButton>
                )}
                <IconButton
                  label={t('listings.photos.delete', { label })}
                  onClick={() => onDelete(photo)}
                  disabled={busy}
                  danger
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconButton>
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
