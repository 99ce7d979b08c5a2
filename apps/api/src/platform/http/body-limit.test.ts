import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { createListingVia, multipart } from '../../test/listing-helpers';
import { DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limit';

let t: TestApp;
let headers: Record<string, string>;
let listingId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await signedInUser(t));
  listingId = await createListingVia(t, headers, 'infos');
});
afterAll(() => t.close());

/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked), as a streaming client would. */
const chunked = (parts: Buffer[]) => Readable.from(parts);

const tooLarge = (size: string) => ({
  error: { code: 'payload_too_large', message: `The request is too large: send at most ${size}.` },
});

describe('per-route body limits', () => {
  it('JSON routes take up to the 256 KB default; over it a 413 that says the limit, and the connection closes', async () => {
    const near = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.test', password: 'x'.repeat(DEFAULT_BODY_LIMIT - 100) },
    });
    expect(near.statusCode).toBe(422); // read and validated: too long a password
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.test', password: 'x'.repeat(DEFAULT_BODY_LIMIT) },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(tooLarge('256 KB'));
    expect(over.headers.connection).toBe('close');
  });

  it('the same without a Content-Length: Fastify counts the JSON as it arrives', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(DEFAULT_BODY_LIMIT) }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: chunked([body.subarray(0, 1000), body.subarray(1000)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge('256 KB'));
  });

  it('an upload route takes a photo over the JSON default', async () => {
    // Noise does not compress: about 1 MB of PNG, four times the JSON default.
    const photo = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(DEFAULT_BODY_LIMIT * 2);
    const body = multipart('file', photo, 'noise.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listingId}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  });

  it('an upload over its own limit is a 413 before it is read, declared or streamed', async () => {
    const huge = multipart('file', Buffer.alloc(UPLOAD_BODY_LIMIT, 1));
    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listingId}/photos`,
      headers: { ...headers, ...huge.headers },
      payload: huge.payload,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual(tooLarge('32 MB'));
    expect(declared.headers.connection).toBe('close');

    // Streamed in 1 MB chunks with no length: counted as it arrives, refused once past the limit.
    const chunks = Array.from({ length: Math.ceil(huge.payload.length / 2 ** 20) }, (_, i) =>
      huge.payload.subarray(i * 2 ** 20, (i + 1) * 2 ** 20),
    );
    const streamed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listingId}/photos`,
      headers: { ...headers, ...huge.headers },
      payload: chunked(chunks),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual(tooLarge('32 MB'));
  });

  it('a multipart form to a JSON route (the _method=PUT twin) has the JSON default, streamed or not', async () => {
    const form = multipart('file', Buffer.alloc(DEFAULT_BODY_LIMIT, 1), 'padding.bin', 'application/octet-stream');
    for (const payload of [form.payload, chunked([form.payload.subarray(0, 1000), form.payload.subarray(1000)])]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/profile',
        headers: { ...headers, ...form.headers },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(tooLarge('256 KB'));
    }
  });
});
