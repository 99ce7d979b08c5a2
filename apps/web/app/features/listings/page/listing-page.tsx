import type { OwnerListing } from '@biclou/contracts/listings';
import { useMemo, type ReactNode } from 'react';
import { CircleCheck, Package } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { HydrateLater } from '../../../components/hydrate-later';
import { Container } from '../../../components/ui/container';
import type { DateRange, IsoDate } from '../../../lib/calendar';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../context/session-context';
import { cancelationTerms } from '../../../lib/cancelation-rules';
import { localDescription } from '../../../lib/i18n/local-name';
import type { ListingDisplay } from './listing-display';
import {
  AvailabilityCalendar,
  BookingCard,
  FavouriteHeart,
  HoursSummary,
  LazyMap,
  ListingCancelation,
  ListingFacts,
  ListingGallery,
  MobileBookingBar,
  OwnerCard,
  StatusBanner,
} from './listing-deferred';
import { ListingSection } from '../../../components/listing-section';
import { ListingSummary } from './listing-summary';
import { notAcross } from '../availability/unavailable-ranges';

interface ListingPageProps {
  listing: ListingDisplay;
  /** Present when the viewer owns it: the status banner and no booking button. */
  ownerView: OwnerListing | null;
  /** Dates nobody can book (the owner's blocked periods, days booked whole). */
  blocked: readonly DateRange[];
  /** Dates a booking touches that still have free hours: a first or last day, never one inside a rental. */
  partly: readonly IsoDate[];
  today: IsoDate;
  /** How many identical bikes it has in service (a shop's fleet). */
  units?: number;
  /** The reviews section (features/reviews), after the owner. */
  reviews?: ReactNode;
  /** The average rating under the title, linking to the reviews. */
  rating?: ReactNode;
  /** "Contact the owner" (features/messages), under the owner's card. */
  contact?: ReactNode;
}

/** The listing page: gallery, what the bike is, its terms, availability, area, owner, and the price preview. */
export function ListingPage({
  listing,
  ownerView,
  blocked,
  partly,
  today,
  units,
  reviews,
  rating,
  contact,
}: ListingPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { settings } = useSession();
  const description = localDescription(listing, locale);
  const price = listing.pricePerDayCents;
  // The price card refuses a rental across a partly booked day as across a booked one.
  const cardBlocked = useMemo(() => notAcross(blocked, partly), [blocked, partly]);

  return (
    <Container className="pt-4 pb-28 sm:pt-8 lg:pb-16">
      <div className="mx-auto max-w-6xl space-y-6">
        {ownerView && <StatusBanner listing={ownerView} />}
        <ListingGallery photos={listing.photos} title={listing.title} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-14">
          <div className="min-w-0 space-y-8">
            <div className="flex items-start gap-4">
              <div className="min-w-0 flex-1">
                <ListingSummary listing={listing} />
                {rating && <div className="mt-2">{rating}</div>}
              </div>
              {/* A bike on the marketplace, seen by someone else than its owner. */}
              {!ownerView && (
                <FavouriteHeart
                  listingId={listing.id}
                  title={listing.title || t('listings.page.untitled')}
                  variant="plain"
                  className="mt-1"
                />
              )}
            </div>
            <ListingFacts listing={listing} />

            <HydrateLater>
              <ListingSection id="listing-description" title={t('listings.page.description')}>
                {description.text ? (
                  <div lang={description.lang}>
                    {description.lang !== locale && (
                      <p className="mb-2 text-xs text-neutral-500 dark:text-neutral-400">
                        {t(`listings.page.written-in-${description.lang}`)}
                      </p>
                    )}
                    <p className="leading-relaxed whitespace-pre-line text-neutral-700 dark:text-neutral-300">
                      {description.text}
                    </p>
                  </div>
                ) : (
                  <p className="text-neutral-500 dark:text-neutral-400">{t('listings.page.no-description')}</p>
                )}
              </ListingSection>

              {listing.accessories.length > 0 && (
                <ListingSection id="listing-accessories" title={t('listings.fields.accessories')}>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {listing.accessories.map((a) => (
                      <li
                        key={a.id}
                        className="flex items-center gap-3 rounded-xl bg-neutral-50 px-3.5 py-2.5 text-sm dark:bg-neutral-900"
                      >
                        {a.pricePerDayCents ? (
                          <Package className="size-4 text-neutral-500" aria-hidden="true" />
                        ) : (
                          <CircleCheck className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                        )}
                        <span className="flex-1 font-medium text-neutral-800 dark:text-neutral-200">{a.name}</span>
                        <span className="text-neutral-500 tabular-nums dark:text-neutral-400">
                          {a.pricePerDayCents
                            ? t('listings.preview.accessory-price', {
                                price: formatMoney(a.pricePerDayCents, listing.currency, locale),
                              })
                            : t('listings.accessories.included')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </ListingSection>
              )}

              <ListingSection id="listing-availability" title={t('listings.page.availability')}>
                <AvailabilityCalendar blocked={blocked} partly={partly} today={today} months={2} />
              </ListingSection>

              <ListingSection id="listing-hours" title={t('listings.hours.page-title')}>
                <HoursSummary hours={listing.openingHours} today={today} />
              </ListingSection>

              <ListingSection
                id="listing-cancelation"
                title={t('listings.cancelation.title')}
                aside={
                  <span className="text-sm font-semibold text-primary-700 dark:text-primary-400">
                    {t(`listings.cancelation.options.${listing.cancelationOption}.label`)}
                  </span>
                }
              >
                <ListingCancelation
                  option={listing.cancelationOption}
                  terms={cancelationTerms(settings?.cancelationOptions, listing.cancelationOption)}
                />
              </ListingSection>

              {listing.approxLocation && (
                <ListingSection id="listing-area" title={t('listings.page.area')}>
                  <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-400">
                    {t('listings.page.area-hint', { city: listing.city ?? '' })}
                  </p>
                  <LazyMap
                    className="h-72 sm:h-96"
                    center={listing.approxLocation}
                    zoom={14}
                    label={t('listings.page.area-map', { city: listing.city ?? '' })}
                    layer={{ kind: 'circle', center: listing.approxLocation, radiusM: listing.approxLocation.radiusM }}
                  />
                </ListingSection>
              )}

              {listing.owner && (
                <ListingSection id="listing-owner" title={t('listings.page.owner')}>
                  <OwnerCard owner={listing.owner} />
                  {contact && !ownerView ? <div className="mt-4">{contact}</div> : null}
                </ListingSection>
              )}
            </HydrateLater>

            <HydrateLater>{reviews}</HydrateLater>
          </div>
          <aside className="lg:pt-1">
            <div className="lg:sticky lg:top-28">
              {price ? (
                <BookingCard
                  listing={{ ...listing, pricePerDayCents: price }}
                  blocked={cardBlocked}
                  today={today}
                  isOwner={Boolean(ownerView)}
                  units={units}
                />
              ) : null}
            </div>
          </aside>
        </div>
      </div>
      {price && !ownerView ? <MobileBookingBar price={formatMoney(price, listing.currency, locale)} /> : null}
    </Container>
  );
}
