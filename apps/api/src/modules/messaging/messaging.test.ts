import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversations, listings, messages, notifications } from '@biclou/db/schema';
import { CONTACT_MASK } from '@biclou/domain/contact-masking';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, pay, requested, requestBookingVia } from '../../test/booking-helpers';
import { outboxFor, signedInUser } from '../../test/helpers';
import { multipart, testImage } from '../../test/listing-helpers';
import { adminSession } from '../../test/payout-helpers';
import { runDueJobs } from '../run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type World = Awaited<ReturnType<typeof bookingWorld>>;
const PHONE_NOTE = 'Text me on +41 79 123 45 67 or lea.perso@gmail.com';

const api = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

async function start(w: World, body = 'Hello, is it free?') {
  const res = await api('POST', '/conversations', w.renter.headers, { listingId: w.listing.id, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { conversation: { id: string }; message: { id: string; body: string } };
}

const send = (headers: Headers, id: string, body: string, clientId: string = crypto.randomUUID()) =>
  api('POST', `/conversations/${id}/messages`, headers, { body, clientId });

async function messageCount(conversationId: string) {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return Number(row!.n);
}

describe('conversations', () => {
  it('"Contact the owner" starts one conversation per listing and renter, reused afterwards', async () => {
    const w = await bookingWorld(t);
    const a = await start(w, 'First question');
    const b = await start(w, 'Second question');
    expect(b.conversation.id).toBe(a.conversation.id);

    const list = (await api('GET', '/conversations', w.owner.headers)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: a.conversation.id,
      other: { id: w.renter.user.id, firstName: 'Remy' },
      unreadCount: 2,
      closed: false,
      lastMessage: { body: 'Second question', kind: 'text', senderId: w.renter.user.id },
    });
    expect((await api('GET', '/conversations/unread-count', w.owner.headers)).json()).toEqual({ count: 2 });
    expect((await api('GET', '/conversations/unread-count', w.renter.headers)).json()).toEqual({ count: 0 });

    const detail = (await api('GET', `/conversations/${a.conversation.id}`, w.renter.headers)).json();
    expect(detail).toMatchObject({ role: 'renter', masked: true, owner: { firstName: 'Olive' }, booking: null });

    // the owner got one bell notification for the conversation, bumped by the second message
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, w.owner.user.id));
    expect(notes.filter((n) => n.kind === 'message')).toMatchObject([
      { count: 2, link: `/dashboard/chats/${a.conversation.id}`, params: { name: 'Remy' } },
    ]);
  });

  it("gives the thread and the booking the bike's clock: a Belgian bike's times are Brussels time", async () => {
    const w = await bookingWorld(t);
    await t.deps.db.update(listings).set({ country: 'BE' }).where(eq(listings.id, w.listing.id));
    const a = await start(w);
    const detail = (await api('GET', `/conversations/${a.conversation.id}`, w.renter.headers)).json();
    expect(detail.listing.timeZone).toBe('Europe/Brussels');
    const inbox = (await api('GET', '/conversations', w.owner.headers)).json();
    expect(inbox.items[0].listing.timeZone).toBe('Europe/Brussels');
    const booking = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-03');
    const view = (await api('GET', `/bookings/${booking.id}`, w.owner.headers)).json();
    expect(view.booking.listing.timeZone).toBe('Europe/Brussels');
  });

  it('an owner cannot contact their own listing (422), an unknown listing is 404', async () => {
    const w = await bookingWorld(t);
    const own = await api('POST', '/conversations', w.owner.headers, { listingId: w.listing.id, body: 'hi' });
    expect(own.statusCode).toBe(422);
    expect(own.json().error.fields.listingId).toBeDefined();
    const unknown = await api('POST', '/conversations', w.renter.headers, {
      listingId: crypto.randomUUID(),
      body: 'hi',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('messages page oldest first, after and before an id; a retried clientId does not duplicate', async () => {
    const w = await bookingWorld(t);
    const { conversation } = await start(w, 'm0');
    const id = conversation.id;
    const clientId = crypto.randomUUID();
    const first = await send(w.owner.headers, id, 'm1', clientId);
    expect(first.statusCode).toBe(201);
    const again = await send(w.owner.headers, id, 'm1', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(first.json().clientId).toBe(clientId);
    for (const body of ['m2', 'm3']) expect((await send(w.renter.headers, id, body)).statusCode).toBe(201);

    const all = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json();
    expect(all.items.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(all.hasMore).toBe(false);
    const after = (await api('GET', `/conversations/${id}/messages?after=${all.items[1].id}`, w.owner.headers)).json();
    expect(after.items.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    const before = (
      await api('GET', `/conversations/${id}/messages?before=${all.items[3].id}&limit=2`, w.owner.headers)
    ).json();
    expect(before.items.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2']);
    expect(before.hasMore).toBe(true);
  });

  it('seen: the reader marks the other side up to an id; the sender sees seenAt; the notification is read', async () => {
    const w = await bookingWorld(t);
    const { conversation, message } = await start(w, 'hello');
    const id = conversation.id;
    const res = await api('POST', `/conversations/${id}/seen`, w.owner.headers, { upTo: message.id });
    expect(res.statusCode).toBe(204);
    const mine = (await api('GET', `/conversations/${id}/messages`, w.renter.headers)).json();
    expect(mine.items[0].seenAt).toBe(t.clock.now().toISOString());
    expect((await api('GET', '/conversations/unread-count', w.owner.headers)).json()).toEqual({ count: 0 });
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, w.owner.user.id));
    expect(notes.every((n) => n.readAt !== null)).toBe(true);
    // the sender's own seen does not mark their own messages
    await api('POST', `/conversations/${id}/seen`, w.renter.headers, { upTo: message.id });
    const reply = await send(w.owner.headers, id, 'hi back');
    await api('POST', `/conversations/${id}/seen`, w.owner.headers, { upTo: reply.json().id });
    const ownerView = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json();
    expect(ownerView.items[1].seenAt).toBeNull();
  });

  it('closing: with a reason by a participant; then read-only (409) and a second close is 409', async () => {
    const w = await bookingWorld(t);
    const { conversation } = await start(w);
    const id = conversation.id;
    const bad = await api('POST', `/conversations/${id}/close`, w.owner.headers, { reason: 'because' });
    expect(bad.statusCode).toBe(422);
    const closed = await api('POST', `/conversations/${id}/close`, w.owner.headers, {
      reason: 'no_longer_needed',
      note: 'Sold the bike',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      closed: true,
      closeReason: 'no_longer_needed',
      closeNote: 'Sold the bike',
      closedBy: { id: w.owner.user.id, firstName: 'Olive' },
    });
    const before = await messageCount(id);
    const post = await send(w.renter.headers, id, 'still there?');
    expect(post.statusCode).toBe(409);
    expect(post.json().error.message).toMatch(/closed/);
    expect((await start(w).catch(() => null)) === null).toBe(true);
    expect(await messageCount(id)).toBe(before);
    expect((await api('POST', `/conversations/${id}/close`, w.renter.headers, { reason: 'spam' })).statusCode).toBe(
      409,
    );
  });

  it('the note of a close is masked for the other party before payment, as written for its author and admins', async () => {
    const w = await bookingWorld(t);
    const { conversation } = await start(w);
    const note = 'Sold it. For the next one: 06|12|34|56|78 or lea(@)gmail(.)com';
    const closed = await api('POST', `/conversations/${conversation.id}/close`, w.owner.headers, {
      reason: 'no_longer_needed',
      note,
    });
    expect(closed.json().closeNote).toBe(note);
    const renterView = (await api('GET', `/conversations/${conversation.id}`, w.renter.headers)).json();
    expect(renterView.closeNote).toBe(`Sold it. For the next one: ${CONTACT_MASK} or ${CONTACT_MASK}`);
    const admin = await adminSession(t);
    expect((await api('GET', `/conversations/${conversation.id}`, admin.headers)).json().closeNote).toBe(note);
  });

  it('rate limit: the 21st message in a minute is a clear 429 and is not written', async () => {
    const w = await bookingWorld(t);
    const { conversation } = await start(w, 'one');
    for (let i = 2; i <= 20; i++) expect((await send(w.renter.headers, conversation.id, `m${i}`)).statusCode).toBe(201);
    const over = await send(w.renter.headers, conversation.id, 'too many');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('You are sending messages too fast. Wait a minute and try again.');
    expect(over.headers['retry-after']).toBeDefined();
    expect(await messageCount(conversation.id)).toBe(20);
  });
});

describe('bad input: a clear 4xx, nothing written', () => {
  let w: World;
  let id: string;
  beforeAll(async () => {
    w = await bookingWorld(t);
    id = (await start(w)).conversation.id;
  });

  it.each([
    ['empty', { body: '', clientId: crypto.randomUUID() }, 422],
    ['blank', { body: '   \n ', clientId: crypto.randomUUID() }, 422],
    ['too long', { body: 'x'.repeat(2001), clientId: crypto.randomUUID() }, 422],
    ['wrong type', { body: 42, clientId: crypto.randomUUID() }, 422],
    ['no clientId', { body: 'hi' }, 422],
    ['bad clientId', { body: 'hi', clientId: 'abc' }, 422],
    ['array body', ['hi'], 422],
  ])('%s → %i', async (_name, payload, status) => {
    const before = await messageCount(id);
    const res = await api('POST', `/conversations/${id}/messages`, w.renter.headers, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBeTruthy();
    expect(await messageCount(id)).toBe(before);
  });

  it('exactly 2000 characters is accepted; unknown and malformed conversations are 404 / 422', async () => {
    expect((await send(w.renter.headers, id, 'y'.repeat(2000))).statusCode).toBe(201);
    expect((await send(w.renter.headers, crypto.randomUUID(), 'hi')).statusCode).toBe(404);
    expect((await send(w.renter.headers, 'not-a-uuid', 'hi')).statusCode).toBe(422);
    expect((await api('GET', `/conversations/${id}/messages?after=abc`, w.renter.headers)).statusCode).toBe(422);
    expect((await api('GET', `/conversations/${id}/messages?limit=1000`, w.renter.headers)).statusCode).toBe(422);
    expect((await api('POST', `/conversations/${id}/seen`, w.renter.headers, { upTo: 'x' })).statusCode).toBe(422);
    const note = await api('POST', `/conversations/${id}/close`, w.renter.headers, {
      reason: 'other',
      note: 'n'.repeat(501),
    });
    expect(note.statusCode).toBe(422);
    expect((await t.deps.db.select().from(conversations).where(eq(conversations.id, id)))[0]!.closedAt).toBeNull();
  });
});

describe('authorization matrix: participants and admins; another member and anonymous get 404 / 401', () => {
  let w: World;
  let id: string;
  let msgId: string;
  let stranger: Headers;
  let admin: Headers;
  beforeAll(async () => {
    w = await bookingWorld(t);
    const started = await start(w, PHONE_NOTE);
    id = started.conversation.id;
    msgId = started.message.id;
    stranger = (await signedInUser(t, { firstname: 'Sam' })).headers;
    admin = (await adminSession(t)).headers;
  });

  const endpoints = () =>
    [
      ['GET', `/conversations/${id}`, undefined],
      ['GET', `/conversations/${id}/messages`, undefined],
      ['POST', `/conversations/${id}/messages`, { body: 'hi', clientId: crypto.randomUUID() }],
      ['POST', `/conversations/${id}/seen`, { upTo: msgId }],
      ['GET', `/conversations/${id}/attachments/${msgId}`, undefined],
    ] as const;

  it('another member: 404 on every conversation endpoint, and not in their list', async () => {
    for (const [method, url, payload] of endpoints()) {
      const res = await api(method, url, stranger, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api('POST', `/conversations/${id}/close`, stranger, { reason: 'spam' })).statusCode).toBe(404);
    expect((await api('GET', '/conversations', stranger)).json().items).toEqual([]);
  });

  it('anonymous: 401 everywhere', async () => {
    for (const [method, url, payload] of endpoints())
      expect((await api(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await api('GET', '/conversations')).statusCode).toBe(401);
    expect((await api('GET', '/conversations/unread-count')).statusCode).toBe(401);
    expect((await api('POST', '/conversations', undefined, { listingId: w.listing.id, body: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('participants read (masked for the reader until paid); the author sees the original; an admin reads the original', async () => {
    const owner = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json();
    expect(owner.items[0].body).toBe(`Text me on ${CONTACT_MASK} or ${CONTACT_MASK}`);
    const renter = (await api('GET', `/conversations/${id}/messages`, w.renter.headers)).json();
    expect(renter.items[0].body).toBe(PHONE_NOTE);
    const asAdmin = await api('GET', `/conversations/${id}/messages`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().items[0].body).toBe(PHONE_NOTE);
    const detail = (await api('GET', `/conversations/${id}`, admin)).json();
    expect(detail).toMatchObject({ role: 'admin', masked: false });
    // an admin reading marks nothing seen
    expect((await api('POST', `/conversations/${id}/seen`, admin, { upTo: msgId })).statusCode).toBe(204);
    expect((await api('GET', `/conversations/${id}/messages`, w.renter.headers)).json().items[0].seenAt).toBeNull();
  });

  it('an admin may post and close', async () => {
    const posted = await send(admin, id, 'Moderation: please stay polite.');
    expect(posted.statusCode).toBe(201);
    const closed = await api('POST', `/conversations/${id}/close`, admin, { reason: 'inappropriate' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().closedBy.firstName).toBe('Ada');
  });

  it('broadcasting/auth: my user channel and my conversations; others 403', async () => {
    const ok = await api('POST', '/broadcasting/auth', w.renter.headers, {
      socket_id: '123.456',
      channel_name: `private-conversation.${id}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().auth).toMatch(/^biclou:[0-9a-f]{64}$/);
    expect(
      (
        await api('POST', '/broadcasting/auth', w.renter.headers, {
          socket_id: '123.456',
          channel_name: `private-user.${w.renter.user.id}`,
        })
      ).statusCode,
    ).toBe(200);
    for (const channel of [`private-conversation.${id}`, `private-user.${w.renter.user.id}`, 'presence-x'])
      expect(
        (await api('POST', '/broadcasting/auth', stranger, { socket_id: '1.2', channel_name: channel })).statusCode,
      ).toBe(403);
    expect(
      (await api('POST', '/broadcasting/auth', admin, { socket_id: '1.2', channel_name: `private-conversation.${id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api('POST', '/broadcasting/auth', undefined, { socket_id: '1.2', channel_name: `private-user.x` }))
        .statusCode,
    ).toBe(401);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/broadcasting/auth',
      headers: { ...w.owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=1.2&channel_name=private-conversation.${id}`,
    });
    expect(form.statusCode).toBe(200);
  });
});

describe('photos: through the upload pipeline, private', () => {
  it('a participant posts a photo; only participants and admins get its bytes; /_img refuses its key', async () => {
    const w = await bookingWorld(t);
    const { conversation } = await start(w);
    const up = multipart('file', await testImage('jpeg', { exif: { IFD0: { Copyright: 'Lea Secret' } } }), 'photo.jpg');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversation.id}/attachments`,
      headers: { ...w.renter.headers, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const msg = res.json();
    expect(msg).toMatchObject({ kind: 'photo', body: '' });
    expect(msg.attachment.url).toBe(`/api/v1/conversations/${conversation.id}/attachments/${msg.id}`);

    const asOwner = await t.app.inject({ method: 'GET', url: msg.attachment.url, headers: w.owner.headers });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('image/webp');
    expect(asOwner.rawPayload.includes(Buffer.from('Lea Secret'))).toBe(false);
    const stranger = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: msg.attachment.url, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    const [row] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, BigInt(msg.id)));
    expect(row!.attachmentKey).toMatch(/^private\//);
    expect((await t.app.inject({ method: 'GET', url: `/_img/w_320/${row!.attachmentKey}` })).statusCode).toBe(404);

    const notImage = multipart('file', Buffer.from('hello world, not an image'), 'x.jpg');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversation.id}/attachments`,
      headers: { ...w.renter.headers, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('booking events: the note, the system lines, masking everywhere, the booking link', () => {
  it('a request posts its note (masked for the owner) and a line; payment unmasks; each step once', async () => {
    const w = await bookingWorld(t);
    const req = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      noteForOwner: PHONE_NOTE,
    });
    expect(req.statusCode, req.body).toBe(201);
    const bookingId = req.json().booking.id;

    const ownerBooking = (await api('GET', `/bookings/${bookingId}`, w.owner.headers)).json().booking;
    expect(ownerBooking.noteForOwner).toBe(`Text me on ${CONTACT_MASK} or ${CONTACT_MASK}`);
    expect(ownerBooking.conversationId).toEqual(expect.any(String));
    const renterBooking = (await api('GET', `/bookings/${bookingId}`, w.renter.headers)).json().booking;
    expect(renterBooking.noteForOwner).toBe(PHONE_NOTE);
    expect(renterBooking.conversationId).toBe(ownerBooking.conversationId);
    const mails = await outboxFor(t, w.owner.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(`${m.subject} ${m.text} ${m.html ?? ''}`).not.toContain('79 123 45 67');

    const id = ownerBooking.conversationId as string;
    const thread = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json().items;
    expect(
      thread.map((m: { kind: string; body: string; event: { type: string } | null }) => [
        m.kind,
        m.event?.type ?? m.body,
      ]),
    ).toEqual([
      ['text', `Text me on ${CONTACT_MASK} or ${CONTACT_MASK}`],
      ['system', 'requested'],
    ]);
    expect((await api('GET', `/conversations/${id}`, w.owner.headers)).json()).toMatchObject({
      masked: true,
      bookingId,
      booking: { id: bookingId, status: 'requested' },
    });
    // The card carries the booking's pickup and return as instants, for the thread to write on the bike's clock.
    expect((await api('GET', `/conversations/${id}`, w.owner.headers)).json().booking).toMatchObject({
      pickupAt: ownerBooking.pickupAt,
      returnAt: ownerBooking.returnAt,
    });

    expect((await act(t, w.owner.headers, bookingId, 'accept')).statusCode).toBe(200);
    expect((await pay(t, w.renter.headers, bookingId)).statusCode).toBe(200);
    const after = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json().items;
    expect(after[0].body).toBe(PHONE_NOTE);
    expect(
      after.filter((m: { kind: string }) => m.kind === 'system').map((m: { event: { type: string } }) => m.event.type),
    ).toEqual(['requested', 'accepted', 'paid']);
    expect((await api('GET', `/bookings/${bookingId}`, w.owner.headers)).json().booking.noteForOwner).toBe(PHONE_NOTE);
    expect((await api('GET', `/conversations/${id}`, w.owner.headers)).json().masked).toBe(false);

    const cancel = await act(t, w.renter.headers, bookingId, 'cancel', { reason: 'Plans changed' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const last = (await api('GET', `/conversations/${id}/messages`, w.renter.headers)).json().items.at(-1);
    expect(last.event).toMatchObject({ type: 'canceled', bookingId, currency: 'EUR' });
    expect(typeof last.event.refundCents).toBe('number');
  });
});

describe("the other party's words on a booking: masked before payment", () => {
  const M = CONTACT_MASK;
  const REJECT = 'Not free then, call me on 06|12|34|56|78 or see www.velos-olive.fr';
  const CANCEL = 'Plans changed, write to lea [at] gmail [.] com';
  type Entry = { to: string; reason: string | null };
  const reasonOf = (history: Entry[], to: string) => history.find((h) => h.to === to)?.reason;

  it("the owner's rejection reason and the renter's cancel reason, in the booking, its history, lists and the email", async () => {
    const w = await bookingWorld(t);
    const rejectedId = (await requested(t, w.renter.headers, w.listing.id, '2026-08-01', '2026-08-03')).id;
    expect((await act(t, w.owner.headers, rejectedId, 'reject', { reason: REJECT })).statusCode).toBe(200);

    const renterSees = (await api('GET', `/bookings/${rejectedId}`, w.renter.headers)).json().booking;
    const masked = `Not free then, call me on ${M} or see ${M}`;
    expect(renterSees.rejectReason).toBe(masked);
    expect(reasonOf(renterSees.history, 'rejected')).toBe(masked);
    const trips = (await api('GET', '/me/trips', w.renter.headers)).json();
    expect(JSON.stringify(trips)).not.toContain('06|12|34|56|78');
    expect(JSON.stringify(trips)).toContain(masked);
    const ownerSees = (await api('GET', `/bookings/${rejectedId}`, w.owner.headers)).json().booking;
    expect(ownerSees.rejectReason).toBe(REJECT);
    expect(reasonOf(ownerSees.history, 'rejected')).toBe(REJECT);
    const mails = await outboxFor(t, w.renter.email);
    const declined = mails.filter((m) => `${m.text}`.includes('Not free then'));
    expect(declined.length).toBeGreaterThan(0);
    for (const m of declined) {
      expect(`${m.text} ${m.html ?? ''}`).not.toMatch(/06\|12|velos-olive/);
      expect(m.text).toContain(masked);
    }

    const canceledId = (await requested(t, w.renter.headers, w.listing.id, '2026-08-10', '2026-08-12')).id;
    expect((await act(t, w.renter.headers, canceledId, 'cancel', { reason: CANCEL })).statusCode).toBe(200);
    const ownerCancel = (await api('GET', `/bookings/${canceledId}`, w.owner.headers)).json().booking;
    expect(ownerCancel.cancelReason).toBe(`Plans changed, write to ${M}`);
    expect(reasonOf(ownerCancel.history, 'canceled')).toBe(`Plans changed, write to ${M}`);
    expect(JSON.stringify((await api('GET', '/me/bookings', w.owner.headers)).json())).not.toContain('gmail');
    expect((await api('GET', `/bookings/${canceledId}`, w.renter.headers)).json().booking.cancelReason).toBe(CANCEL);
    const admin = await adminSession(t);
    const adminSees = (await api('GET', `/admin/bookings/${canceledId}`, admin.headers)).json().booking;
    expect(adminSees.cancelReason).toBe(CANCEL);
    expect(reasonOf(adminSees.history, 'canceled')).toBe(CANCEL);

    // once a booking between them is paid, both read each other's words as written
    const paidId = (await requested(t, w.renter.headers, w.listing.id, '2026-08-20', '2026-08-22')).id;
    expect((await act(t, w.owner.headers, paidId, 'accept')).statusCode).toBe(200);
    expect((await pay(t, w.renter.headers, paidId)).statusCode).toBe(200);
    expect((await api('GET', `/bookings/${rejectedId}`, w.renter.headers)).json().booking.rejectReason).toBe(REJECT);
    expect((await api('GET', `/bookings/${canceledId}`, w.owner.headers)).json().booking.cancelReason).toBe(CANCEL);
  });
});

describe('a closed conversation and the next booking', () => {
  it('a new request reopens it for both sides: its note and line arrive in a writable thread, pushed live', async () => {
    const w = await bookingWorld(t);
    const first = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      noteForOwner: 'First trip',
    });
    expect(first.statusCode, first.body).toBe(201);
    const id = (await api('GET', `/bookings/${first.json().booking.id}`, w.owner.headers)).json().booking
      .conversationId as string;
    const close = await api('POST', `/conversations/${id}/close`, w.owner.headers, {
      reason: 'resolved',
      note: 'Done',
    });
    expect(close.statusCode).toBe(200);
    expect((await send(w.renter.headers, id, 'one more thing')).statusCode).toBe(409);

    t.clock.advance(60_000);
    const emit = vi.spyOn(t.deps.realtime, 'emit');
    const second = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-08-01',
      endDate: '2026-08-03',
      noteForOwner: 'Second trip, same bike?',
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json().booking.id as string;
    expect((await api('GET', `/bookings/${secondId}`, w.owner.headers)).json().booking.conversationId).toBe(id);

    const detail = (await api('GET', `/conversations/${id}`, w.renter.headers)).json();
    expect(detail).toMatchObject({ closed: false, closedBy: null, closeReason: null, closeNote: null, closedAt: null });
    expect(detail.booking).toMatchObject({ id: secondId, status: 'requested' });
    const tail = (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json().items.slice(-2);
    expect(
      tail.map((m: { body: string; event: { type: string; bookingId: string } | null }) => m.event ?? m.body),
    ).toEqual(['Second trip, same bike?', expect.objectContaining({ type: 'requested', bookingId: secondId })]);
    expect(emit).toHaveBeenCalledWith(
      expect.arrayContaining([`conversation:${id}`, `user:${w.owner.user.id}`, `user:${w.renter.user.id}`]),
      'conversation:reopened',
      { conversationId: id },
    );
    emit.mockRestore();
    t.clock.advance(-60_000);

    expect((await send(w.owner.headers, id, 'Sure, see you in August')).statusCode).toBe(201);
    expect((await send(w.renter.headers, id, 'Great')).statusCode).toBe(201);
    expect((await api('GET', '/conversations', w.owner.headers)).json().items[0]).toMatchObject({ id, closed: false });
  });

  it('a step of an earlier booking leaves it closed', async () => {
    const w = await bookingWorld(t);
    const req = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    const bookingId = req.json().booking.id as string;
    const id = (await api('GET', `/bookings/${bookingId}`, w.owner.headers)).json().booking.conversationId as string;
    expect((await api('POST', `/conversations/${id}/close`, w.owner.headers, { reason: 'resolved' })).statusCode).toBe(
      200,
    );
    expect((await act(t, w.owner.headers, bookingId, 'accept')).statusCode).toBe(200);
    const detail = (await api('GET', `/conversations/${id}`, w.owner.headers)).json();
    expect(detail).toMatchObject({ closed: true, closeReason: 'resolved' });
    expect(
      (await api('GET', `/conversations/${id}/messages`, w.owner.headers)).json().items.at(-1).event,
    ).toMatchObject({
      type: 'accepted',
    });
  });
});

describe('unread-message notices', () => {
  it('one email to the reader after 10 minutes unread, not again; none once read', async () => {
    const w = await bookingWorld(t);
    const { conversation } = await start(w, 'Are you there?');
    const now = t.clock.now();
    await runDueJobs(t.deps, new Date(now.getTime() + 5 * 60_000));
    expect((await outboxFor(t, w.owner.email)).filter((m) => (m.subject ?? '').includes('Remy'))).toHaveLength(0);
    await runDueJobs(t.deps, new Date(now.getTime() + 11 * 60_000));
    await runDueJobs(t.deps, new Date(now.getTime() + 30 * 60_000));
    const mails = (await outboxFor(t, w.owner.email)).filter((m) => (m.subject ?? '').includes('Remy'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/dashboard/chats/${conversation.id}`);
    expect(mails[0]!.text).not.toContain('Are you there?');
    expect((await outboxFor(t, w.renter.email)).filter((m) => (m.subject ?? '').includes('Olive'))).toHaveLength(0);

    // read before the 10 minutes: no email
    const w2 = await bookingWorld(t);
    const started = await start(w2, 'Quick one');
    await api('POST', `/conversations/${started.conversation.id}/seen`, w2.owner.headers, { upTo: started.message.id });
    await runDueJobs(t.deps, new Date(now.getTime() + 60 * 60_000));
    expect((await outboxFor(t, w2.owner.email)).filter((m) => (m.subject ?? '').includes('Remy'))).toHaveLength(0);
  });
});
