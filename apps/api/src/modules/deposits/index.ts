// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { depositRoutes } from './routes';
export { depositsJobs, holdOnCheckin } from './deposit-jobs';
export { mailOnDepositEvent } from './deposit-mails';
export { DEPOSIT_MESSAGES, type DepositCtx } from './deposit-context';
export { decideClaim } from './decide-claim';
export { markHoldExpired } from './mark-hold-expired';
export { placeHold } from './place-hold';
export { releaseHold } from './release-hold';
export { depositView } from './deposit-view';
