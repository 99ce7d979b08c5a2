import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { notificationText } from './notification-text';
import { createTinyI18n } from '../../lib/i18n/tiny-i18n';
import { settingsNumbers } from '../../lib/settings-numbers';

/** The sentences that name a setting, as their pages call them with `settingsNumbers`. */
function sentences(locale: 'en' | 'fr', settings: Parameters<typeof settingsNumbers>[0]) {
  const { t } = createTinyI18n(locale, { en, fr });
  const n = settingsNumbers(settings);
  const accepted = {
    id: 'n',
    kind: 'booking.accepted',
    params: { title: 'Gazelle', name: 'Léa' },
    count: 1,
    readAt: null,
    createdAt: '2026-11-29T10:00:00Z',
    url: null,
  } as unknown as Parameters<typeof notificationText>[0];
  return [
    t('landing.how.renter.request.text', { count: n.responseHours }),
    t('landing.how.owner.accept.text', { count: n.responseHours }),
    t('landing.how.owner.earn.text', { count: n.creditDays }),
    t('bookings.request.intro', { count: n.responseHours }),
    t('bookings.request.sent', { count: n.responseHours }),
    t('payouts.intro', { count: n.creditDays, transfer: n.transferDays }),
    t('payouts.request.nothing', { count: n.creditDays }),
    notificationText(accepted, t, locale, n),
  ].join('\n');
}

describe('sentences follow the settings, with plural rules', () => {
  it('an admin’s 1-hour window and no payout delay: "1 hour", "the day after", never the defaults', () => {
    const settings = { requestExpiryHours: 1, creditDelayDays: 0, paymentWindowHours: 1 };
    const english = sentences('en', settings);
    expect(english).toContain('The owner answers within 1 hour.');
    expect(english).toContain('The owner has 1 hour to answer.');
    expect(english).toContain('Your earnings become available the day after each rental.');
    expect(english).toContain('Pay within 1 hour to confirm it.');
    const french = sentences('fr', settings);
    expect(french).toContain('Le propriétaire répond sous 1 heure.');
    expect(french).toContain('Vos gains deviennent disponibles le lendemain de chaque location.');
    for (const text of [english, french]) expect(text).not.toMatch(/\b(48|4) (hours?|heures?|days?|jours?)\b/);
  });

  it('72 hours and 6 days', () => {
    const english = sentences('en', { requestExpiryHours: 72, creditDelayDays: 6 });
    expect(english).toContain('The owner has 72 hours to answer.');
    expect(english).toContain('Your earnings become available 6 days after each rental.');
    expect(sentences('fr', { requestExpiryHours: 72, creditDelayDays: 6 })).toContain(
      'Les gains sont crédités 6 jours après la fin d’une location.',
    );
  });

  it('no catalogue string writes a setting’s default as a fixed number', () => {
    const fixed: string[] = [];
    const walk = (o: object, path: string) => {
      for (const [k, v] of Object.entries(o)) {
        const key = path ? `${path}.${k}` : k;
        if (typeof v === 'object' && v) walk(v, key);
        // The API's fixed sentences are translated by their exact text (`server.*`); `content.*` is no page's.
        else if (!/^(server|content)\./.test(key) && /\b(48|4) (hours?|heures?|days?|jours?)\b/.test(String(v)))
          fixed.push(key);
      }
    };
    walk(en, '');
    walk(fr, '');
    expect(fixed).toEqual([]);
  });
});
