import type { FastifyBaseLogger } from 'fastify';
import type { ClaimRefusal, HandoverRefusalBlock } from '@biclou/domain/deposit-rules';
import type { Deps } from '../../platform/deps';

/** What the deposit operations need: the database, the clock and the payment provider. */
export interface DepositCtx {
  deps: Pick<Deps, 'db' | 'clock' | 'payments' | 'bookingEvents' | 'notificationEvents'> &
    Partial<Pick<Deps, 'mailer' | 'config' | 'realtime'>>;
  log?: FastifyBaseLogger;
}

export const DEPOSIT_MESSAGES = {
  notHeld: 'This deposit is not held any more.',
  claimExists: 'A claim was already filed for this booking.',
  claimDecided: 'This claim has already been decided.',
  noClaim: 'No claim was filed for this booking.',
  answered: 'You have already answered this claim.',
  decision: 'The amount to capture is between 0 and the claimed amount.',
  refusals: {
    bad_amount: 'The amount must be at least €0.01.',
    over_deposit: 'A claim cannot be more than the deposit held.',
    no_checkout: 'A claim is filed after the check-out report.',
    window_closed: 'Claims are filed within 48 hours of the check-out.',
    no_hold: 'There is no deposit held on this booking.',
  } satisfies Record<ClaimRefusal, string>,
  badPhoto: 'Choose photos of this booking’s handover reports.',
  refuse: {
    not_declined: 'You can refuse the handover only when the deposit hold was declined.',
    handed_over: 'The bike was already handed over: the handover can no longer be refused.',
    not_open: 'This booking can no longer be canceled.',
  } satisfies Record<HandoverRefusalBlock, string>,
} as const;

/** The actor of what the deposits do on their own (holds placed, renewed, released by a job). */
export const SYSTEM_ACTOR = { kind: 'system' as const, userId: null };
