// Public surface of the money module (docs/architecture.md "Module links"): other modules import only this
// file. Payments, the ledger and the payment/payout providers; money imports no other module.
export { createMoneyDeps } from './money-deps';
export { accountBalances, allEntries, bookingEscrowCents, ownerLedgerHistory, postLedger } from './ledger-repository';
export {
  findPayment,
  findPaymentByKey,
  findProviderPayment,
  findSucceededPayment,
  insertPayment,
  openProviderPayments,
  updatePayment,
  type PaymentRow,
} from './payment-repository';
export {
  cancelOpenProviderPayments,
  declined,
  intentKeyOf,
  PROVIDER_PAYMENT_MESSAGES,
  type ProviderPaymentOutcome,
} from './provider-payments';
export type { CardInput, PaymentProvider, ProviderPayment } from './providers/payment-provider';
export type { KycStatus, PayoutProvider, PayoutResult } from './providers/payout-provider';
export { HoldStateError } from './providers/payment-provider';
export { SANDBOX_CARDS, SANDBOX_MESSAGES } from './providers/sandbox-provider';
export { SANDBOX_PAYOUT_MESSAGES } from './providers/sandbox-payout-provider';
export { createStripeClient, PAYMENT_UNAVAILABLE } from './providers/stripe-client';
export { isExpiredHold, providerPaymentOf, STRIPE_MESSAGES } from './providers/stripe-provider';
export { kycStatusOfAccount } from './providers/stripe-payout-provider';
