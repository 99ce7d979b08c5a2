import type { MapTiles } from './map-types';

/** A south,west,north,east box (the search API's `bounds`). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** One result on the map: its approximate point and the price shown in the marker. */
export interface PriceMarker {
  id: string;
  lat: number;
  lng: number;
  /** "28 €" */
  price: string;
  /** Accessible name: "Gazelle Orange C7, 28 € per day". */
  label: string;
}

export interface SearchMapTexts {
  map: string;
  zoomIn: string;
  zoomOut: string;
  /** "{{count}} bikes here, zoom in" */
  cluster(count: number): string;
}

/** What the lazily loaded Leaflet module of the search page needs (see leaflet-search-map.tsx). */
export interface LeafletSearchMapProps {
  tiles: MapTiles;
  markers: readonly PriceMarker[];
  /** The searched box: the map fits it when it changes, unless the map itself chose it. */
  bounds: MapBounds | null;
  highlightedId: string | null;
  texts: SearchMapTexts;
  onHighlight(id: string | null): void;
  onSelect(id: string): void;
  /** The person moved or zoomed the map: the box they now see. */
  onMoved(bounds: MapBounds): void;
}
