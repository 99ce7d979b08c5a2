import { LEDGER_TRANSACTION_KINDS } from '@biclou/domain/ledger';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';

describe("the owner's balance history", () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'has its own words for every ledger kind in %s (a captured deposit is not rental earnings)',
    (_, lang) => {
      const kinds: Record<string, string> = lang.payouts.history.kinds;
      for (const kind of LEDGER_TRANSACTION_KINDS) expect(kinds[kind], kind).toMatch(/\S/);
      expect(kinds.deposit_captured).not.toBe(kinds.credit);
    },
  );
});
