import type { z } from 'zod';
import type { FavouriteIdsResponse, FavouriteListQuerySchema, FavouriteListResponse } from '../favourites';
import { endpoint, type QueryInput } from './define';

export const listFavourites = /*#__PURE__*/ endpoint<
  FavouriteListResponse,
  undefined,
  QueryInput<z.input<typeof FavouriteListQuerySchema>>
>()('GET', '/favourites');
export const favouriteIds = /*#__PURE__*/ endpoint<FavouriteIdsResponse>()('GET', '/favourites/ids');
export const addFavourite = /*#__PURE__*/ endpoint<null>()('PUT', '/favourites/:listingId');
export const removeFavourite = /*#__PURE__*/ endpoint<null>()('DELETE', '/favourites/:listingId');
