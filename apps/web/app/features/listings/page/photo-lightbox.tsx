import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { cn } from '../../../lib/cn';
import { imageSrcSet } from '../../../lib/images/image-src-set';

export interface GalleryPhoto {
  id: string;
  key: string;
  width: number;
  height: number;
}

interface PhotoLightboxProps {
  photos: readonly GalleryPhoto[];
  index: number | null;
  onIndexChange(index: number | null): void;
  alt(index: number): string;
}

/** Full-screen photos: arrows and ←/→ to browse, Escape or × to close, focus kept inside. */
export function PhotoLightbox({ photos, index, onIndexChange, alt }: PhotoLightboxProps) {
  const { t } = useTranslation();
  const open = index !== null;
  const current = index ?? 0;
  const photo = photos[current];
  const go = (delta: number) => onIndexChange((current + delta + photos.length) % photos.length);
  const nav =
    'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow-lg transition hover:bg-white focus-visible:outline-white';

  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => !o && onIndexChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-neutral-950/95" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex animate-fade-in flex-col bg-neutral-950 outline-none"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') go(1);
            if (e.key === 'ArrowLeft') go(-1);
          }}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between px-4 py-3 text-white">
            <RadixDialog.Title className="text-sm font-medium tabular-nums">
              {t('listings.gallery.counter', { current: current + 1, total: photos.length })}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="grid size-10 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-white"
              aria-label={t('common.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-4 sm:px-20">
            {photo && (
              <img
                key={photo.id}
                {...imageSrcSet(photo.key, { sizes: '100vw' })}
                alt={alt(current)}
                className="max-h-full max-w-full animate-fade-in rounded-lg object-contain"
              />
            )}
            {photos.length > 1 && (
              <>
                <button
                  type="button"
                  className={cn(nav, 'left-3 sm:left-6')}
                  onClick={() => go(-1)}
                  aria-label={t('listings.gallery.previous')}
                >
                  <ChevronLeft className="size-5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(nav, 'right-3 sm:right-6')}
                  onClick={() => go(1)}
                  aria-label={t('listings.gallery.next')}
                >
                  <ChevronRight className="size-5" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
          {photos.length > 1 && (
            <div className="flex justify-center gap-2 overflow-x-auto px-4 pb-5">
              {photos.map((p, i) => (
                <button
                  key={p.id}
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={t('listings.gallery.show', { n: i + 1 })}
                  aria-current={i === current || undefined}
                  className={cn(
                    'size-14 shrink-0 overflow-hidden rounded-lg ring-2 transition',
                    i === current ? 'ring-white' : 'opacity-60 ring-transparent hover:opacity-100',
                  )}
                >
                  <img
                    {...imageSrcSet(p.key, { aspect: 1, sizes: '56px', maxWidth: 56 })}
                    alt=""
                    className="size-full object-cover"
                  />
                </button>
              ))}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
