import { WEEKDAYS, type Weekday } from '@biclou/domain/listing-time-zone';
import { DEFAULT_MIN_NOTICE_HOURS, MIN_NOTICE_HOURS } from '@biclou/domain/opening-hours';
import { z } from './zod';
import { clockTime, isoDate } from './dates';

/**
 * An owner's opening hours as the API takes and gives them (domain `OpeningHours`): per weekday a
 * pickup and a return window or null (closed), closed dates, a notice in whole hours. The same
 * body sets a listing's hours and an owner's default (decisions "Booking times: the owner's hours
 * and prices").
 */
const OPENING_HOURS_LIMITS = {
  /** A month: past that, a notice is a blocked period, not a handover rule. */
  maxNoticeHours: 720,
  maxClosedDates: 100,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Literal, so the catalogue test reads it: the limits are MIN_NOTICE_HOURS and maxNoticeHours. */
const NOTICE_MESSAGE = 'The notice must be a whole number of hours between 1 and 720.';

/** One window; its end after its start ("HH:MM" strings compare as times), checked once both are times. */
const windowSchema = (endsBeforeStart: string) =>
  z
    .object({ from: clockTime(), to: clockTime() })
    .refine((w) => !TIME.test(w.from) || !TIME.test(w.to) || w.from < w.to, { message: endsBeforeStart, path: ['to'] });

const DayHoursSchema = z.object({
  pickup: windowSchema('The pickup window must end after it starts.'),
  return: windowSchema('The return window must end after it starts.'),
});

const weekOf = <S extends z.ZodType>(day: S) =>
  z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, S>);

export const OpeningHoursSchema = z.object({
  week: weekOf(DayHoursSchema.nullable()).refine((week) => Object.values(week).some(Boolean), {
    message: 'Open at least one day of the week.',
  }),
  closedDates: z
    .array(isoDate())
    .max(OPENING_HOURS_LIMITS.maxClosedDates, 'You can close at most 100 dates.')
    .default([])
    // Stored once each, in order: the page lists them as they are.
    .transform((dates) => [...new Set(dates)].sort()),
  minNoticeHours: z
    .number({ message: NOTICE_MESSAGE })
    .int(NOTICE_MESSAGE)
    .min(MIN_NOTICE_HOURS, NOTICE_MESSAGE)
    .max(OPENING_HOURS_LIMITS.maxNoticeHours, NOTICE_MESSAGE)
    .default(DEFAULT_MIN_NOTICE_HOURS),
});

/** PUT /listings/:id/hours and PUT /account/opening-hours: the hours, or null to follow the default. */
export const UpdateOpeningHoursRequestSchema = z.object({ openingHours: OpeningHoursSchema.nullable() });

// ---- What the API answers (plain shapes: stored hours were checked on the way in) ---------------------
const WindowViewSchema = z.object({ from: z.string(), to: z.string() });
export const OpeningHoursViewSchema = z.object({
  week: weekOf(z.object({ pickup: WindowViewSchema, return: WindowViewSchema }).nullable()),
  closedDates: z.array(z.string()).readonly(),
  minNoticeHours: z.number().int(),
});

/** GET and PUT /account/opening-hours: the owner's default (null: the marketplace's), and what it makes. */
export const AccountOpeningHoursResponseSchema = z.object({
  openingHours: OpeningHoursViewSchema.nullable(),
  /** The hours a listing without its own follows: this default, or the marketplace's. */
  effective: OpeningHoursViewSchema,
});
export type AccountOpeningHoursResponse = z.infer<typeof AccountOpeningHoursResponseSchema>;
