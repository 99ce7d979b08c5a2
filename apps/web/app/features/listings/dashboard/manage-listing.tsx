import type { CalendarFeed } from '@biclou/contracts/calendars';
import type { ListingUnit } from '@biclou/contracts/listing-units';
import type { OwnerListing } from '@biclou/contracts/listings';
import { ArrowLeft, Bike, Eye, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import type { DateRange, IsoDate } from '../../../lib/calendar';
import type { OpeningHoursView } from '../hours/hours-values';
import { imageSrcSet } from '../../../lib/images/image-src-set';
import { coverFirst } from '../photos/reorder';
import { EbikeFactsHint } from '../ebike-facts-hint';
import { StatusBadge } from '../status-badge';
import { stepToContinue } from '../wizard/missing-steps';
import { stepPath } from '../wizard/wizard-steps';
import { CalendarExportSection } from '../calendar-sync/calendar-export-section';
import { CalendarFeedsSection } from '../calendar-sync/calendar-feeds-section';
import { AccessoriesSection } from './accessories-section';
import { AvailabilitySection } from './availability-section';
import { DeleteSection } from './delete-section';
import { HoursSection } from './hours-section';
import { InstantBookingSection } from './instant-booking-section';
import { PricingSections } from './pricing-sections';
import { StatusSection } from './status-section';
import { UnitsSection } from './units-section';

interface ManageListingProps {
  listing: OwnerListing;
  blocked: DateRange[];
  today: IsoDate;
  /** The owner's default hours (or Biclou's), which a listing without its own follows. */
  defaultHours: OpeningHoursView;
  /** The listing's secret calendar address (a path on the site), null when it could not be read. */
  calendarPath: string | null;
  /** The external calendars the listing follows. */
  calendarFeeds: CalendarFeed[];
  /** Its identical bikes. */
  units: ListingUnit[];
}

/**
 * One listing's management: status, availability, its bikes, calendar export and import, pickup
 * and return hours, tarifs, cancellation, instant booking, accessories, deletion.
 */
export function ManageListing({
  listing: loaded,
  blocked,
  today,
  defaultHours,
  calendarPath,
  calendarFeeds,
  units,
}: ManageListingProps) {
  const { t } = useTranslation();
  const [listing, setListing] = useState(loaded);
  const cover = coverFirst(listing.photos)[0];
  const title = listing.title || t('listings.page.untitled');

  return (
    <div className="space-y-6">
      <LocaleLink
        to="/dashboard/listings"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('titles.dashboard-listings')}
      </LocaleLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          {cover ? (
            <img
              {...imageSrcSet(cover.key, { aspect: 4 / 3, sizes: '96px', maxWidth: 96 })}
              alt=""
              className="aspect-[4/3] w-20 shrink-0 rounded-xl object-cover sm:w-24"
            />
          ) : (
            <span className="grid aspect-[4/3] w-20 shrink-0 sm:w-24 place-items-center rounded-xl bg-neutral-100 text-neutral-400 dark:bg-neutral-800">
              <Bike className="size-7" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <StatusBadge status={listing.status} />
            <h1 className="mt-1 text-xl font-bold tracking-tight text-balance text-neutral-900 sm:text-2xl dark:text-white">
              {title}
            </h1>
            {listing.city && <p className="text-sm text-neutral-600 dark:text-neutral-400">{listing.city}</p>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <LocaleLink
              to={stepPath(listing.id, listing.status === 'draft' ? stepToContinue(listing.missing) : 'infos')}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('listings.manage.edit')}
            </LocaleLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <LocaleLink to={`/listing/${listing.id}`}>
              <Eye className="size-4" aria-hidden="true" />
              {t('listings.manage.view')}
            </LocaleLink>
          </Button>
        </div>
      </header>
      {listing.ebikeFactsMissing && <EbikeFactsHint listingId={listing.id} />}
      <StatusSection listing={listing} onChange={setListing} />
      <AvailabilitySection listingId={listing.id} blocked={blocked} today={today} />
      <UnitsSection listingId={listing.id} units={units} />
      <CalendarExportSection listingId={listing.id} path={calendarPath} />
      <CalendarFeedsSection listingId={listing.id} feeds={calendarFeeds} />
      <HoursSection listing={listing} onChange={setListing} defaultHours={defaultHours} today={today} />
      <PricingSections listing={listing} onChange={setListing} />
      <InstantBookingSection listing={listing} onChange={setListing} />
      <AccessoriesSection listing={listing} onChange={setListing} />
      <DeleteSection listingId={listing.id} title={title} />
    </div>
  );
}
