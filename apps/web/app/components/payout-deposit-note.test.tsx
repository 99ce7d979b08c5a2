import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../public/app/lang/en.json';
import fr from '../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../lib/i18n/tiny-i18n';
import { PayoutDepositNote } from './payout-deposit-note';

const text = (locale: 'en' | 'fr', line: { amountCents: number; depositCents: number }) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[locale === 'fr' ? '/fr/dashboard/payouts' : '/dashboard/payouts']}>
      <I18nextProvider i18n={createTinyI18n(locale, { en, fr })}>
        <PayoutDepositNote line={line} currency="EUR" />
      </I18nextProvider>
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, '')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('the captured deposit in a payout line', () => {
  it.each([
    ['en', { amountCents: 7825, depositCents: 4000 }, 'Including €40.00 of captured deposit'],
    ['fr', { amountCents: 7825, depositCents: 4000 }, 'Dont 40,00 € de caution prélevée'],
    ['en', { amountCents: 4000, depositCents: 4000 }, 'Captured deposit'],
    ['fr', { amountCents: 4000, depositCents: 4000 }, 'Caution prélevée'],
    ['en', { amountCents: 3825, depositCents: 0 }, ''],
  ] as const)('%s %o → "%s"', (locale, line, expected) => {
    expect(text(locale, line)).toBe(expected);
  });
});
