import type { PlaceSummary } from '@biclou/contracts/places';

/**
 * What a list of places shows of each (the landing's popular lists, the place page's nearby and
 * popular ones): its name, its page and how many bikes it has. Loaders keep only this (their
 * data is serialised into the page and parsed again by the browser).
 */
export type PlaceLink = Pick<PlaceSummary, 'slug' | 'name' | 'listingCount'>;

export const toPlaceLink = ({ slug, name, listingCount }: PlaceSummary): PlaceLink => ({ slug, name, listingCount });

export interface PlaceLinkLists {
  cities: PlaceLink[];
  departments: PlaceLink[];
  regions: PlaceLink[];
}

export const toPlaceLinkLists = (lists: {
  cities: PlaceSummary[];
  departments: PlaceSummary[];
  regions: PlaceSummary[];
}): PlaceLinkLists => ({
  cities: lists.cities.map(toPlaceLink),
  departments: lists.departments.map(toPlaceLink),
  regions: lists.regions.map(toPlaceLink),
});
