/**
 * Product figures the help pages state that live in no setting (spec §1, §9). The booking
 * settings hold the rest (fees, the response window, the open requests, the balance credit).
 */
/** A payout reaches the owner's bank account within this many days (spec §9). */
export const PAYOUT_TRANSFER_MAX_DAYS = 7;
/** The footer's claim: owners can earn up to this many euros per month (spec §1). */
export const OWNER_MONTHLY_EARNINGS_CLAIM_EUR = 400;
/**
 * A review shows once both sides have written theirs, or this many days after completion
 * (review-rules.ts). Here, so that a page that only states it loads none of the review rules.
 */
export const REVIEW_PUBLICATION_DAYS = 14;
/**
 * The team answers a message to support (contact form, help, press) within this many working
 * days: the one figure every page, catalogue and email states.
 */
export const SUPPORT_REPLY_WORKING_DAYS = 2;
