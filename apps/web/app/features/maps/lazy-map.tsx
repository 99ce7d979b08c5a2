import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useRootData } from '../../context/use-root-data';
import type { LatLng, MapLayer } from './map-types';

/** Leaflet touches `window`: its module (and its CSS) is fetched in the browser, on demand. */
const LeafletMap = lazy(() => import('./leaflet-map'));

const FALLBACK_TILES = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OpenStreetMap' };

function MapSkeleton({ label }: { label: string }) {
  return (
    <div className="grid h-full w-full place-items-center bg-[#e8f1ea] dark:bg-[#0f1a14]" aria-label={label} role="img">
      <MapPin className="size-8 animate-pulse text-primary-600/60 dark:text-primary-400/60" aria-hidden="true" />
    </div>
  );
}

interface LazyMapProps {
  center: LatLng;
  zoom?: number;
  layer: MapLayer;
  label: string;
  className?: string;
}

/**
 * A map that costs nothing until it is needed: rendered only in the browser, and only once
 * it scrolls near the screen. Tiles come from the public runtime config; without network the
 * drawn background, the pin and the circle still show.
 */
export function LazyMap({ center, zoom = 13, layer, label, className }: LazyMapProps) {
  const tiles = useRootData()?.mapTiles ?? FALLBACK_TILES;
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      data-testid="map"
      className={cn(
        'relative isolate overflow-hidden rounded-2xl ring-1 ring-neutral-200 dark:ring-neutral-800',
        className,
      )}
    >
      {visible ? (
        <Suspense fallback={<MapSkeleton label={label} />}>
          <LeafletMap tiles={tiles} center={center} zoom={zoom} layer={layer} label={label} />
        </Suspense>
      ) : (
        <MapSkeleton label={label} />
      )}
    </div>
  );
}
