import { LocateFixed, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRootData } from '../../context/use-root-data';
import type { LeafletSearchMapProps, MapBounds } from './search-map-types';

/** Leaflet, supercluster and their CSS: a chunk of their own, fetched only when the map shows. */
const LeafletSearchMap = lazy(() => import('./leaflet-search-map'));

const FALLBACK_TILES = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OpenStreetMap' };

interface SearchMapProps extends Omit<LeafletSearchMapProps, 'tiles' | 'onMoved'> {
  /** "Search in this area" */
  searchAreaLabel: string;
  onSearchArea(bounds: MapBounds): void;
}

/**
 * The results map. Moving it offers "Search in this area", which searches the box in view; a new
 * result set (another search) hides the offer again.
 */
export function SearchMap({ searchAreaLabel, onSearchArea, ...props }: SearchMapProps) {
  const tiles = useRootData()?.mapTiles ?? FALLBACK_TILES;
  const [moved, setMoved] = useState<MapBounds | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => setMoved(null), [props.markers]);

  return (
    <div className="relative isolate h-full w-full" data-testid="search-map">
      {mounted ? (
        <Suspense fallback={<MapSkeleton label={props.texts.map} />}>
          <LeafletSearchMap {...props} tiles={tiles} onMoved={setMoved} />
        </Suspense>
      ) : (
        <MapSkeleton label={props.texts.map} />
      )}
      {moved && (
        <button
          type="button"
          onClick={() => {
            onSearchArea(moved);
            setMoved(null);
          }}
          className="absolute top-4 left-1/2 z-[1000] inline-flex min-h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-neutral-900 px-5 text-sm font-semibold text-white shadow-lg hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200"
        >
          <LocateFixed className="size-4" aria-hidden="true" />
          {searchAreaLabel}
        </button>
      )}
    </div>
  );
}

function MapSkeleton({ label }: { label: string }) {
  return (
    <div className="grid h-full w-full place-items-center bg-[#e8f1ea] dark:bg-[#0f1a14]" aria-label={label} role="img">
      <MapPin className="size-8 animate-pulse text-primary-600/60 dark:text-primary-400/60" aria-hidden="true" />
    </div>
  );
}
