import type { FastifyInstance } from 'fastify';
import type { PlacesResponse, PlaceSummary } from '@biclou/contracts/places';

/**
 * The popular lists come from the places module's route (`/api/v1/places/popular`), asked in
 * process (inject, no socket) as server rendering does: its 60-second cache serves both. The
 * place itself and its nearby cities are read with the places module's own SQL (findPlaceBySlug,
 * nearbyPlacesSql), so both always agree on what "Lyon" covers.
 */
export interface PlaceSource {
  popular(kind: 'city' | 'department' | 'region', limit: number): Promise<PlaceSummary[]>;
}

export function placeSourceOf(app: FastifyInstance): PlaceSource {
  const get = async <T>(url: string): Promise<T | null> => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { accept: 'application/json' } });
    return res.statusCode === 200 ? (res.json() as T) : null;
  };
  return {
    async popular(kind, limit) {
      return (await get<PlacesResponse>(`/places/popular?kind=${kind}&limit=${limit}`))?.places ?? [];
    },
  };
}
