/**
 * The public point of a listing (decisions.md "Privacy"): the exact point moved by 300–600 m in a
 * direction and distance derived from a per-listing seed, so it is the same every time. The API
 * derives the seed with a keyed hash (HMAC of the listing id with the server secret): with a plain
 * hash of the id anyone could undo the offset.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const APPROX_MIN_M = 300;
const APPROX_MAX_M = 600;
/** The circle drawn around the public point. */
export const APPROX_RADIUS_M = 500;

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (d: number) => (d * Math.PI) / 180;
const toDeg = (r: number) => (r * 180) / Math.PI;

/** A number in [0, 1) from 4 bytes of the seed. */
function fraction(seed: Uint8Array, offset: number): number {
  const v = ((seed[offset]! << 24) | (seed[offset + 1]! << 16) | (seed[offset + 2]! << 8) | seed[offset + 3]!) >>> 0;
  return v / 2 ** 32;
}

/** Moves `point` by `distanceM` towards `bearingRad` (0 = north, clockwise), on a sphere. */
export function movePoint(point: LatLng, bearingRad: number, distanceM: number): LatLng {
  const d = distanceM / EARTH_RADIUS_M;
  const lat1 = toRad(point.lat);
  const lng1 = toRad(point.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearingRad));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(bearingRad) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: toDeg(lat2), lng: ((toDeg(lng2) + 540) % 360) - 180 };
}

/** Great-circle distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The public point for an exact point and an 8-byte (or longer) seed, rounded to 5 decimals
 * (about 1 m). Example: the same point and seed always give the same result, 300–600 m away.
 */
export function approximateLocation(exact: LatLng, seed: Uint8Array): LatLng {
  if (seed.length < 8) throw new RangeError('the seed needs at least 8 bytes');
  const bearing = fraction(seed, 0) * 2 * Math.PI;
  const distance = APPROX_MIN_M + fraction(seed, 4) * (APPROX_MAX_M - APPROX_MIN_M);
  const moved = movePoint(exact, bearing, distance);
  return { lat: Math.round(moved.lat * 1e5) / 1e5, lng: Math.round(moved.lng * 1e5) / 1e5 };
}
