import Supercluster from 'supercluster';
import type { MapBounds, PriceMarker } from './search-map-types';

/** Screen radius (px) within which markers merge; price pills are about 60 px wide. */
const CLUSTER_RADIUS_PX = 56;
/** From this zoom on, every marker shows alone (approximate points are ~500 m apart at worst). */
const CLUSTER_MAX_ZOOM = 15;

export type MapItem =
  | { kind: 'marker'; marker: PriceMarker }
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number; expansionZoom: number };

interface PriceClusterIndex {
  /** What to draw for this view: single price markers and clusters with their count. */
  items(bounds: MapBounds, zoom: number): MapItem[];
}

/** Builds a supercluster index over the markers (built once per result set). */
export function buildPriceClusters(markers: readonly PriceMarker[]): PriceClusterIndex {
  const byId = new Map(markers.map((m) => [m.id, m]));
  const index = new Supercluster<{ id: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    markers.map((m) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
      properties: { id: m.id },
    })),
  );
  return {
    items({ south, west, north, east }, zoom) {
      return index.getClusters([west, south, east, north], Math.floor(zoom)).map((feature): MapItem => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          id?: string;
        };
        if (props.cluster && props.cluster_id !== undefined) {
          return {
            kind: 'cluster',
            id: props.cluster_id,
            lat,
            lng,
            count: props.point_count ?? 0,
            expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1),
          };
        }
        return { kind: 'marker', marker: byId.get(props.id!)! };
      });
    },
  };
}
