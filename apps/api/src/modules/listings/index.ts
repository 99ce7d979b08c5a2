// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { listAccessories } from './accessory-repository';
export { listUnavailablePeriods } from './availability-repository';
export { listImportedSpans } from './imported-block-repository';
export { listUnits } from './unit-repository';
export { findActiveOwner, findListing, lockListing, type ListingRow } from './listing-repository';
export { listingViewQuery } from './listing-view-repository';
export { deleteListingPhotoFiles, deleteOwnerListings } from './delete-owner-listings';
export { listingTitle } from './listing-view';
export { listingNotFound, publicPointOf } from './owned-listing';
export type { ListingBookings } from './unfinished-bookings';
