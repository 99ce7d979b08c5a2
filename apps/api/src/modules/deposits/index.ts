// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { depositRoutes } from './routes';
export { depositsJobs, holdOnCheckin } from './deposit-jobs';
export { mailOnDepositEvent } from './deposit-mails';
export { markHoldExpired } from './mark-hold-expired';
export { releaseHold } from './release-hold';
