import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@biclou/domain/safe-text';
import { confirmPhone } from './booking-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { signedInUser } from './helpers';
import { createListingVia, multipart, referenceIds, testImage } from './listing-helpers';
import { multipartFields } from './multipart';

// Inputs the schema fuzzing answered with a 500. Each must be a 422 naming the field.
let t: TestApp;
let headers: Record<string, string>;
let listingId: string;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signedInUser(t, { role: 'admin' });
  await confirmPhone(t, admin.user.id);
  headers = admin.headers;
  listingId = await createListingVia(t, headers, 'infos');
  categoryId = (await referenceIds(t)).city.id;
});
afterAll(() => t.close());

const fieldsOf = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const { error } = JSON.parse(res.body) as { error: { code: string; fields: Record<string, string[]> } };
  expect(error.code).toBe('validation');
  return error.fields;
};

describe('NUL bytes and lone surrogates', () => {
  it.each([
    [
      'NUL in a JSON text field',
      '/api/v1/listings',
      'POST',
      () => ({ categoryId, isElec: false, brand: 'ab\u0000cd', model: 'X', sizeCode: 'M' }),
      'brand',
    ],
    [
      'NUL in a nested field',
      `/api/v1/listings/{id}/details`,
      'PUT',
      () => ({
        accessories: [
          { name: 'Lock', pricePerDayCents: 0 },
          { name: 'ch\u0000ain', pricePerDayCents: 0 },
        ],
      }),
      'accessories.1.name',
    ],
    [
      'a lone surrogate in the SEO preview',
      '/api/v1/admin/seo/locale-pages/preview',
      'POST',
      () => ({ placeSlug: '\ud800x', locale: 'en', title: 'T', description: 'D', h1: 'H', body: 'B' }),
      'placeSlug',
    ],
    [
      'a lone low surrogate in a booking note',
      '/api/v1/bookings',
      'POST',
      () => ({
        listingId,
        startDate: '2026-08-03',
        endDate: '2026-08-05',
        depositAcknowledged: true,
        noteForOwner: 'hi \udc00',
      }),
      'noteForOwner',
    ],
  ])('%s is a 422 on that field', async (_, url, method, body, field) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url: url.replace('{id}', listingId),
      headers,
      payload: body(),
    });
    expect(fieldsOf(res)).toEqual({ [field]: [UNSAFE_TEXT_MESSAGE] });
  });

  it.each([
    ['/api/v1/places/%00', 'slug'],
    ['/api/v1/places/%00/nearby', 'slug'],
    ['/api/v1/places/autocomplete?q=ly%00on', 'q'],
    ['/api/v1/search?place=par%00is', 'place'],
  ])('GET %s is a 422 on %s', async (url, field) => {
    expect(fieldsOf(await t.app.inject({ method: 'GET', url, headers }))).toEqual({ [field]: [UNSAFE_TEXT_MESSAGE] });
  });

  it('a NUL in a _method=PUT form field is a 422 on that field', async () => {
    const form = multipartFields({
      _method: 'PUT',
      brand: 'ab\u0000cd',
      model: 'X',
      categoryId,
      sizeCode: 'M',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listingId}/infos`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(fieldsOf(res)).toEqual({ brand: [UNSAFE_TEXT_MESSAGE] });
  });
});

describe('dates outside 1900–2200', () => {
  it.each(['0001-01-01', '0099-12-31', '1899-12-31', '2201-01-01', '9999-12-31'])(
    'search from %s is a 422 on start',
    async (start) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search?place=paris&start=${start}&end=2026-09-05`,
        headers,
      });
      expect(fieldsOf(res).start).toEqual(['Enter a valid date (YYYY-MM-DD).']);
    },
  );

  it.each(['0001-01-05', '0050-03-01'])(
    'a quote from 2026 to %s (years 0–99) is a 422, not a 1900s date',
    async (end) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/quote?listingId=${listingId}&startDate=2026-08-03&endDate=${end}`,
        headers,
      });
      expect(fieldsOf(res).endDate).toEqual(['Enter a valid end date.']);
    },
  );

  it('a buying date in year 1 is a 422 on buyingDate', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listingId}/details`,
      headers,
      payload: { buyingDate: '0001-01-01' },
    });
    expect(fieldsOf(res).buyingDate).toEqual(['Enter a valid date.']);
  });
});

describe('broken multipart', () => {
  const photo = async () => multipart('file', await testImage());
  it.each([
    ['no boundary', (ct: string) => ct.replace(/; boundary=.*/, ''), (p: Buffer) => p],
    ['a truncated body', (ct: string) => ct, (p: Buffer) => p.subarray(0, p.length - 40)],
    ['another boundary', () => 'multipart/form-data; boundary=not-the-one', (p: Buffer) => p],
  ])('a photo upload with %s is a 422 on file', async (_, contentType, cut) => {
    const body = await photo();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listingId}/photos`,
      headers: { ...headers, 'content-type': contentType(body.headers['content-type']) },
      payload: cut(body.payload),
    });
    expect(fieldsOf(res)).toEqual({ file: ['Choose a photo to upload.'] });
  });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--x--\r\n',
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--x\r\nContent-Disposition: form-da',
    ],
    [
      'no closing boundary',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n',
    ],
  ])('a _method=PUT form with %s is a 422', async (_, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/profile',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(fieldsOf(res)).toEqual({ _: ['The form could not be read.'] });
  });

  it('a form field over 64 KiB is a 422 on that field', async () => {
    const form = multipartFields({ _method: 'PUT', firstname: 'a'.repeat(70 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/profile',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(fieldsOf(res)).toEqual({ firstname: ['This field is too long.'] });
  });
});
