// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { hasProviderPayout } from './payout-state-repository';
export { lockStripeAccountKyc, updateStripeAccountBanking } from './banking-repository';
export { failPayout, processPayout, returnPayout, type PayoutDecisionHook, type ReturnedPayout } from './decide-payout';
export { toPayouts } from './payout-repository';
export { mailPayout } from './payout-mails';
export type { PayoutRow } from './payout-repository';
