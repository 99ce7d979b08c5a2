import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { OwnerCard } from './owner-card';

/** Renters see how often an owner canceled on the listing's host block (the member page: members/host-record.test.tsx). */
const render = (lang: 'en' | 'fr', node: ReactNode) => {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/listing/x' : '/listing/x']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>{node}</I18nextProvider>
    </MemoryRouter>,
  );
  return /data-testid="host-record">([^<]*)</.exec(html)?.[1];
};

describe('host record', () => {
  const owner = {
    id: '6f1d8a4e-1c59-4d7c-9d1f-1b1c4b2f7a10',
    firstname: 'Léa',
    isPro: false,
    memberSince: '2025-03-01T10:00:00.000Z',
  };
  it("the listing page's host block shows it (not on the owner's own view, which has none)", () => {
    expect(render('en', <OwnerCard owner={{ ...owner, hostRecord: { bookings: 12, canceled: 1 } }} />)).toBe(
      'Canceled 1 of 12 bookings',
    );
    expect(render('en', <OwnerCard owner={owner} />)).toBeUndefined();
  });
});
