import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { BRAND } from '../../lib/constants';
import type { Locale } from '../../lib/i18n/locales';
import type { RouteMeta } from '../../routing/route-meta';
import { jsonLdHtml, organizationLd } from '../../lib/seo/json-ld';
import { seoLinks } from '../../lib/seo/seo-links';
import { pageTitle, type PageHeadOverride } from '../../lib/seo/page-head-data';

const OG_IMAGE_PATH = '/og-image.png';

interface PageHeadProps {
  def: RouteMeta | undefined;
  locale: Locale;
  origin: string | undefined;
  pathname: string;
  search: string;
  /** The page is an error page (404, 410, 403…): nothing to index, no canonical. */
  error?: boolean;
  override?: PageHeadOverride;
}

/**
 * Title, description, canonical URL, hreflang alternates, robots, social tags and JSON-LD. The
 * description is the footer text (spec §1) unless the page's loader gives its own; the canonical
 * keeps only the route's whitelisted query parameters (spec §9).
 */
export function PageHead({ def, locale, origin, pathname, search, error: routeError, override }: PageHeadProps) {
  const { t } = useTranslation();
  const error = routeError || override?.error === true;
  const title = pageTitle(override?.title ?? (def?.title ? t(`titles.${def.id}`) : null), t('meta.tagline'));
  const description = override?.description ?? t('footer.description');
  const site = (origin ?? '').replace(/\/$/, '');
  const image = `${site}${override?.image ?? OG_IMAGE_PATH}`;
  const links = seoLinks({ origin: site, pathname, search, locale, def, error });
  const robots = override?.robots ?? links.robots;
  const jsonLd = error ? [] : [organizationLd(site), ...(override?.jsonLd ?? [])];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {robots && <meta name="robots" content={robots} />}
      {links.canonical && <link rel="canonical" href={links.canonical} />}
      {links.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta name="theme-color" content="#079a52" />
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:type" content={override?.ogType ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {links.canonical && <meta property="og:url" content={links.canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_FR' : 'en_US'} />
      <meta property="og:locale:alternate" content={locale === 'fr' ? 'en_US' : 'fr_FR'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />
      ))}
    </>
  );
}
