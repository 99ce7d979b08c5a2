import type { PlacePage } from '@biclou/contracts/seo';
import { toPlaceLink, toPlaceLinkLists, type PlaceLink, type PlaceLinkLists } from '../../lib/places/place-link';

/**
 * What `/place/{place}` renders of the API's place page (the loader's data is serialised
 * into the HTML and parsed again by the browser): the place's name, kind and parent, not its point,
 * box or population; the nearby and popular places as links; the text without its sources.
 */
export interface PlacePageView extends Omit<PlacePage, 'place' | 'seo' | 'nearby' | 'popular'> {
  place: Pick<PlacePage['place'], 'slug' | 'name' | 'kind' | 'parentName'>;
  seo: Omit<PlacePage['seo'], 'source'>;
  nearby: PlaceLink[];
  popular: PlaceLinkLists;
}

export function toPlacePageView(page: PlacePage): PlacePageView {
  const { slug, name, kind, parentName } = page.place;
  const { source: _source, ...seo } = page.seo;
  return {
    place: { slug, name, kind, parentName },
    locale: page.locale,
    seo,
    listings: page.listings,
    nearby: page.nearby.map(toPlaceLink),
    popular: toPlaceLinkLists(page.popular),
    breadcrumbs: page.breadcrumbs,
  };
}
