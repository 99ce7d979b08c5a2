import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../lib/i18n/tiny-i18n';
import { HostRecordText } from '../../components/host-record';
import { MemberProfile } from './member-profile';

/**
 * Renters see how often an owner canceled, on the listing's host block and the member page
 * (the listing's host block: listings/page/owner-card.test.tsx).
 */
const render = (lang: 'en' | 'fr', node: ReactNode) => {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/member/x' : '/member/x']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>{node}</I18nextProvider>
    </MemoryRouter>,
  );
  return /data-testid="host-record">([^<]*)</.exec(html)?.[1];
};

describe('host record', () => {
  it.each([
    ['en', { bookings: 0, canceled: 0 }, 'No bookings yet'],
    ['en', { bookings: 1, canceled: 0 }, 'Canceled 0 of 1 booking'],
    ['en', { bookings: 12, canceled: 1 }, 'Canceled 1 of 12 bookings'],
    ['fr', { bookings: 0, canceled: 0 }, 'Aucune réservation pour le moment'],
    ['fr', { bookings: 1, canceled: 1 }, 'A annulé 1 sur 1 réservation'],
    ['fr', { bookings: 12, canceled: 2 }, 'A annulé 2 sur 12 réservations'],
  ] as const)('%s %j → %s', (lang, record, expected) => {
    expect(render(lang, <HostRecordText record={record} />)).toBe(expected);
  });

  it('the member page shows it', () => {
    const member = {
      id: '6f1d8a4e-1c59-4d7c-9d1f-1b1c4b2f7a10',
      firstname: 'Léa',
      spokenLanguages: ['fr'],
      memberSince: '2025-03-01T10:00:00.000Z',
      hostRecord: { bookings: 12, canceled: 1 },
    };
    expect(render('fr', <MemberProfile member={member} listings={[]} />)).toBe('A annulé 1 sur 12 réservations');
  });
});
