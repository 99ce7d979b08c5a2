// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { findCategory, findSize, findSubCategory } from './catalog-repository';
export { createAllTheCitiesIndex, type PlaceIndex } from './place-index';
export { createAddressLocator, createNominatimGeocoder, type AddressLocator } from './street-geocoder';
