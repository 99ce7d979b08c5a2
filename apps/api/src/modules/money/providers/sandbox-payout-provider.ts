import { createHash } from 'node:crypto';
import { ibanProblem, normaliseIban, SANDBOX_IBANS } from '@biclou/domain/iban';
import type { KycStatus, PayoutProvider, PayoutResult } from './payout-provider';

export const SANDBOX_PAYOUT_MESSAGES = {
  bankRefused: 'The bank refused the transfer (sandbox test IBAN).',
  unknownAccount: 'This payout account is unknown to the sandbox.',
} as const;

const hash = (s: string, n = 16) => createHash('sha256').update(s).digest('hex').slice(0, n);

/** The account's test behaviour travels in its ref, so a restarted process answers the same: v verified, f payouts fail, r KYC rejected. */
type Flag = 'v' | 'f' | 'r';
const flagOf = (ref: string): Flag | null => {
  const m = /^sbx_acct_[0-9a-f]{16}_([vfr])$/.exec(ref);
  return (m?.[1] as Flag | undefined) ?? null;
};

/**
 * The built-in payout provider: no network, no money. Like the sandbox cards, published test data
 * decides what happens (`SANDBOX_IBANS` in the domain): any valid IBAN is verified at once and paid;
 * `payoutFails` is verified but every payout to it fails; `kycRejected` fails the identity check.
 * A payout's ref is derived from its idempotency key, so a retry answers the same.
 */
export function createSandboxPayoutProvider(): PayoutProvider {
  const byKey = new Map<string, PayoutResult>();
  return {
    name: 'sandbox',
    async openAccount(input) {
      const iban = normaliseIban(input.iban);
      const flag: Flag = iban === SANDBOX_IBANS.kycRejected ? 'r' : iban === SANDBOX_IBANS.payoutFails ? 'f' : 'v';
      const kycStatus: KycStatus = ibanProblem(iban) ? 'rejected' : flag === 'r' ? 'rejected' : 'verified';
      return { accountRef: `sbx_acct_${hash(`${input.userId}:${iban}`)}_${flag}`, kycStatus, onboardingUrl: null };
    },
    async accountStatus(accountRef) {
      const flag = flagOf(accountRef);
      return flag === null ? 'unverified' : flag === 'r' ? 'rejected' : 'verified';
    },
    async sendPayout({ accountRef, idempotencyKey }) {
      const known = byKey.get(idempotencyKey);
      if (known) return known;
      const flag = flagOf(accountRef);
      const payoutRef = `sbx_po_${hash(idempotencyKey, 20)}`;
      const result: PayoutResult =
        flag === null || flag === 'r'
          ? { status: 'failed', payoutRef: null, message: SANDBOX_PAYOUT_MESSAGES.unknownAccount }
          : flag === 'f'
            ? { status: 'failed', payoutRef, message: SANDBOX_PAYOUT_MESSAGES.bankRefused }
            : { status: 'paid', payoutRef };
      byKey.set(idempotencyKey, result);
      return result;
    },
  };
}
