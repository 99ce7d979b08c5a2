/**
 * The translation key of a booking history reason code: `bookings.history-reasons.<code>`, except the
 * owner's refusal of the handover after a declined deposit hold, worded in the `i16` section.
 */
export const historyReasonKey = (code: string): string =>
  code === 'deposit_declined' ? `i16.history-reasons.${code}` : `bookings.history-reasons.${code}`;
