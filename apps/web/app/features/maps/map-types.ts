export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapTiles {
  url: string;
  attribution: string;
}

/** What the lazily loaded Leaflet module draws: a draggable pin, or a circle (approximate area). */
export type MapLayer =
  | { kind: 'pin'; position: LatLng; onMove(position: LatLng): void; label: string }
  | { kind: 'circle'; center: LatLng; radiusM: number };

export interface LeafletMapProps {
  tiles: MapTiles;
  center: LatLng;
  zoom: number;
  layer: MapLayer;
  /** Accessible name of the map region. */
  label: string;
}
