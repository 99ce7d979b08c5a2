import { BRAND } from '../constants';

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
  /** Structured data of the page (Product, BreadcrumbList…), besides the site's Organization. */
  jsonLd?: Record<string, unknown>[];
  /** `noindex` for a page that must stay out of search results (an owner's view of a draft…). */
  robots?: string;
  /** Open Graph type: `product` for a listing; `website` otherwise. */
  ogType?: string;
  /**
   * The page answers an error status though it renders normally (a listing no longer available):
   * like an error page, no canonical, no alternates, `noindex` and no structured data.
   */
  error?: boolean;
}

/** The `head` of a loader's data, when it has one. */
export function headFromLoaderData(data: unknown): PageHeadOverride | undefined {
  const head = (data as { head?: unknown } | null | undefined)?.head;
  return head && typeof head === 'object' ? (head as PageHeadOverride) : undefined;
}
