import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld, requested } from '../../test/booking-helpers';
import type { TestApp } from '../../test/build-test-app';
import { expectAdminOnly } from '../../test/admin-matrix';
import { signedInUser, appWithAdmin, type SignedInUser } from '../../test/helpers';
import { nextDates } from '../../test/payout-helpers';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: admin.headers });

describe("conversations on the admin's user and booking pages", () => {
  it('lists the conversation on both sides and on the booking; the admin reads it, unmasked', async () => {
    const w = await bookingWorld(t);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: w.renter.headers,
      payload: { listingId: w.listing.id, body: 'Is the bike free next week?' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().conversation.id as string;
    const [start, end] = nextDates();
    const booking = await requested(t, w.renter.headers, w.listing.id, start, end);

    const expected = {
      id: conversationId,
      listing: expect.objectContaining({ id: w.listing.id }),
      renter: expect.objectContaining({ id: w.renter.user.id, firstname: 'Remy' }),
      owner: expect.objectContaining({ id: w.owner.user.id, firstname: 'Olive' }),
      closed: false,
    };
    for (const userId of [w.renter.user.id, w.owner.user.id]) {
      const detail = await get(`/admin/users/${userId}`);
      expect(detail.json().conversations).toEqual([expect.objectContaining(expected)]);
      expect(detail.json().conversations[0].messageCount).toBe(1);
    }
    const other = await signedInUser(t);
    expect((await get(`/admin/users/${other.user.id}`)).json().conversations).toEqual([]);

    const bookingDetail = await get(`/admin/bookings/${booking.id}`);
    expect(bookingDetail.statusCode).toBe(200);
    expect(bookingDetail.json().conversations).toEqual([expect.objectContaining(expected)]);

    const thread = await get(`/admin/conversations/${conversationId}/messages?limit=100`);
    expect((await get(`/admin/conversations/${conversationId}`)).json()).toMatchObject({
      role: 'admin',
      masked: false,
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().items.map((m: { body: string }) => m.body)).toContain('Is the bike free next week?');
    await expectAdminOnly(t, { method: 'GET', url: `/api/v1/admin/conversations/${conversationId}` });
    await expectAdminOnly(t, { method: 'GET', url: `/api/v1/admin/conversations/${conversationId}/messages` });
    const unknown = await get(`/admin/conversations/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    // The admin read marks nothing seen.
    const renterView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${conversationId}/messages`,
      headers: w.renter.headers,
    });
    expect(renterView.json().items[0].seenAt).toBeNull();
  });
});
