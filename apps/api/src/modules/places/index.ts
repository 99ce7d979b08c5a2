// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { inPlaceSql, placeTreeSql, readsLinkedIds, type PlaceScope } from './place-membership';
export { findPlaceBySlug } from './place-repository';
