import { useTranslation } from 'react-i18next';
import { BRAND } from '../../lib/constants';
import type { Locale } from '../../lib/i18n/locales';
import type { RouteDef } from '../../routing/route-def';

export const OG_IMAGE_PATH = '/og-image.png';

/** The page title, or the translated tagline when the page has none (spec §1). */
export function pageTitle(pageName: string | null, tagline: string): string {
  return pageName ? `${pageName} - ${BRAND}` : tagline;
}

/** What a page's loader may return as `head` to name itself (a listing: "Brand Model"). */
export interface PageHeadOverride {
  title?: string;
  description?: string;
  /** Site path of the social image (`/_img/...`). */
  image?: string;
}

/** The `head` of a loader's data, when it has one. */
export function headFromLoaderData(data: unknown): PageHeadOverride | undefined {
  const head = (data as { head?: unknown } | null | undefined)?.head;
  return head && typeof head === 'object' ? (head as PageHeadOverride) : undefined;
}

/**
 * Title, description and social tags; the description is the footer text (spec §1) unless the
 * page's loader gives its own.
 */
export function PageHead({ def, locale, origin, override }: { def: RouteDef | undefined; locale: Locale; origin: string | undefined; override?: PageHeadOverride }) {
  const { t } = useTranslation();
  const title = pageTitle(override?.title ?? (def?.title ? t(`titles.${def.id}`) : null), t('meta.tagline'));
  const description = override?.description ?? t('footer.description');
  const image = `${origin ?? ''}${override?.image ?? OG_IMAGE_PATH}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#079a52" />
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_FR' : 'en_US'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
