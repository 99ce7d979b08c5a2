import { plainDecimal } from './formats';
import { movePoint, type LatLng } from './approximate-location';

interface Area {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The map area `radiusM` around a point: its edges `radiusM` north, south, east and west of it,
 * outward-rounded to 5 decimals (about a metre), as a search's `bounds`. Example: 20 km around
 * Lyon (45.76, 4.84) is about 45.58–45.94 in latitude and 4.58–5.10 in longitude.
 */
export function areaAround(center: LatLng, radiusM: number): Area {
  const north = movePoint(center, 0, radiusM).lat;
  const south = movePoint(center, Math.PI, radiusM).lat;
  const east = movePoint(center, Math.PI / 2, radiusM).lng;
  const west = movePoint(center, -Math.PI / 2, radiusM).lng;
  const down = (x: number) => Math.floor(x * 1e5) / 1e5;
  const up = (x: number) => Math.ceil(x * 1e5) / 1e5;
  return {
    south: Math.max(-90, down(south)),
    west: Math.max(-180, down(west)),
    north: Math.min(90, up(north)),
    east: Math.min(180, up(east)),
  };
}

/** `south,west,north,east` as the search's `bounds` parameter reads it. */
export function areaParam(a: Area): string {
  return [a.south, a.west, a.north, a.east].map((n) => plainDecimal(n, 5)).join(',');
}
