// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { hasProviderPayout } from './payout-state-repository';
export { lockStripeAccountKyc, updateStripeAccountBanking } from './banking-repository';
export { returnPayout, type ReturnedPayout } from './decide-payout';
export { mailPayout } from './payout-mails';
export type { PayoutRow } from './payout-repository';
