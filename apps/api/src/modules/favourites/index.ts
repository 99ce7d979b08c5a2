// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { countFavourites, deleteFavouritesOfListing, deleteFavouritesOfMember } from './favourite-repository';
