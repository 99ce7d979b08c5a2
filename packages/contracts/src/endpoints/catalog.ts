import type { z } from 'zod';
import type { CategoriesResponse, GeocodeResponse } from '../catalog';
import type { PlacesResponse } from '../places';
import type { SearchResponse } from '../search';
import type { PlacePageResponseSchema } from '../seo';
import { endpoint } from './define';

export const getCategories = /*#__PURE__*/ endpoint<CategoriesResponse>()('GET', '/categories');
export const geocode = /*#__PURE__*/ endpoint<GeocodeResponse, undefined, { q: string; country?: string }>()(
  'GET',
  '/geocode',
);
export const popularPlaces = /*#__PURE__*/ endpoint<PlacesResponse, undefined, { kind: string; limit: number }>()(
  'GET',
  '/places/popular',
);
export const getPlacePage = /*#__PURE__*/ endpoint<
  z.infer<typeof PlacePageResponseSchema>,
  undefined,
  { locale: string }
>()('GET', '/place-pages/:place');
export const search = /*#__PURE__*/ endpoint<SearchResponse>()('GET', '/search');
