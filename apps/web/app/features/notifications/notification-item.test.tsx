import { NOTIFICATION_KINDS, type Notification } from '@biclou/contracts/notifications';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../lib/i18n/tiny-i18n';
import { NotificationItem } from './notification-item';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notification-states';
import { notificationText, rentalWhen, shortDates } from './notification-text';
import { titleWithCount } from './unread-store';

const NOW = Date.parse('2026-06-01T10:00:00Z');
const note = (o: Partial<Notification> = {}): Notification => ({
  id: '6f1c1c5e-7a3e-4c55-9a77-6a2a6f0d7d11',
  kind: 'booking.requested',
  bookingId: '0b8c0a37-6f31-4b43-9d4a-1fd4bfc5f3a2',
  conversationId: null,
  link: '/dashboard/bookings/0b8c0a37-6f31-4b43-9d4a-1fd4bfc5f3a2',
  params: { side: 'owner', title: 'Gazelle Orange', name: 'Remy', startDate: '2026-07-01', endDate: '2026-07-03' },
  count: 1,
  createdAt: '2026-06-01T09:50:00.000Z',
  readAt: null,
  ...o,
});

function render(locale: 'en' | 'fr', node: React.ReactNode) {
  const i18n = createTinyI18n(locale, { en, fr });
  // A data router with a root route, as in the app: items read the settings' numbers from its data.
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', element: <I18nextProvider i18n={i18n}>{node}</I18nextProvider> }],
    { initialEntries: [locale === 'fr' ? '/fr/dashboard' : '/dashboard'], hydrationData: { loaderData: { root: {} } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('NotificationItem', () => {
  it('an unread booking request: sentence, time, unread mark, link to the booking in the reader language', () => {
    const html = render('fr', <NotificationItem notification={note()} now={NOW} onOpen={() => {}} />);
    expect(text(html)).toContain('Remy souhaite réserver votre Gazelle Orange (1–3 juil.).');
    expect(text(html)).toContain('il y a 10 minutes');
    expect(text(html)).toContain('Non lue');
    expect(html).toContain('href="/fr/dashboard/bookings/0b8c0a37-6f31-4b43-9d4a-1fd4bfc5f3a2"');
    expect(html).toContain('data-unread="true"');
  });

  it('a read one has no unread mark', () => {
    const html = render(
      'en',
      <NotificationItem notification={note({ readAt: '2026-06-01T09:55:00Z' })} now={NOW} onOpen={() => {}} />,
    );
    expect(html).not.toContain('data-unread');
    expect(text(html)).not.toContain('Unread');
    expect(html).toContain('href="/dashboard/bookings/');
  });

  it.each(['en', 'fr'] as const)('every kind and side reads as a sentence in %s (no key, no placeholder)', (locale) => {
    const t = createTinyI18n(locale, { en, fr }).t;
    for (const kind of NOTIFICATION_KINDS)
      for (const side of ['owner', 'renter'])
        for (const canceledBy of ['owner', 'renter'])
          for (const refundCents of [0, 4500]) {
            const n = note({
              kind,
              params: { ...note().params, side, canceledBy, refundCents, currency: 'EUR' },
              count: 2,
            });
            const sentence = notificationText(n, t, locale);
            expect(sentence, `${kind} ${side}`).not.toMatch(/notifications\.|\{\{|undefined/);
            expect(sentence.length).toBeGreaterThan(15);
          }
  });

  it('instant booking and the pickup reminder: the window the acceptance gave, the pickup on the bike’s clock', () => {
    const en1 = createTinyI18n('en', { en, fr }).t;
    const fr1 = createTinyI18n('fr', { en, fr }).t;
    const params = note().params;
    const accepted = (side: string, extra: Record<string, unknown>) =>
      note({ kind: 'booking.accepted', params: { ...params, side, ...extra } as Notification['params'] });
    const instant = { instant: true, payCount: 30, payUnit: 'minute' };
    expect(notificationText(accepted('renter', instant), en1, 'en')).toBe(
      `Your booking of Gazelle Orange (${shortDates('2026-07-01', '2026-07-03', 'en')}) was accepted at once. Pay within 30 minutes to confirm it.`,
    );
    expect(notificationText(accepted('owner', instant), fr1, 'fr')).toBe(
      'Remy a réservé votre Gazelle Orange en réservation instantanée (1–3 juil.). Rien à accepter\u00a0: vous serez prévenu dès le paiement.',
    );
    // A request's window shrunk by the owner's notice, and an older notification without params.
    expect(notificationText(accepted('renter', { instant: false, payCount: 8, payUnit: 'hour' }), en1, 'en')).toBe(
      'Remy accepted your request for Gazelle Orange. Pay within 8 hours to confirm it.',
    );
    expect(notificationText(accepted('renter', { instant: false, payCount: 45, payUnit: 'minute' }), fr1, 'fr')).toBe(
      'Remy a accepté votre demande pour Gazelle Orange. Payez sous 45 minutes pour la confirmer.',
    );
    expect(notificationText(accepted('renter', {}), en1, 'en')).toContain('Pay within 48 hours');
    const soon = note({
      kind: 'booking.pickup_soon',
      params: {
        ...params,
        side: 'renter',
        pickupAt: '2026-07-01T06:00:00.000Z',
        returnAt: '2026-07-01T16:00:00.000Z',
        timeZone: 'Europe/Zurich',
      },
    });
    expect(notificationText(soon, en1, 'en')).toBe(
      'Your rental of Gazelle Orange starts soon (Jul 1, 08:00\u00a0→ 18:00, Zurich time). The address is on your trip page.',
    );
    expect(notificationText(soon, fr1, 'fr')).toBe(
      'Votre location de Gazelle Orange commence bientôt (1 juil., 08:00\u00a0→ 18:00, heure de Zurich). L’adresse est sur la page de votre location.',
    );
  });

  it('amounts and counts are written for the reader', () => {
    const t = createTinyI18n('fr', { en, fr }).t;
    const credited = note({
      kind: 'booking.credited',
      params: { title: 'Gazelle', amountCents: 12345, currency: 'EUR' },
    });
    expect(notificationText(credited, t, 'fr')).toMatch(/^123,45\s€ de la location de votre Gazelle/);
    const canceled = note({
      kind: 'booking.canceled',
      params: {
        side: 'renter',
        canceledBy: 'owner',
        name: 'Olive',
        title: 'Gazelle',
        refundCents: 4500,
        currency: 'EUR',
      },
    });
    expect(notificationText(canceled, createTinyI18n('en', { en, fr }).t, 'en')).toContain('Refund: €45');
    const messages = note({ kind: 'message', params: { name: 'Léa', title: 'Gazelle' }, count: 3 });
    expect(notificationText(messages, createTinyI18n('en', { en, fr }).t, 'en')).toBe(
      'Léa sent you 3 messages about Gazelle.',
    );
  });
});

describe('list states', () => {
  it('loading, empty (all / unread) and error are written out', () => {
    expect(render('en', <NotificationsLoading />)).toContain('role="status"');
    expect(text(render('en', <NotificationsEmpty />))).toContain('You are all caught up');
    expect(text(render('fr', <NotificationsEmpty unreadOnly />))).toContain('Rien de non lu');
    const error = render('en', <NotificationsError onRetry={() => {}} />);
    expect(error).toContain('role="alert"');
    expect(text(error)).toContain('Try again');
  });
});

describe('shortDates', () => {
  it.each([
    ['en', '2026-07-01', '2026-07-03', 'Jul 1 – 3'],
    ['fr', '2026-07-01', '2026-07-03', '1–3 juil.'],
    ['fr', '2026-06-30', '2026-07-02', '30 juin – 2 juil.'],
    ['en', '2026-07-01', '2026-07-01', 'Jul 1'],
    ['en', '', '', ''],
  ] as const)('%s %s → %s = %s', (locale, start, end, want) => {
    expect(shortDates(start, end, locale).replace(/\s/g, ' ')).toBe(want);
  });
});

describe('rentalWhen: the rental a notification names', () => {
  const NB = '\u00a0';
  const timed = {
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    pickupAt: '2026-07-01T07:00:00.000Z',
    returnAt: '2026-07-03T16:00:00.000Z',
    timeZone: 'Europe/Paris',
  };

  it('the pickup and the return on the bike’s clock, short, the clock named inside the sentence’s parentheses', () => {
    expect(rentalWhen(timed, 'en')).toBe(`Jul 1, 09:00${NB}→ Jul 3, 18:00, Paris time`);
    expect(rentalWhen({ ...timed, timeZone: 'Europe/Brussels' }, 'fr')).toBe(
      `1 juil., 09:00${NB}→ 3 juil., 18:00, heure de Bruxelles`,
    );
    const t = createTinyI18n('fr', { en, fr }).t;
    expect(notificationText(note({ params: { ...note().params, ...timed } }), t, 'fr')).toBe(
      `Remy souhaite réserver votre Gazelle Orange (1 juil., 09:00${NB}→ 3 juil., 18:00, heure de Paris).`,
    );
  });

  it('a notification from before times were kept names the dates', () => {
    expect(rentalWhen({ startDate: '2026-07-01', endDate: '2026-07-03' }, 'fr').replace(/\s/g, ' ')).toBe('1–3 juil.');
  });
});

describe('titleWithCount', () => {
  it.each([
    ['Trips - Biclou', 3, '(3) Trips - Biclou'],
    ['(3) Trips - Biclou', 5, '(5) Trips - Biclou'],
    ['(3) Trips - Biclou', 0, 'Trips - Biclou'],
    ['Trips - Biclou', null, 'Trips - Biclou'],
    ['Trips - Biclou', 120, '(99+) Trips - Biclou'],
    ['(99+) Trips - Biclou', 2, '(2) Trips - Biclou'],
  ])('%s with %s → %s', (title, count, want) => {
    expect(titleWithCount(title, count)).toBe(want);
  });
});
