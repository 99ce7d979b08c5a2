import type { z } from 'zod';
import type {
  AddListingUnitsRequestSchema,
  ListingUnitsResponse,
  UpdateListingUnitRequestSchema,
} from '../listing-units';
import { endpoint } from './define';

/** A listing's units (its identical bikes), for its owner. */
export const listListingUnits = /*#__PURE__*/ endpoint<ListingUnitsResponse>()('GET', '/listings/:listingId/units');
export const addListingUnits = /*#__PURE__*/ endpoint<
  ListingUnitsResponse,
  z.input<typeof AddListingUnitsRequestSchema>
>()('POST', '/listings/:listingId/units');
export const updateListingUnit = /*#__PURE__*/ endpoint<
  ListingUnitsResponse,
  z.input<typeof UpdateListingUnitRequestSchema>
>()('PUT', '/listings/:listingId/units/:unitId');
export const deleteListingUnit = /*#__PURE__*/ endpoint<ListingUnitsResponse>()(
  'DELETE',
  '/listings/:listingId/units/:unitId',
);
