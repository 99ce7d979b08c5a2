import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '@biclou/db/schema';
import { EBIKE_MESSAGES } from '@biclou/domain/ebike-facts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser, type SignedInUser } from '../../test/helpers';
import { createListingVia, EBIKE_FACTS, referenceIds } from '../../test/listing-helpers';

/** E-bike facts through the API: step 1 takes them, both views show them, search filters on the range. */
let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t, { firstname: 'Elsa' });
  other = await signedInUser(t, { firstname: 'Otto' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

async function infos(change: Record<string, unknown> = {}) {
  const { city } = await referenceIds(t);
  return {
    categoryId: city.id,
    isElec: true,
    brand: 'Moustache',
    model: 'Lundi 27',
    sizeCode: 'M',
    ...EBIKE_FACTS,
    ...change,
  };
}

describe('step 1 of an e-bike', () => {
  it('creates an e-bike with its facts, which the owner’s view carries', async () => {
    const res = await send('POST', '/listings', owner.headers, await infos());
    expect(res.statusCode).toBe(201);
    expect(res.json().listing).toMatchObject({
      isElec: true,
      motorType: 'mid_drive',
      batteryWh: 500,
      rangeMinKm: 60,
      rangeMaxKm: 90,
      ebikeFactsMissing: false,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a battery of 0', { batteryWh: 0 }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['a negative range', { rangeMinKm: -10 }, { rangeMinKm: [EBIKE_MESSAGES.rangeKm] }],
    ['a battery of 10,000 Wh', { batteryWh: 10_000 }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['min > max', { rangeMinKm: 90, rangeMaxKm: 60 }, { rangeMaxKm: [EBIKE_MESSAGES.rangeOrder] }],
    [
      'no facts for an e-bike',
      { motorType: undefined, batteryWh: undefined, rangeMinKm: undefined, rangeMaxKm: undefined },
      {
        motorType: [EBIKE_MESSAGES.motorType],
        batteryWh: [EBIKE_MESSAGES.batteryWh],
        rangeMinKm: [EBIKE_MESSAGES.rangeKm],
        rangeMaxKm: [EBIKE_MESSAGES.rangeKm],
      },
    ],
  ])('refuses %s with a 422 on the field, and writes nothing', async (_, change, fields) => {
    const before = (await send('GET', '/me/listings', owner.headers)).json().listings.length;
    const res = await send('POST', '/listings', owner.headers, await infos(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual(fields);
    expect((await send('GET', '/me/listings', owner.headers)).json().listings).toHaveLength(before);
  });

  it('answers the field messages in French too', async () => {
    const res = await send(
      'POST',
      '/listings',
      { ...owner.headers, 'accept-language': 'fr' },
      await infos({ rangeMaxKm: 30 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.rangeMaxKm).toEqual([
      'L’autonomie la plus longue doit être au moins égale à la plus courte.',
    ]);
  });

  it('drops the facts sent with a plain bike', async () => {
    const res = await send('POST', '/listings', owner.headers, await infos({ isElec: false }));
    expect(res.statusCode).toBe(201);
    expect(res.json().listing).toMatchObject({
      isElec: false,
      motorType: null,
      batteryWh: null,
      rangeMinKm: null,
      rangeMaxKm: null,
      ebikeFactsMissing: false,
    });
  });

  it('updates the facts; turning the e-bike off clears them; another member’s listing is a 404', async () => {
    const id = await createListingVia(t, owner.headers, 'infos');
    const changed = await send(
      'PUT',
      `/listings/${id}/infos`,
      owner.headers,
      await infos({ motorType: 'hub_rear', rangeMaxKm: 120 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().listing).toMatchObject({ motorType: 'hub_rear', rangeMinKm: 60, rangeMaxKm: 120 });

    const theirs = await send('PUT', `/listings/${id}/infos`, other.headers, await infos({ batteryWh: 700 }));
    expect(theirs.statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ batteryWh: 500, rangeMaxKm: 120 });

    const plain = await send('PUT', `/listings/${id}/infos`, owner.headers, await infos({ isElec: false }));
    expect(plain.json().listing).toMatchObject({ isElec: false, motorType: null, batteryWh: null, rangeMaxKm: null });
  });
});

describe('an e-bike listed before the facts existed', () => {
  it('gets a hint on the dashboard, stays live and shows no facts; publishing still works', async () => {
    const id = await createListingVia(t, owner.headers, 'live');
    await t.deps.db
      .update(listings)
      .set({ motorType: null, batteryWh: null, rangeMinKm: null, rangeMaxKm: null })
      .where(eq(listings.id, id));

    const mine = (await send('GET', `/listings/${id}`, owner.headers)).json().listing;
    expect(mine).toMatchObject({ status: 'live', ebikeFactsMissing: true, missing: [] });
    const summary = (await send('GET', '/me/listings', owner.headers))
      .json()
      .listings.find((l: { id: string }) => l.id === id);
    expect(summary).toMatchObject({ ebikeFactsMissing: true, missing: [] });
    const seen = (await send('GET', `/listings/${id}`, other.headers)).json().listing;
    expect(seen).toMatchObject({ view: 'public', isElec: true, motorType: null, rangeMaxKm: null });

    expect((await send('POST', `/listings/${id}/pause`, owner.headers)).statusCode).toBe(200);
    expect((await send('POST', `/listings/${id}/reactivate`, owner.headers)).json().listing.status).toBe('live');
  });

  it('the database refuses facts out of bounds or on a plain bike (checks beside the API’s)', async () => {
    const id = await createListingVia(t, owner.headers, 'infos');
    const write = (values: Partial<typeof listings.$inferInsert>) =>
      t.deps.db.update(listings).set(values).where(eq(listings.id, id));
    await expect(write({ batteryWh: 0 })).rejects.toThrow();
    await expect(write({ rangeMinKm: 100, rangeMaxKm: 50 })).rejects.toThrow();
    await expect(write({ rangeMaxKm: 10_000 })).rejects.toThrow();
    await expect(write({ isElec: false })).rejects.toThrow();
    await expect(
      write({ isElec: false, motorType: null, batteryWh: null, rangeMinKm: null, rangeMaxKm: null }),
    ).resolves.toBeDefined();
  });
});
