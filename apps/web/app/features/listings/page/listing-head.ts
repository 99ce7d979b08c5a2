import { IMAGE_FIXED_SIZES } from '@biclou/contracts/media-constants';
import type { PageHeadOverride } from '../../../lib/seo/page-head-data';
import { imageUrl } from '../../../lib/images/image-src-set';
import type { Locale } from '../../../lib/i18n/locales';
import { localDescription } from '../../../lib/i18n/local-name';
import type { ListingDisplay } from './listing-display';

const DESCRIPTION_MAX = 160;

/** Cuts at a word boundary and adds an ellipsis: meta descriptions show about 160 characters. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** "{brand model} - Biclou", the description in the visitor's language, and the cover as social image. */
export function listingHead(listing: ListingDisplay, locale: Locale, fallbackDescription: string): PageHeadOverride {
  const text = localDescription(listing, locale).text;
  const cover = listing.photos[0];
  return {
    title: listing.title,
    description: clip(text ?? fallbackDescription),
    image: cover ? imageUrl(cover.key, { ...IMAGE_FIXED_SIZES.social, format: 'jpeg', quality: 80 }) : undefined,
  };
}
