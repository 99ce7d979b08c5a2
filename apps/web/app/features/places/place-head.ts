import { IMAGE_FIXED_SIZES } from '@biclou/contracts/media-constants';
import { localizedPath } from '@biclou/domain/seo-urls';
import type { PageHeadOverride } from '../../lib/seo/page-head-data';
import { imageUrl } from '../../lib/images/image-src-set';
import { breadcrumbLd } from '../../lib/seo/json-ld';
import type { PlacePageView } from './place-view';

/**
 * Title and description from the rendered template, the nearest bike's cover as the social image
 * (through the image proxy), and the trail Home › region › … › place as JSON-LD.
 */
export function placeHead(
  page: Pick<PlacePageView, 'locale' | 'breadcrumbs' | 'place' | 'listings' | 'seo'>,
  origin: string,
  homeName: string,
): PageHeadOverride {
  const lang = page.locale;
  const trail = page.breadcrumbs.length ? page.breadcrumbs : [{ slug: page.place.slug, name: page.place.name }];
  const cover = page.listings.find((l) => l.coverKey)?.coverKey;
  return {
    title: page.seo.title,
    description: page.seo.description,
    image: cover ? imageUrl(cover, { ...IMAGE_FIXED_SIZES.social, format: 'jpeg', quality: 80 }) : undefined,
    jsonLd: [
      breadcrumbLd([
        { name: homeName, url: `${origin}${localizedPath('/', lang)}` },
        ...trail.map((p) => ({ name: p.name, url: `${origin}${localizedPath(`/place/${p.slug}`, lang)}` })),
      ]),
    ],
  };
}
