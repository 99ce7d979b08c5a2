// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { readsLinkedIds, type PlaceScope } from './place-membership';
export { inPlaceSql, placeTreeSql } from './place-membership-repository';
export { findPlaceBySlug, nearbyPlacesSql } from './place-repository';
export { toSummary, type PlaceRow } from './place-summary-repository';
export { popularPlacesOf, type PopularPlaces } from './popular-places';
