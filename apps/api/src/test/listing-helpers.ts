import sharp from 'sharp';
import type { TestApp } from './build-test-app';
import { multipart } from './multipart';

export { multipart };

type Headers = Record<string, string>;

/** A small real image, made on the fly (optionally with EXIF, e.g. GPS or a copyright). */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
  o: { width?: number; height?: number; exif?: Record<string, Record<string, string>> } = {},
) {
  let image = sharp({
    create: { width: o.width ?? 64, height: o.height ?? 48, channels: 3, background: { r: 200, g: 60, b: 40 } },
  });
  if (o.exif) image = image.withMetadata({ exif: o.exif });
  return image.toFormat(format).toBuffer();
}

export async function referenceIds(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
  const { categories } = res.json() as {
    categories: { id: string; slug: string; subCategories: { id: string; slug: string }[] }[];
  };
  const city = categories.find((c) => c.slug === 'city')!;
  const road = categories.find((c) => c.slug === 'road')!;
  return { city, road, urbanId: city.subCategories.find((s) => s.slug === 'urban')!.id };
}

/** What step 1 takes for an e-bike besides its switch: motor, battery and range. */
export const EBIKE_FACTS = { motorType: 'mid_drive', batteryWh: 500, rangeMinKm: 60, rangeMaxKm: 90 } as const;
/** The columns that make a listing a plain bike, straight in the table: no e-bike switch and no e-bike facts. */
export const PLAIN_BIKE_COLUMNS = {
  isElec: false,
  motorType: null,
  batteryWh: null,
  rangeMinKm: null,
  rangeMaxKm: null,
} as const;

export const ADDRESS = {
  address: '48 cours Lafayette',
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
  lat: 45.763218,
  lng: 4.847653,
} as const;
export const PRICE = {
  pricePerDayCents: 1500,
  depositCents: 30000,
  minBookingDays: 1,
  noticeDays: 1,
  discount7Days: 10,
  discount30Days: 20,
  cancelationOption: 'short_notice',
} as const;

/** Runs the wizard through the API: a draft after step 1, or further with `upTo`. Returns the listing id. */
export async function createListingVia(
  t: TestApp,
  headers: Headers,
  upTo: 'infos' | 'details' | 'address' | 'price' | 'photo' | 'live' = 'live',
) {
  const { city, urbanId } = await referenceIds(t);
  const steps = ['infos', 'details', 'address', 'price', 'photo', 'live'] as const;
  const reach = (s: (typeof steps)[number]) => steps.indexOf(s) <= steps.indexOf(upTo);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers,
    payload: {
      categoryId: city.id,
      subCategoryId: urbanId,
      isElec: true,
      ...EBIKE_FACTS,
      brand: 'Gazelle',
      model: 'Ultimate C380',
      sizeCode: 'M',
    },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const id: string = created.json().listing.id;
  const put = async (path: string, payload: unknown) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/${path}`,
      headers,
      payload: payload as never,
    });
    if (res.statusCode !== 200) throw new Error(`${path} failed: ${res.statusCode} ${res.body}`);
  };
  if (reach('details'))
    await put('details', {
      descriptionFr: 'Un vélo électrique confortable.',
      descriptionEn: 'A comfortable e-bike.',
      accessories: [
        { name: 'Lock', pricePerDayCents: 0 },
        { name: 'Child seat', pricePerDayCents: 200 },
      ],
    });
  if (reach('address')) await put('address', ADDRESS);
  if (reach('price')) await put('price', PRICE);
  if (reach('photo')) await uploadPhoto(t, headers, id);
  if (reach('live')) {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/listings/${id}/publish`, headers });
    if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  }
  return id;
}

export async function uploadPhoto(
  t: TestApp,
  headers: Headers,
  listingId: string,
  file?: Buffer,
  filename = 'photo.jpg',
) {
  const body = multipart('file', file ?? (await testImage()), filename);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/listings/${listingId}/photos`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
