import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia, PRICE } from '../../test/listing-helpers';
import { multipartFields } from '../../test/multipart';

let t: TestApp;
let headers: Record<string, string>;
let id: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await signedInUser(t));
  id = await createListingVia(t, headers, 'infos');
});
afterAll(() => t.close());

const putPrice = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/listings/${id}/price`, headers, payload: payload as never });

describe('spec §5 messages on the price step', () => {
  it.each([
    [{ minBookingDays: 1.5 }, { minBookingDays: ['The minium booking duration should be an integer'] }],
    [{ minBookingDays: 'two' }, { minBookingDays: ['The minium booking duration should be an integer'] }],
    [{ minBookingDays: null }, { minBookingDays: ['The minium booking duration should be an integer'] }],
    [{ minBookingDays: 0 }, { minBookingDays: ['The minimum booking duration should be above 1 day'] }],
    [{ minBookingDays: -3 }, { minBookingDays: ['The minimum booking duration should be above 1 day'] }],
    [{ discount7Days: 12.5 }, { discount7Days: ['The discount rate must be an integer'] }],
    [{ discount30Days: '10%' }, { discount30Days: ['The discount rate must be an integer'] }],
    [{ discount7Days: 91 }, { discount7Days: ['The discount rate must be between 0 and 90.'] }],
    [{ discount30Days: -1 }, { discount30Days: ['The discount rate must be between 0 and 90.'] }],
    [{ pricePerDayCents: 12.34 }, { pricePerDayCents: ['The price per day must be a whole number of cents.'] }],
    [{ pricePerDayCents: 50 }, { pricePerDayCents: ['The price per day must be at least 1 €.'] }],
    [{ cancelationOption: 'whenever' }, { cancelationOption: ['Choose a cancellation option.'] }],
  ])('%j → %j', async (change, fields) => {
    const res = await putPrice({ ...PRICE, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation', fields });
  });

  it('accepts the limits: 1 day minimum, discounts 0 and 90', async () => {
    const res = await putPrice({ ...PRICE, minBookingDays: 1, discount7Days: 0, discount30Days: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ minBookingDays: 1, discount7Days: 0, discount30Days: 90 });
  });

  it('the same messages come back through the form-data twin (POST with _method=PUT)', async () => {
    const fields = {
      _method: 'PUT',
      pricePerDayCents: '1500',
      minBookingDays: '0',
      discount7Days: '2.5',
      discount30Days: '10',
      cancelationOption: 'strict',
    };
    const form = multipartFields(fields);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${id}/price`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      minBookingDays: ['The minimum booking duration should be above 1 day'],
      discount7Days: ['The discount rate must be an integer'],
    });
  });
});

describe('other steps', () => {
  it.each([
    [
      'POST',
      '/listings',
      { categoryId: 'x', brand: '', model: ' ', sizeCode: '' },
      ['brand', 'categoryId', 'model', 'sizeCode'],
    ],
    [
      'PUT',
      'details',
      {
        descriptionFr: 'x'.repeat(5001),
        accessories: [{ name: '', pricePerDayCents: -1 }],
        buyingDate: '2024-13-01',
        newValueCents: 1.5,
      },
      ['accessories.0.name', 'accessories.0.pricePerDayCents', 'buyingDate', 'descriptionFr', 'newValueCents'],
    ],
    [
      'PUT',
      'address',
      { ...ADDRESS, country: 'DE', lat: 91, lng: 'east', address: '' },
      ['address', 'country', 'lat', 'lng'],
    ],
    [
      'PUT',
      'availability',
      {
        blocked: [
          { start: '2026-08-05', end: '2026-08-01' },
          { start: 'soon', end: '2026-08-01' },
        ],
      },
      ['blocked.0.end', 'blocked.1.start'],
    ],
    ['PUT', 'photos', { order: ['nope'] }, ['order.0']],
  ] as const)('%s %s names every wrong field', async (method, path, payload, names) => {
    const url = path.startsWith('/') ? `/api/v1${path}` : `/api/v1/listings/${id}/${path}`;
    const res = await t.app.inject({ method, url, headers, payload: payload as never });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([...names].sort());
  });

  it('a buying date in the future is refused', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/details`,
      headers,
      payload: { accessories: [], buyingDate: '2026-06-02' },
    });
    expect(res.json().error.fields).toEqual({ buyingDate: ['The buying date cannot be in the future.'] });
  });

  it('4xx, never 500, for malformed JSON, an empty body or a wrong content type', async () => {
    for (const path of ['details', 'address', 'price', 'infos', 'availability', 'photos']) {
      const url = `/api/v1/listings/${id}/${path}`;
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '{"a":',
          })
        ).statusCode,
      ).toBe(422);
      expect((await t.app.inject({ method: 'PUT', url, headers })).statusCode).toBe(422);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url,
            headers: { ...headers, 'content-type': 'application/xml' },
            payload: '<a/>',
          })
        ).statusCode,
      ).toBe(415);
    }
  });
});
