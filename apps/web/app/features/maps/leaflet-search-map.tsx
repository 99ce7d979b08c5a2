import 'leaflet/dist/leaflet.css';
import './map.css';
import './search-map.css';
import L from 'leaflet';
import { plainDecimal } from '@biclou/domain/formats';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { buildPriceClusters, type MapItem } from './price-clusters';
import type { LeafletSearchMapProps, MapBounds, PriceMarker } from './search-map-types';

/** France, Switzerland, Belgium and Luxembourg: the view before anything is searched. */
const DEFAULT_BOUNDS: MapBounds = { south: 42.3, west: -4.8, north: 51.6, east: 10.5 };

const toLatLngBounds = (b: MapBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);
const fromLatLngBounds = (b: L.LatLngBounds): MapBounds => ({
  south: b.getSouth(),
  west: b.getWest(),
  north: b.getNorth(),
  east: b.getEast(),
});
const boundsKey = (b: MapBounds | null) =>
  b ? [b.south, b.west, b.north, b.east].map((n) => plainDecimal(n, 5)).join(',') : '';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function priceIcon(price: string) {
  return L.divIcon({
    html: `<span class="biclou-price__pill">${escapeHtml(price)}</span>`,
    className: 'biclou-price',
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

function clusterIcon(count: number) {
  const size = count < 10 ? 40 : count < 100 ? 48 : 56;
  return L.divIcon({ html: `<span>${count}</span>`, className: 'biclou-cluster', iconSize: [size, size] });
}

/** One price pill; its highlight is a class toggle, so focus and hover survive re-renders. */
function PricePin({
  marker,
  active,
  onHighlight,
  onSelect,
}: { marker: PriceMarker; active: boolean } & Pick<LeafletSearchMapProps, 'onHighlight' | 'onSelect'>) {
  const ref = useRef<L.Marker>(null);
  const icon = useMemo(() => priceIcon(marker.price), [marker.price]);
  useEffect(() => {
    const el = ref.current?.getElement();
    el?.classList.toggle('is-active', active);
    ref.current?.setZIndexOffset(active ? 1000 : 0);
  }, [active]);
  return (
    <Marker
      ref={ref}
      position={[marker.lat, marker.lng]}
      icon={icon}
      keyboard
      title={marker.label}
      eventHandlers={{
        add: (e) => {
          const el = (e.target as L.Marker).getElement();
          if (!el) return;
          el.setAttribute('aria-label', marker.label);
          el.dataset.listingId = marker.id;
          el.addEventListener('focus', () => onHighlight(marker.id));
          el.addEventListener('blur', () => onHighlight(null));
        },
        mouseover: () => onHighlight(marker.id),
        mouseout: () => onHighlight(null),
        click: () => onSelect(marker.id),
      }}
    />
  );
}

function ClusterPin({ item, label }: { item: Extract<MapItem, { kind: 'cluster' }>; label: string }) {
  const map = useMap();
  const icon = useMemo(() => clusterIcon(item.count), [item.count]);
  return (
    <Marker
      position={[item.lat, item.lng]}
      icon={icon}
      keyboard
      title={label}
      eventHandlers={{
        add: (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', label),
        click: () => map.setView([item.lat, item.lng], item.expansionZoom),
      }}
    />
  );
}

/**
 * Fits the searched box when it changes, and tells the page when the *person* moved the map:
 * moves we make ourselves are flagged and do not count.
 */
function ViewSync({
  bounds,
  onView,
  onMoved,
}: {
  bounds: MapBounds | null;
  onView(b: MapBounds, zoom: number): void;
  onMoved(b: MapBounds): void;
}) {
  const map = useMap();
  const ours = useRef(false);
  const own = useRef('');
  const key = boundsKey(bounds);

  useEffect(() => {
    if (!bounds || key === own.current) return;
    ours.current = true;
    map.fitBounds(toLatLngBounds(bounds), { animate: false });
    const t = setTimeout(() => (ours.current = false), 0);
    onView(fromLatLngBounds(map.getBounds()), map.getZoom());
    return () => clearTimeout(t);
    // (the key stands for the box)
  }, [map, key]);

  useMapEvents({
    moveend: () => {
      const view = fromLatLngBounds(map.getBounds());
      onView(view, map.getZoom());
      if (ours.current) return;
      own.current = boundsKey(view);
      onMoved(view);
    },
  });
  return null;
}

/** The search map itself: loaded on demand, in the browser only (see search-map.tsx). */
export default function LeafletSearchMap({
  tiles,
  markers,
  bounds,
  highlightedId,
  texts,
  onHighlight,
  onSelect,
  onMoved,
}: LeafletSearchMapProps) {
  const clusters = useMemo(() => buildPriceClusters(markers), [markers]);
  const [view, setView] = useState<{ bounds: MapBounds; zoom: number } | null>(null);
  const initial = useMemo(() => toLatLngBounds(bounds ?? DEFAULT_BOUNDS), []); // first view only
  const items = view ? clusters.items(view.bounds, view.zoom) : [];
  const onView = (b: MapBounds, zoom: number) => setView({ bounds: b, zoom });
  const map = useRef<L.Map>(null);
  // The view the markers were clustered for, on the map's element (`data-view="south,west,north,east,zoom"`),
  // so a journey can work out where a place is on screen; people never see it.
  useEffect(() => {
    if (view && map.current) map.current.getContainer().dataset.view = `${boundsKey(view.bounds)},${view.zoom}`;
  }, [view]);

  return (
    <MapContainer
      ref={map}
      bounds={initial}
      className="biclou-map h-full w-full"
      attributionControl
      zoomControl={false}
      aria-label={texts.map}
      zoomSnap={0.5}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <ZoomControl position="topleft" zoomInTitle={texts.zoomIn} zoomOutTitle={texts.zoomOut} />
      <ViewSync bounds={bounds} onView={onView} onMoved={onMoved} />
      <InitialView onView={onView} />
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <ClusterPin key={`c${item.id}`} item={item} label={texts.cluster(item.count)} />
        ) : (
          <PricePin
            key={item.marker.id}
            marker={item.marker}
            active={item.marker.id === highlightedId}
            onHighlight={onHighlight}
            onSelect={onSelect}
          />
        ),
      )}
    </MapContainer>
  );
}

function InitialView({ onView }: { onView(b: MapBounds, zoom: number): void }) {
  const map = useMap();
  useEffect(() => {
    onView(fromLatLngBounds(map.getBounds()), map.getZoom());
    // once, when the map is ready
  }, [map]);
  return null;
}
