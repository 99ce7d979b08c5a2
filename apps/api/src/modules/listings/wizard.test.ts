import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia, PRICE, referenceIds, uploadPhoto } from '../../test/listing-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: payload as never });
const put = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers, payload: payload as never });

describe('the wizard', () => {
  it('creates a draft at step 1, then each step saves it', async () => {
    const { headers } = await signedInUser(t);
    const { city, urbanId } = await referenceIds(t);
    const created = await post('/listings', headers, {
      categoryId: city.id,
      subCategoryId: urbanId,
      brand: ' Gazelle ',
      model: 'Ultimate',
      sizeCode: 'M',
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().listing;
    expect(draft).toMatchObject({
      view: 'owner',
      status: 'draft',
      title: 'Gazelle Ultimate',
      brand: 'Gazelle',
      isElec: false,
      category: { slug: 'city' },
      subCategory: { slug: 'urban' },
      size: { code: 'M', kind: 'frame' },
      currency: 'EUR',
      minBookingDays: 1,
      cancelationOption: 'short_notice',
      photos: [],
      missing: ['description', 'address', 'coordinates', 'price', 'photo'],
    });

    const details = await put(`/listings/${draft.id}/details`, headers, {
      descriptionEn: 'Nice',
      accessories: [{ name: 'Helmet', pricePerDayCents: 0 }],
      buyingDate: '2024-05-01',
      marking: 'FR-123',
      newValueCents: 250000,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().listing).toMatchObject({
      descriptionEn: 'Nice',
      descriptionFr: null,
      accessories: [{ name: 'Helmet', pricePerDayCents: 0 }],
      buyingDate: '2024-05-01',
      marking: 'FR-123',
      newValueCents: 250000,
    });
    expect(details.json().listing.missing).toEqual(['address', 'coordinates', 'price', 'photo']);

    const address = await put(`/listings/${draft.id}/address`, headers, ADDRESS);
    expect(address.json().listing).toMatchObject({ ...ADDRESS, approxLocation: { radiusM: 500 } });
    const price = await put(`/listings/${draft.id}/price`, headers, PRICE);
    expect(price.json().listing).toMatchObject({ ...PRICE, missing: ['photo'] });

    const photo = await uploadPhoto(t, headers, draft.id);
    expect(photo.statusCode).toBe(201);
    expect(photo.json().photo).toMatchObject({
      position: 0,
      isCover: true,
      width: 64,
      height: 48,
      key: expect.stringMatching(new RegExp(`^listings/${draft.id}/[0-9a-f-]{36}\\.webp$`)),
    });

    const published = await post(`/listings/${draft.id}/publish`, headers);
    expect(published.statusCode).toBe(200);
    expect(published.json().listing).toMatchObject({
      status: 'live',
      missing: [],
      publishedAt: t.clock.now().toISOString(),
    });
  });

  it('PUT infos edits step 1 and checks the references', async () => {
    const { headers } = await signedInUser(t);
    const id = await createListingVia(t, headers, 'infos');
    const { road, urbanId } = await referenceIds(t);
    const ok = await put(`/listings/${id}/infos`, headers, {
      categoryId: road.id,
      isElec: false,
      brand: 'Trek',
      model: 'Domane',
      sizeCode: 'L',
    });
    expect(ok.json().listing).toMatchObject({
      category: { slug: 'road' },
      subCategory: null,
      brand: 'Trek',
      size: { code: 'L' },
    });
    const wrongSub = await put(`/listings/${id}/infos`, headers, {
      categoryId: road.id,
      subCategoryId: urbanId,
      brand: 'Trek',
      model: 'Domane',
      sizeCode: 'XXL',
    });
    expect(wrongSub.statusCode).toBe(422);
    expect(wrongSub.json().error.fields).toEqual({
      sizeCode: ['Choose a size.'],
      subCategoryId: ['Choose a sub-category of this category.'],
    });
  });
});
