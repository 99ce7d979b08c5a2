import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { baseURL, personIp } from './browser';

/** Waits until React has hydrated the page (the root layout marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor();
}

/**
 * A bike photo drawn as SVG and encoded as JPEG; `noise` adds grain so the file has some weight
 * (uploads then take long enough to show their progress under a throttled connection).
 */
export async function bikePhoto(
  label: string,
  hue: number,
  { noise = false } = {},
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="hsl(${hue},55%,78%)"/>
    <g fill="none" stroke="#1f2937" stroke-width="18"><circle cx="330" cy="600" r="170"/><circle cx="870" cy="600" r="170"/>
    <path d="M330 600 L520 360 L760 360 L870 600 M520 360 L600 600 L760 360 M600 600 L330 600 M500 300 L560 300 M760 360 L740 290 L800 280"/></g>
    <text x="60" y="120" font-size="80" font-family="sans-serif" fill="#1f2937">${label}</text></svg>`;
  let image = sharp(Buffer.from(svg));
  if (noise) {
    const grain = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    image = sharp(await image.png().toBuffer()).composite([{ input: grain, blend: 'overlay' }]);
  }
  return {
    name: `${label.toLowerCase().replace(/\W+/g, '-')}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await image.jpeg({ quality: 92 }).toBuffer(),
  };
}

/** The API as a logged-in member, from the test process (a shortcut to set up what a journey needs). */
export async function apiAs(email: string, password: string) {
  const ip = personIp();
  const login = await fetch(`${baseURL()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'biclou', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL()}/api/v1${path}`, {
      method,
      headers: {
        cookie,
        'x-requested-with': 'biclou',
        'x-forwarded-for': ip,
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return { call, cookie };
}

type Api = Awaited<ReturnType<typeof apiAs>>;
interface Catalog {
  categories: { id: string; slug: string; nameEn: string; nameFr: string; subCategories: { id: string }[] }[];
}

/** What step 1 asks of an e-bike besides its switch (motor, battery, range per charge). */
export const EBIKE_FACTS = { motorType: 'mid_drive', batteryWh: 500, rangeMinKm: 60, rangeMaxKm: 90 } as const;

/** A draft with only step 1 filled (brand, model, category, size). */
export async function draftListing(api: Api, brand: string, model: string, infos: object = {}): Promise<string> {
  const { categories } = await api.call<Catalog>('GET', '/categories');
  const city = categories.find((c) => c.slug === 'city') ?? categories[0];
  const { listing } = await api.call<{ listing: { id: string } }>('POST', '/listings', {
    categoryId: city?.id,
    isElec: false,
    brand,
    model,
    sizeCode: 'M',
    ...infos,
  });
  return listing.id;
}

export const EXACT_POINT = { lat: 45.764043, lng: 4.835659 };

/**
 * A complete, live listing with two photos and two accessories (one included, one at 2 €/day);
 * `infos` changes step 1 (an e-bike: `{ isElec: true, ...EBIKE_FACTS }`).
 */
export async function liveListing(api: Api, brand: string, model: string, infos: object = {}): Promise<string> {
  const id = await draftListing(api, brand, model, infos);
  await api.call('PUT', `/listings/${id}/details`, {
    descriptionEn: 'A light city bike, serviced last month. Comes with a lock.',
    descriptionFr: 'Un vélo de ville léger, révisé le mois dernier. Fourni avec un antivol.',
    accessories: [
      { name: 'Lock', pricePerDayCents: 0 },
      { name: 'Child seat', pricePerDayCents: 200 },
    ],
  });
  await api.call('PUT', `/listings/${id}/address`, {
    address: '3 rue de la Barre',
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
    ...EXACT_POINT,
  });
  await api.call('PUT', `/listings/${id}/price`, {
    pricePerDayCents: 1500,
    depositCents: 20000,
    minBookingDays: 1,
    noticeDays: 0,
    discount7Days: 10,
    discount30Days: 20,
    cancelationOption: 'short_notice',
  });
  for (const [i, hue] of [150, 30].entries()) {
    const photo = await bikePhoto(`Side ${i + 1}`, hue);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
    await api.call('POST', `/listings/${id}/photos`, form);
  }
  await api.call('POST', `/listings/${id}/publish`);
  return id;
}

/** `isoDaysFromNow(10)` → the calendar date 10 days from now (UTC), `YYYY-MM-DD`. */
export function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
