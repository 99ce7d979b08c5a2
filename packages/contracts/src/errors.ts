import { z } from './zod';

/** Every error code the API returns; the web app translates them under `errors.<code>`. */
export const ErrorCode = {
  /** Request body, query or params failed validation; see `fields`. */
  validation: 'validation',
  /** A malformed request that is not a form (e.g. image proxy modifiers or path). */
  badRequest: 'bad_request',
  /** No valid session. */
  unauthenticated: 'unauthenticated',
  /** Logged in but not allowed. */
  forbidden: 'forbidden',
  /** Logged in, but the operation needs a confirmed email address (403). */
  emailNotVerified: 'email_not_verified',
  /** The resource does not exist or is not visible to the caller. */
  notFound: 'not_found',
  /** The path exists under /api but not with this method (405); the `Allow` header lists those it has. */
  methodNotAllowed: 'method_not_allowed',
  /** The request conflicts with the current state. */
  conflict: 'conflict',
  /** The body is over the route's size cap (413); the message says the cap. */
  payloadTooLarge: 'payload_too_large',
  /** Too many attempts; retry later. */
  rateLimited: 'rate_limited',
  /** Wrong email or password. */
  invalidCredentials: 'invalid_credentials',
  /** Token expired, already used or forged. */
  invalidToken: 'invalid_token',
  /** The origin of a cookie-authenticated state change is not ours. */
  badOrigin: 'bad_origin',
  /** A listing cannot go live yet; `fields.missing` lists what it lacks (listing completeness keys). */
  listingIncomplete: 'listing_incomplete',
  /** The listing was public once and its owner deleted it (410): search engines drop the page. */
  listingGone: 'listing_gone',
  /** The card payment was declined (402); the booking stays payable. */
  paymentDeclined: 'payment_declined',
  /** The payment provider (Stripe) could not be reached or refused the call; nothing was charged twice. Retry later (503). */
  paymentUnavailable: 'payment_unavailable',
  /** Login refused: an admin suspended the account (422); `fields.email` says so, `fields.reason` gives the admin's reason. */
  accountSuspended: 'account_suspended',
  /** Anything unexpected; details are logged, never sent. */
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** On a 5xx only: the request's id (also the `x-request-id` header), for a user to quote. */
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
