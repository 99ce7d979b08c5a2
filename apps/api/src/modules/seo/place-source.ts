import type { FastifyInstance } from 'fastify';
import type { PlaceDetail, PlaceResponse, PlacesResponse, PlaceSummary } from '@biclou/contracts/places';

/**
 * Places come from the places module (`/api/v1/places/*`), the one owner of slugs, bounds and
 * listing counts. The place page asks it in process (inject, no socket), as server rendering
 * does, so both always agree on what "Lyon" covers.
 */
export interface PlaceSource {
  detail(slug: string): Promise<PlaceDetail | null>;
  nearby(slug: string, limit: number): Promise<PlaceSummary[]>;
  popular(kind: 'city' | 'department' | 'region', limit: number): Promise<PlaceSummary[]>;
}

export function placeSourceOf(app: FastifyInstance): PlaceSource {
  const get = async <T>(url: string): Promise<T | null> => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { accept: 'application/json' } });
    return res.statusCode === 200 ? (res.json() as T) : null;
  };
  return {
    async detail(slug) {
      return (await get<PlaceResponse>(`/places/${encodeURIComponent(slug)}`))?.place ?? null;
    },
    async nearby(slug, limit) {
      return (await get<PlacesResponse>(`/places/${encodeURIComponent(slug)}/nearby?limit=${limit}`))?.places ?? [];
    },
    async popular(kind, limit) {
      return (await get<PlacesResponse>(`/places/popular?kind=${kind}&limit=${limit}`))?.places ?? [];
    },
  };
}
