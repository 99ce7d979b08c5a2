import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos, messages } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { createListingVia, multipart, testImage, uploadPhoto } from '../../test/listing-helpers';
import { QUOTA_EXCEEDED_MESSAGE } from './media-library';

const MB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { MEDIA_QUOTA_MB: '1' });
});
afterAll(() => t.close());

/** Fills a member's space to `free` bytes under the quota with one stored object; returns its key. */
async function fillUp(userId: string, free: number) {
  const key = `listings/${randomUUID()}/${randomUUID()}.webp`;
  await t.deps.media.putOwned(userId, key, Buffer.alloc(MB - free - (await t.deps.media.usage(userId))), 'image/webp');
  return key;
}
const photosOf = (listingId: string) =>
  t.deps.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId));
const filesUnder = (folder: string) =>
  existsSync(path.join(t.mediaDir, folder)) ? readdirSync(path.join(t.mediaDir, folder)) : [];

describe('per-member storage quota (MEDIA_QUOTA_MB)', () => {
  it('counts a member’s listing photos, refuses the one that would pass the quota with a 422 on file, and writes nothing', async () => {
    const { user, headers } = await signedInUser(t);
    const listingId = await createListingVia(t, headers, 'infos');
    const ok = await uploadPhoto(t, headers, listingId);
    expect(ok.statusCode, ok.body).toBe(201);
    const first = (await photosOf(listingId))[0]!;
    expect(await t.deps.media.usage(user.id)).toBe(first.bytes);

    const filler = await fillUp(user.id, 10); // 10 bytes left: less than any photo
    const before = await t.deps.media.usage(user.id);
    const refused = await uploadPhoto(t, headers, listingId, await testImage('jpeg', { width: 800, height: 600 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'validation',
      message: QUOTA_EXCEEDED_MESSAGE,
      fields: { file: [QUOTA_EXCEEDED_MESSAGE] },
    });
    expect(await photosOf(listingId)).toHaveLength(1);
    expect(filesUnder(`listings/${listingId}`)).toEqual([path.basename(first.key)]);
    expect(await t.deps.media.usage(user.id)).toBe(before);

    // Space freed (a deleted object leaves the count): the same upload goes through.
    await t.deps.media.delete(filler);
    expect(await t.deps.media.usage(user.id)).toBe(first.bytes);
    const again = await uploadPhoto(t, headers, listingId, await testImage('jpeg', { width: 800, height: 600 }));
    expect(again.statusCode, again.body).toBe(201);
    expect(await photosOf(listingId)).toHaveLength(2);

    // Deleting a photo through the API gives its bytes back.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${listingId}/photos/${first.id}`,
      headers,
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const [left] = await photosOf(listingId);
    expect(left!.id).toBe(again.json().photo.id);
    expect(await t.deps.media.usage(user.id)).toBe(left!.bytes);
  });

  it('chat photos count too: refused when full, no message written', async () => {
    const w = await bookingWorld(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: w.renter.headers,
      payload: { listingId: w.listing.id, body: 'Hello, is it free?' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const conversationId = start.json().conversation.id as string;
    const post = async () => {
      const up = multipart('file', await testImage('jpeg'), 'photo.jpg');
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversationId}/attachments`,
        headers: { ...w.renter.headers, ...up.headers },
        payload: up.payload,
      });
    };
    const posted = await post();
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await t.deps.media.usage(w.renter.user.id)).toBeGreaterThan(0);

    await fillUp(w.renter.user.id, 10);
    const refused = await post();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.file).toEqual([QUOTA_EXCEEDED_MESSAGE]);
    const rows = await t.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.filter((m) => m.kind === 'photo')).toHaveLength(1);
    expect(filesUnder(`private/messages/${conversationId}`)).toHaveLength(1);
    // The other party's space is their own.
    expect(await t.deps.media.usage(w.owner.user.id)).toBe(
      (await photosOf(w.listing.id)).reduce((sum, p) => sum + p.bytes, 0),
    );
  });

  it('two uploads at once cannot both squeeze under the quota', async () => {
    const { user } = await signedInUser(t);
    const tries = await Promise.allSettled(
      [1, 2, 3].map(() =>
        t.deps.media.putOwned(
          user.id,
          `listings/${randomUUID()}/${randomUUID()}.webp`,
          Buffer.alloc(0.4 * MB),
          'image/webp',
        ),
      ),
    );
    expect(tries.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(
      tries.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message),
    ).toEqual([QUOTA_EXCEEDED_MESSAGE]);
    expect(await t.deps.media.usage(user.id)).toBe(2 * Math.floor(0.4 * MB));
  });
});
