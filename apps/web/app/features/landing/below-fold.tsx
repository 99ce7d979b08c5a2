import type { ResultCardListing } from '../../components/listing-card';
import { HydrateLater } from '../../components/hydrate-later';
import { Categories } from './categories';
import { Countries } from './countries';
import { FeaturedListings } from './featured-listings';
import { HowItWorks } from './how-it-works';
import { OwnerCta } from './owner-cta';
import { PopularPlaces, type PopularPlacesData } from './popular-places';
import { Trust } from './trust';

interface BelowFoldProps {
  popular: PopularPlacesData;
  featured: readonly ResultCardListing[];
}

/** The landing page under the hero: plain sections of links, each hydrated in its own pass. */
export function BelowFold({ popular, featured }: BelowFoldProps) {
  const hasPopular = popular.cities.length + popular.departments.length + popular.regions.length > 0;
  return (
    <>
      <HydrateLater>
        <Categories />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <FeaturedListings listings={featured} />
      </HydrateLater>
      <HydrateLater>{hasPopular ? <PopularPlaces places={popular} /> : <Countries />}</HydrateLater>
      <HydrateLater>
        <Trust />
        <OwnerCta />
      </HydrateLater>
    </>
  );
}
