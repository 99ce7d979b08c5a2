import { afterAll, beforeAll } from 'vitest';
import type { BookingEvent } from '../modules/bookings';
import { buildTestApp, type TestApp } from './build-test-app';
import { multipart, testImage } from './listing-helpers';

type Headers = Record<string, string>;

/** Uploads one photo for a report being written; returns the response. */
export async function uploadHandoverPhotoVia(
  t: TestApp,
  headers: Headers,
  bookingId: string,
  kind: 'checkin' | 'checkout',
  image?: Buffer,
) {
  const body = multipart('file', image ?? (await testImage('jpeg', { exif: { IFD0: { Copyright: 'secret' } } })));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/handover/${kind}/photos`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * A valid report body for the test listings (e-bikes, see createListingVia): every part fine, the
 * given accessories present, the battery at 80 % and the charger there, plus overrides.
 */
export function handoverBody(photoIds: string[], over: Record<string, unknown> = {}, accessories: string[] = []) {
  return {
    checklist: {
      items: { frame: 'ok', wheelsTyres: 'ok', brakes: 'ok', gearsChain: 'ok', lights: 'ok', lockKeys: 'ok' },
      accessories: accessories.map((name) => ({ name, present: true })),
      electric: true,
      chargerPresent: true,
    },
    batteryPercent: 80,
    odometerKm: null,
    notes: '',
    photoIds,
    ...over,
  };
}

/** Uploads `n` photos and submits the report as the owner; returns the response. */
export async function submitHandoverVia(
  t: TestApp,
  headers: Headers,
  bookingId: string,
  kind: 'checkin' | 'checkout',
  over: Record<string, unknown> = {},
  n = 2,
) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await uploadHandoverPhotoVia(t, headers, bookingId, kind);
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    ids.push(res.json().id);
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/handover/${kind}`,
    headers,
    payload: handoverBody(ids, over) as never,
  });
}

export const answerHandoverVia = (
  t: TestApp,
  headers: Headers,
  bookingId: string,
  kind: 'checkin' | 'checkout',
  payload: { answer: 'confirm' | 'contest'; comment?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/handover/${kind}/answer`,
    headers,
    payload,
  });

/**
 * The handover and deposit tests' shared set-up: one test app for the file, built before its tests
 * (handed to `ready`) and closed after them, and every booking event published meanwhile, in order.
 */
export function handoverTestApp(ready: (t: TestApp) => void): BookingEvent[] {
  const events: BookingEvent[] = [];
  let t: TestApp | undefined;
  let unsubscribe = () => {};
  beforeAll(async () => {
    t = await buildTestApp();
    ready(t);
    unsubscribe = t.deps.bookingEvents.subscribe('*', (e) => void events.push(e));
  });
  afterAll(async () => {
    unsubscribe();
    await t?.close();
  });
  return events;
}
