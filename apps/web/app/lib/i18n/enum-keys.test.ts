import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS } from '@biclou/contracts/admin-constants';
import { HOLD_STATUSES } from '@biclou/contracts/deposits';
import { CLOSE_REASONS } from '@biclou/contracts/messaging';
import { BOOKING_STATUSES } from '@biclou/domain/booking-status';
import { LEDGER_TRANSACTION_KINDS } from '@biclou/domain/ledger';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';
import { PAYOUT_STATUSES } from '@biclou/domain/payout-rules';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import type { Catalogue, CatalogueValue } from './keys-catalogue';

const lookup = (c: Catalogue, key: string): CatalogueValue | undefined =>
  key
    .split('.')
    .reduce<CatalogueValue | undefined>(
      (v, k) => (v && typeof v === 'object' && !Array.isArray(v) ? v[k] : undefined),
      c,
    );

/**
 * Every value of a domain list that a page shows through a key (`t(\`prefix.${value}\`)`) has that
 * key in every language: a new ledger kind, audit action, status or reason without its words fails
 * here, not as a raw key on an admin's screen. The literal keys are checked by catalogues.test.ts.
 */
const SHOWN: [prefix: string, values: readonly string[]][] = [
  ['admin-money.ledger.kinds', LEDGER_TRANSACTION_KINDS],
  ['admin-ui.audit.actions', ADMIN_ACTIONS],
  ['bookings.status', BOOKING_STATUSES],
  ['admin-money.payout-status', PAYOUT_STATUSES],
  ['payouts.status', PAYOUT_STATUSES],
  ['admin-market.status', LISTING_STATUSES],
  ['deposits.status', [...HOLD_STATUSES, 'none']],
  ['chat.close.reasons', CLOSE_REASONS],
];

describe('keys shown for a domain list', () => {
  for (const [lang, catalogue] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`exist in ${lang} for every value`, () => {
      const missing = SHOWN.flatMap(([prefix, values]) =>
        values.map((v) => `${prefix}.${v}`).filter((key) => typeof lookup(catalogue as Catalogue, key) !== 'string'),
      );
      expect(missing).toEqual([]);
    });
  }
});
