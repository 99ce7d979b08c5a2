import { z } from './zod';

const CancelationOptionSchema = z.object({
  delayDays: z.number().int().min(0),
  refundBeforeDelayPct: z.number().int().min(0).max(100),
  refundAfterDelayPct: z.number().int().min(0).max(100),
});

export const CancelationOptionKeySchema = z.enum(['no_notice', 'short_notice', 'medium_notice', 'strict']);

export const SettingsResponseSchema = z.object({
  serviceFeeRateBp: z.number().int(),
  commissionRateBp: z.number().int(),
  creditDelayDays: z.number().int(),
  requestExpiryHours: z.number().int(),
  /** How long a renter has to pay an accepted request (the timers' payment window). */
  paymentWindowHours: z.number().int(),
  maxOpenRequests: z.number().int(),
  /** The longest booking in days, and how many months ahead a booking may start. */
  maxBookingDays: z.number().int(),
  maxAdvanceMonths: z.number().int(),
  cancelationOptions: z.record(CancelationOptionKeySchema, CancelationOptionSchema),
  countries: z.array(
    z.object({ code: z.string(), nameEn: z.string(), nameFr: z.string(), dialCode: z.string(), currency: z.string() }),
  ),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  /** With Stripe: the publishable key the pay page's Payment Element loads with (null with the sandbox). */
  stripePublishableKey: z.string().nullable(),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
