import type { PlacePage } from '@biclou/contracts/seo';
import { localizedPath } from '@biclou/domain/seo-urls';
import type { PageHeadOverride } from '../app-shell/page-head';
import { breadcrumbLd } from '../seo/json-ld';

/** Title and description from the rendered template; the trail Home › region › … › place as JSON-LD. */
export function placeHead(page: PlacePage, origin: string, homeName: string): PageHeadOverride {
  const lang = page.locale;
  const trail = page.breadcrumbs.length ? page.breadcrumbs : [{ slug: page.place.slug, name: page.place.name }];
  return {
    title: page.seo.title,
    description: page.seo.description,
    jsonLd: [
      breadcrumbLd([
        { name: homeName, url: `${origin}${localizedPath('/', lang)}` },
        ...trail.map((p) => ({ name: p.name, url: `${origin}${localizedPath(`/place/${p.slug}`, lang)}` })),
      ]),
    ],
  };
}
