import type { z } from 'zod';
import type { CategoriesResponse, GeocodeQuerySchema, GeocodeResponse } from '../catalog';
import type {
  PlacesResponse,
  PopularListsQuerySchema,
  PopularListsResponse,
  PopularPlacesQuerySchema,
} from '../places';
import type { ListedCategoriesResponse, SearchQuerySchema, SearchResponse, SimilarListingsResponse } from '../search';
import type { PlacePageQuerySchema, PlacePageResponseSchema } from '../seo';
import { endpoint, type QueryInput } from './define';

export const getCategories = /*#__PURE__*/ endpoint<CategoriesResponse>()('GET', '/categories');
export const geocode = /*#__PURE__*/ endpoint<
  GeocodeResponse,
  undefined,
  QueryInput<z.input<typeof GeocodeQuerySchema>>
>()('GET', '/geocode');
export const popularPlaces = /*#__PURE__*/ endpoint<
  PlacesResponse,
  undefined,
  QueryInput<z.input<typeof PopularPlacesQuerySchema>>
>()('GET', '/places/popular');
export const popularPlaceLists = /*#__PURE__*/ endpoint<
  PopularListsResponse,
  undefined,
  QueryInput<z.input<typeof PopularListsQuerySchema>>
>()('GET', '/places/popular-lists');
export const getPlacePage = /*#__PURE__*/ endpoint<
  z.infer<typeof PlacePageResponseSchema>,
  undefined,
  QueryInput<z.input<typeof PlacePageQuerySchema>>
>()('GET', '/place-pages/:place');
export const search = /*#__PURE__*/ endpoint<
  SearchResponse,
  undefined,
  QueryInput<z.input<typeof SearchQuerySchema>>
>()('GET', '/search');
export const listedCategories = /*#__PURE__*/ endpoint<ListedCategoriesResponse>()('GET', '/search/categories');
export const similarListings = /*#__PURE__*/ endpoint<SimilarListingsResponse>()('GET', '/listings/:listingId/similar');
