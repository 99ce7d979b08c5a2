import { Expand, Images } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { cn } from '../../../lib/cn';
import { imageSrcSet } from '../../../lib/images/image-src-set';
import type { GalleryPhoto } from './photo-lightbox';

/** The lightbox (Radix dialog, ~15 kB gzip) loads on first open, not with the page. */
const PhotoLightbox = lazy(() => import('./photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

const GRID_MAX = 5;
/*
 * The strip shows below `sm` (640 px), the mosaic from `sm` up; both are in the HTML. Each eager
 * cover sits in a `<picture>` whose `<source>` matches where CSS hides it and points at an empty
 * inline image: there the browser fetches nothing, so a phone or a desktop downloads one cover,
 * not two (before, a "1px" size still cost a small request at high priority on every visit).
 */
const STRIP_HIDDEN = '(min-width: 640px)';
const MOSAIC_HIDDEN = '(max-width: 639px)';
const STRIP_SIZES = '100vw';
const MOSAIC_COVER_SIZES = '(min-width: 1280px) 640px, 50vw';
const MOSAIC_SIZES = '(min-width: 1280px) 320px, 25vw';
/** A sole photo spans the row: its frame is about as high as 32rem, so its width follows the photo's shape. */
const MOSAIC_SOLE_SIZES = '(min-width: 1280px) 960px, 75vw';
/** A transparent 1×1 GIF: what a hidden variant "loads" (no request; `img-src` allows `data:`). */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** An image that loads nothing while `hiddenWhen` matches (`display: contents`: no box of its own). */
function HideablePhoto({ hiddenWhen, ...img }: { hiddenWhen: string } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <picture className="contents">
      <source media={hiddenWhen} srcSet={NOTHING} />
      <img {...img} />
    </picture>
  );
}

/**
 * The banner photos (the phone strip's slides and the mosaic's cover) keep their own shape and are
 * fitted inside their frame on a neutral ground: a bike is never cut (a one-photo listing's wide
 * banner used to crop its wheels). The mosaic's small tiles are previews and fill their cell.
 */
const BANNER_IMG = 'size-full object-contain';

/** In the 4×2 mosaic the cover takes a 2×2 block; the others fill the rest without holes. */
function mosaicSpan(count: number, index: number): string {
  if (count < 3) return '';
  if (index === 0) return 'col-span-2 row-span-2';
  if (count === 3 || (count === 4 && index === 3)) return 'col-span-2';
  return '';
}

/**
 * Cover first. Phones: a swipeable strip with a counter. Wider screens: the cover large and up
 * to four more beside it. Every photo opens the lightbox (keyboard: Enter, then ←/→, Escape).
 */
export function ListingGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  // Stays mounted once opened, so closing animates.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open !== null) setOpened(true);
  }, [open]);
  const [shown, setShown] = useState(0);
  const alt = (i: number) => t('listings.gallery.alt', { title, n: i + 1, total: photos.length });

  if (!photos.length) {
    return (
      <div className="grid aspect-[16/9] place-items-center rounded-2xl bg-neutral-100 text-neutral-400 sm:aspect-[21/9] dark:bg-neutral-900 dark:text-neutral-600">
        <Images className="size-12" aria-hidden="true" />
      </div>
    );
  }

  const grid = photos.slice(0, GRID_MAX);
  const layout = grid.length === 1 ? 'grid-cols-1' : grid.length === 2 ? 'grid-cols-2' : 'grid-cols-4 grid-rows-2';

  return (
    <section aria-label={t('listings.gallery.label')} data-testid="gallery">
      {/* Phones: scroll-snap strip. */}
      <div className="relative -mx-4 sm:hidden">
        <ul
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
          onScroll={(e) => setShown(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        >
          {photos.map((p, i) => (
            <li key={p.id} className="w-full shrink-0 snap-center">
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="block aspect-[4/3] w-full bg-neutral-100 dark:bg-neutral-900"
                aria-label={t('listings.gallery.open', { n: i + 1 })}
              >
                <HideablePhoto
                  hiddenWhen={STRIP_HIDDEN}
                  {...imageSrcSet(p.key, { sizes: STRIP_SIZES, maxWidth: 640 })}
                  alt={alt(i)}
                  data-banner
                  className={BANNER_IMG}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              </button>
            </li>
          ))}
        </ul>
        <span className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-neutral-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
          {shown + 1} / {photos.length}
        </span>
      </div>

      {/* Wider screens: mosaic. */}
      <div className={cn('relative hidden h-[min(32rem,55vw)] gap-2 overflow-hidden rounded-2xl sm:grid', layout)}>
        {grid.map((p, i) => {
          const cover = i === 0;
          const span = mosaicSpan(grid.length, i);
          return (
            <button
              key={p.id}
              type="button"
              onClick={() => setOpen(i)}
              className={cn('group relative min-h-0 overflow-hidden bg-neutral-100 dark:bg-neutral-900', span)}
              aria-label={t('listings.gallery.open', { n: i + 1 })}
            >
              <HideablePhoto
                hiddenWhen={MOSAIC_HIDDEN}
                {...imageSrcSet(
                  p.key,
                  cover
                    ? {
                        sizes: grid.length === 1 ? MOSAIC_SOLE_SIZES : MOSAIC_COVER_SIZES,
                        maxWidth: grid.length === 1 ? 1280 : 800,
                      }
                    : { aspect: 4 / 3, sizes: MOSAIC_SIZES, maxWidth: 400 },
                )}
                alt={alt(i)}
                data-banner={cover || undefined}
                className={cn(
                  cover ? BANNER_IMG : 'size-full object-cover',
                  'transition duration-300 group-hover:scale-[1.03] group-hover:brightness-95',
                )}
                loading={cover ? 'eager' : 'lazy'}
                fetchPriority={cover ? 'high' : undefined}
              />
            </button>
          );
        })}
        <button
          type="button"
          onClick={() => setOpen(0)}
          className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-neutral-900 shadow-md ring-1 ring-black/5 hover:bg-white"
        >
          <Expand className="size-4" aria-hidden="true" />
          {t('listings.gallery.show-all', { count: photos.length })}
        </button>
      </div>
      {(open !== null || opened) && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={open} onIndexChange={setOpen} alt={alt} />
        </Suspense>
      )}
    </section>
  );
}
